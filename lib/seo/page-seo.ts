import { contentIn, type Content, type Service } from "@/content";
import type { Language } from "@/content/languages";
import type { Seo } from "@/content/model";
import { routes, type StaticPath } from "@/lib/routes";

/** What the preview image of a page shows, in the page's own colours. */
export type OgCard = Seo["card"];

/**
 * An indexable page in search results (its whole title, without the template), previews and
 * breadcrumbs; `path` is its default language's address, its own is `pathIn(lang, path)`.
 */
export type PageSeo = Seo & { path: string; name: string; lang: Language };

/** A page of the model published in `lang`, by its default language's path. */
export function staticPageSeo(lang: Language, path: StaticPath): PageSeo {
  const page = contentIn(lang).pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not published in ${lang}`);
  return { ...page, lang };
}

export function serviceSeo({ slug, name, seo }: Service, lang: Language): PageSeo {
  return { path: routes.service(slug), name, lang, ...seo };
}

/** Every indexable page of a language, in sitemap order: the model's pages, then the services in menu order. */
export function indexablePages({ lang, pages, services, publishes }: Content): PageSeo[] {
  return [
    ...pages.map((page) => ({ ...page, lang })),
    ...services
      .filter(({ slug }) => publishes(`service-${slug}`))
      .map((service) => serviceSeo(service, lang)),
  ];
}
