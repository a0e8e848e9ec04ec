import type { Metadata, Viewport } from "next";
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

// Next 16.4 preloads the web font on every page but this one (it looks fonts up under this
// file's path, and its manifest has them under the `_not-found` entry). Without the preload the
// `optional` font misses the first paint here: the text stays in the fallback faces, sized to match.
export default function GlobalNotFound() {
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
