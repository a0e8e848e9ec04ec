import { pages, services, type Service } from "@/content";
import type { Seo } from "@/content/model";
import { routes, type StaticPath } from "@/lib/routes";

/** What the preview image of a page shows, in the page's own colours. */
export type OgCard = Seo["card"];

/** An indexable page in search results (its whole title, without the template), previews and breadcrumbs. */
export type PageSeo = Seo & { path: string; name: string };

type ByPath = Record<StaticPath, PageSeo>;
export const staticPageSeo = Object.fromEntries(pages.map((page) => [page.path, page])) as ByPath;

export function serviceSeo({ slug, name, seo }: Service): PageSeo {
  return { path: routes.service(slug), name, ...seo };
}

/** Every indexable page, in sitemap order: the model's pages, then the services in menu order. */
export function indexablePages(): PageSeo[] {
  return [...Object.values(staticPageSeo), ...services.map(serviceSeo)];
}
