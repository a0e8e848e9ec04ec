import type { MetadataRoute } from "next";
import { contentLastModified, sitemapEntries } from "@/lib/seo/sitemap";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(contentLastModified());
}
