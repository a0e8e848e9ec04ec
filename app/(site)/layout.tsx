import type { Metadata, Viewport } from "next";
import { SiteShell } from "@/components/site-shell";
import { rootMetadata, siteViewport } from "@/lib/seo/metadata";
import "../globals.css";

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = siteViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
