import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { NotFoundMessage } from "@/components/not-found-message";
import { notFound as notFoundCopy } from "@/content";
import { SiteShell, WebFontPreload } from "@/components/site-shell";
import { globalNotFoundMetadata, siteViewport } from "@/lib/seo/metadata";
import "./globals.css";

// The 404 page of every address the site has no page for, unknown service slugs included
// (services/[slug] sets dynamicParams = false). Next renders it without the root layout and
// sends it with Cache-Control: no-store. The root not-found.tsx, which Next sends inside every
// page's payload, is only a small fallback.
export const metadata: Metadata = globalNotFoundMetadata(
  notFoundCopy.page.title,
  notFoundCopy.page.description,
);

export const viewport: Viewport = siteViewport;

export default async function GlobalNotFound() {
  // Rendered for each request: its words depend on the address (NotFoundText).
  await connection();
  return (
    <SiteShell>
      <WebFontPreload asElement />
      <NotFoundMessage />
    </SiteShell>
  );
}
