import { ogImageKey } from "@/lib/seo/metadata";
import { renderOgImage } from "@/lib/seo/og-image";
import { indexablePages } from "@/lib/seo/pages";

// Every page's preview image, rendered once at build time; any other name answers 404.
export const dynamicParams = false;

const cards = new Map(indexablePages().map((page) => [`${ogImageKey(page.path)}.png`, page.card]));

export function generateStaticParams() {
  return [...cards.keys()].map((page) => ({ page }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const card = cards.get((await params).page);
  if (!card) return new Response(null, { status: 404 });
  return renderOgImage(card);
}
