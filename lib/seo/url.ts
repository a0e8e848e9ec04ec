import { env } from "@/lib/env";

// From SITE_URL, read when the page is built. The home page is the bare origin, as Next writes a
// canonical of "/", so the sitemap, canonical links and og:url agree character for character.
export function absoluteUrl(path: string): string {
  if (!path.startsWith("/")) throw new Error(`absoluteUrl expects a site path, got ${JSON.stringify(path)}`);
  return path === "/" ? env().SITE_URL : `${env().SITE_URL}${path}`;
}
