import type { Metadata, Viewport } from "next";
import { NotFoundMessage } from "@/components/not-found-message";
import { SiteShell } from "@/components/site-shell";
import { globalNotFoundMetadata, siteViewport } from "@/lib/seo/metadata";
import "./globals.css";

// The page for addresses no route matches, rendered without the root layout. It can be as
// full as any page: the root not-found.tsx, which Next sends inside every page's payload,
// is only a small fallback. Unknown service slugs have their own, in services/[slug].
export const metadata: Metadata = globalNotFoundMetadata(
  "Page not found",
  "The page you are looking for doesn't exist. Everything we do is one click away from the home page.",
);

export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundMessage
        title="This page doesn't exist"
        description="The link may be old or mistyped. Everything we do is one click away from the home page."
        linkLabel="Go to Home"
      />
    </SiteShell>
  );
}
