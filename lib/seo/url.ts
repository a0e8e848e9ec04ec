import { env } from "@/lib/env";

/** The public origin every absolute URL is built from (SITE_URL, read when the page is built). */
export function siteOrigin(): string {
  return env().SITE_URL;
}

// The home page is the bare origin, as Next writes a canonical of "/", so the sitemap, canonical
// links and og:url agree character for character.
export function absoluteUrl(path: string): string {
  if (!path.startsWith("/")) throw new Error(`absoluteUrl expects a site path, got ${JSON.stringify(path)}`);
  return path === "/" ? siteOrigin() : `${siteOrigin()}${path}`;
}
