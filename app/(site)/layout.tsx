import type { Metadata, Viewport } from "next";
import { SiteShell } from "@/components/site-shell";
import { defaultLanguage } from "@/content/languages";
import { rootMetadata, siteViewport } from "@/lib/seo/metadata";
import "../globals.css";

export const metadata: Metadata = rootMetadata(defaultLanguage);

export const viewport: Viewport = siteViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell lang={defaultLanguage}>{children}</SiteShell>;
}
