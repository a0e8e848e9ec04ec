import { pages, services, type Service } from "@/content";
import type { Seo } from "@/content/model";
import { routes, type StaticPath } from "@/lib/routes";

/** What the preview image of a page shows, in the page's own colours. */
export type OgCard = Seo["card"];

/**
 * How one indexable page appears in search results (its whole title: the company-name template
 * is not applied), link previews and breadcrumbs (`name`).
 */
export type PageSeo = Seo & { path: string; name: string };

const entry = (path: string, seo: Seo, name: string): PageSeo => ({ path, name, ...seo });

export const staticPageSeo = Object.fromEntries(
  pages.map((page) => [page.path, entry(page.path, page.seo, page.name)]),
) as Record<StaticPath, PageSeo>;

export function serviceSeo(service: Service): PageSeo {
  return entry(routes.service(service.slug), service.seo, service.name);
}

/**
 * Every indexable page, in sitemap order: the model's pages, then one per service in menu order.
 * The sitemap, the uniqueness tests and the preview images all read this list.
 */
export function indexablePages(): PageSeo[] {
  return [...Object.values(staticPageSeo), ...services.map(serviceSeo)];
}
