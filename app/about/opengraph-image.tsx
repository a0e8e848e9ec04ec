import { ogImageAlt, ogImageContentType, ogImageSize } from "@/lib/seo/metadata";
import { renderOgImage } from "@/lib/seo/og-image";
import { staticPageSeo } from "@/lib/seo/pages";

const { card } = staticPageSeo["/about"];

export const alt = ogImageAlt(card);
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return renderOgImage(card);
}
