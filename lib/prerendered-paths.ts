import { contentIn } from "@/content";
import { languages, type Language } from "@/content/languages";
import { singletons } from "@/content/model";
import { pathIn, routes, type StaticPath } from "@/lib/routes";

/** The model's pages' addresses (content/model.ts), in the editor's order. Server code: it loads the model. */
export const staticPaths: readonly StaticPath[] = Object.values(singletons).flatMap((entry) =>
  "path" in entry ? [entry.path] : [],
);

/** The default language's addresses of the pages published in `lang`. */
export function publishedPaths(lang: Language): string[] {
  const content = contentIn(lang);
  const results = content.publishes("formResults") ? [routes.formReceived, routes.formFailed] : [];
  return [
    ...content.pages.map(({ path }) => path),
    ...content.services
      .filter(({ slug }) => content.publishes(`service-${slug}`))
      .map(({ slug }) => routes.service(slug)),
    ...results,
  ];
}

/**
 * Each language but `lang`, with the pages of `lang` it does not have (none, once translated): for the
 * links from a page to itself in another language.
 */
export function languageVersions(lang: Language) {
  const here = publishedPaths(lang);
  return languages.flatMap(({ code, name }) => {
    if (code === lang) return [];
    const there = publishedPaths(code);
    return [{ code, name, missing: here.filter((path) => !there.includes(path)) }];
  });
}

export type LanguageVersions = ReturnType<typeof languageVersions>;

/** Every address the build prerenders as a page: their script policies come with them (proxy.ts). */
export const prerenderedPaths: readonly string[] = languages.flatMap(({ code }) =>
  publishedPaths(code).map((path) => pathIn(code, path)),
);
