import { createHash } from "node:crypto";
import { contentIn } from "@/content";
import { languages } from "@/content/languages";
import { ogImageKey } from "@/lib/seo/metadata";
import { renderOgImage } from "@/lib/seo/og-image";
import { indexablePages, type PageSeo } from "@/lib/seo/page-seo";

// Every page's preview image, rendered once at build time; any other name answers 404.
export const dynamicParams = false;

const cards = new Map<string, PageSeo>(
  languages.flatMap(({ code }) =>
    indexablePages(contentIn(code)).map((page) => [`${ogImageKey(page.path, code)}.png`, page] as const),
  ),
);

export function generateStaticParams() {
  return [...cards.keys()].map((page) => ({ page }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const page = cards.get((await params).page);
  if (!page) return new Response(null, { status: 404 });
  // A card changes only with a deploy: crawlers may keep it a day, and a CDN in front can answer
  // their revalidations by ETag (Next's own server sends the whole image again).
  const png = new Uint8Array(await (await renderOgImage(page.card, contentIn(page.lang))).arrayBuffer());
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      ETag: `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`,
    },
  });
}
