import {
  about,
  careersPage,
  common,
  contact,
  getService,
  home,
  portfolio,
  pricingPage,
  serviceSlugs,
  testimonialsPage,
  type Service,
} from "@/content";
import type { Seo } from "@/content/model";
import { routes, staticPaths } from "@/lib/routes";

export type StaticPath = (typeof staticPaths)[number];

/** What the preview image of a page shows, in the page's own colours. */
export type OgCard = Seo["card"];

/** How one indexable page appears in search results, link previews and breadcrumbs. */
export type PageSeo = {
  path: string;
  /** The whole title as search results show it; the company-name template is not applied. */
  title: string;
  description: string;
  /** The page's name in breadcrumbs. */
  name: string;
  card: OgCard;
};

const entry = (path: string, seo: Seo, name: string): PageSeo => ({ path, name, ...seo });

/** One entry per page of `staticPaths`: adding a page there without an entry here fails typecheck. */
export const staticPageSeo: Record<StaticPath, PageSeo> = {
  [routes.home]: entry(routes.home, home.seo, common.menu.home),
  [routes.portfolio]: entry(routes.portfolio, portfolio.seo, portfolio.banner.page),
  [routes.pricing]: entry(routes.pricing, pricingPage.seo, pricingPage.banner.page),
  [routes.about]: entry(routes.about, about.seo, about.banner.page),
  [routes.contact]: entry(routes.contact, contact.seo, contact.banner.page),
  [routes.careers]: entry(routes.careers, careersPage.seo, careersPage.banner.page),
  [routes.testimonials]: entry(routes.testimonials, testimonialsPage.seo, testimonialsPage.banner.page),
};

export function serviceSeo(service: Service): PageSeo {
  return entry(routes.service(service.slug), service.seo, service.name);
}

/** The SEO entry of a service slug, or undefined for a slug that is not a service. */
function serviceSeoBySlug(slug: string): PageSeo | undefined {
  const service = getService(slug);
  return service ? serviceSeo(service) : undefined;
}

/**
 * Every indexable page, in sitemap order: the static pages, then one per service. The sitemap,
 * the uniqueness tests and the preview images all read this list.
 */
export function indexablePages(): PageSeo[] {
  return [
    ...staticPaths.map((path) => staticPageSeo[path]),
    ...serviceSlugs.map((slug) => serviceSeoBySlug(slug)!),
  ];
}
