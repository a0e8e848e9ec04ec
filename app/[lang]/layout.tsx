import type { Metadata, Viewport } from "next";
import { SiteShell } from "@/components/site-shell";
import { translations } from "@/content/languages";
import { pageLanguage } from "@/lib/language";
import { rootMetadata, siteViewport } from "@/lib/seo/metadata";
import "../globals.css";

// The site in each other language (content/languages.ts), at /{code}/: the same pages as app/(site)/,
// each file here that page's own. Any other first segment is an unknown address (the 404 page).
export const dynamicParams = false;

export function generateStaticParams() {
  return translations.map((lang) => ({ lang }));
}

export async function generateMetadata(): Promise<Metadata> {
  return rootMetadata(await pageLanguage());
}

export const viewport: Viewport = siteViewport;

export default async function TranslatedLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell lang={await pageLanguage()}>{children}</SiteShell>;
}
