import { notFound } from "next/navigation";
import { serviceSlugs, site } from "@/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/metadata";
import { renderOgImage } from "@/lib/seo/og-image";
import { serviceSeoBySlug } from "@/lib/seo/pages";

// Each page's metadata names its own image and alt text; this is only the fallback.
export const alt = `${site.name} service`;
export const size = ogImageSize;
export const contentType = ogImageContentType;

// One image per service, rendered at build time; any other slug answers 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const seo = serviceSeoBySlug((await params).slug);
  if (!seo) notFound();
  return renderOgImage(seo.card);
}
