import type { MetadataRoute } from "next";
import { contentIn } from "@/content";
import { defaultLanguage } from "@/content/languages";
import { pagePath } from "@/lib/routes";
import { brand } from "@/lib/seo/brand";

export default function manifest(): MetadataRoute.Manifest {
  const { site } = contentIn(defaultLanguage);
  return {
    name: site.name,
    short_name: site.name.split(" ")[0],
    description: site.description,
    lang: defaultLanguage,
    start_url: pagePath("home"),
    scope: pagePath("home"),
    display: "standalone",
    background_color: brand.ink,
    theme_color: brand.ink,
    categories: ["business"],
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon", sizes: "180x180", type: "image/png" },
    ],
  };
}
