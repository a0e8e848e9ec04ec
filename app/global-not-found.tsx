import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Metadata, Viewport } from "next";
import { preload } from "react-dom";
import { NotFoundMessage } from "@/components/not-found-message";
import { pageNotFound } from "@/components/page-not-found-copy";
import { SiteShell } from "@/components/site-shell";
import { globalNotFoundMetadata, siteViewport } from "@/lib/seo/metadata";
import "./globals.css";

// The page for addresses no route matches, rendered without the root layout. It can be as
// full as any page: the root not-found.tsx, which Next sends inside every page's payload,
// is only a small fallback. Unknown service slugs have their own, in services/[slug].
export const metadata: Metadata = globalNotFoundMetadata(pageNotFound.title, pageNotFound.description);

export const viewport: Viewport = siteViewport;

/**
 * Next preloads the web font on every page but this one: its font manifest has no entry for
 * global-not-found (Next 16.4), so nothing asks for the font before the stylesheet does. The
 * font is `font-display: optional`, and one asked for that late is rarely in by the first
 * paint: a visitor who lands here would keep the fallback until a page next loads in full. The
 * manifest, written before the pages are rendered, lists the files the other pages preload.
 */
function preloadWebFonts() {
  const manifest = join(process.cwd(), ".next", "server", "next-font-manifest.json");
  if (!existsSync(manifest)) return;
  const { app } = JSON.parse(readFileSync(manifest, "utf8")) as { app: Record<string, string[]> };
  for (const file of new Set(Object.values(app).flat())) {
    preload(`/_next/${file}`, { as: "font", type: "font/woff2", crossOrigin: "" });
  }
}

export default function GlobalNotFound() {
  preloadWebFonts();
  return (
    <SiteShell>
      <NotFoundMessage
        title={pageNotFound.heading}
        description={pageNotFound.lead}
        linkLabel={pageNotFound.linkLabel}
      />
    </SiteShell>
  );
}
