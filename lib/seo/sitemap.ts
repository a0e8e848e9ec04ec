import { execFileSync } from "node:child_process";
import type { MetadataRoute } from "next";
import { contentIn } from "@/content";
import { languages } from "@/content/languages";
import { pathIn } from "@/lib/routes";
import { languageAlternates } from "@/lib/seo/metadata";
import { indexablePages } from "@/lib/seo/page-seo";
import { absoluteUrl } from "@/lib/seo/url";

// The date of the last commit touching the pages or content, so every build of a commit writes
// the same sitemap; without git history (a source tarball) there is no lastmod.
export function contentLastModified(): string | undefined {
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cI", "--", "app", "content", "public"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return date || undefined;
  } catch {
    return undefined;
  }
}

export function sitemapEntries(lastModified: string | undefined): MetadataRoute.Sitemap {
  return languages.flatMap(({ code }) =>
    indexablePages(contentIn(code)).map((page) => {
      const alternates = languageAlternates(page.path);
      return {
        url: absoluteUrl(pathIn(code, page.path)),
        ...(lastModified ? { lastModified } : {}),
        ...(alternates ? { alternates: { languages: alternates } } : {}),
      };
    }),
  );
}
