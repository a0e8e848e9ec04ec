import type { Metadata, Viewport } from "next";
import { SiteShell } from "@/components/site-shell";
import { pageLanguage } from "@/lib/language";
import { rootMetadata, siteViewport } from "@/lib/seo/metadata";
import "../globals.css";

// The site in each other language (content/languages.ts), at /{code}/: the same pages as app/(site)/,
// each file here that page's own. Each page names the languages it is built in (translatedParams):
// any other address is the 404 page. No languages here: a page's empty list would inherit them.
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  return rootMetadata(await pageLanguage());
}

export const viewport: Viewport = siteViewport;

export default async function TranslatedLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell lang={await pageLanguage()}>{children}</SiteShell>;
}
