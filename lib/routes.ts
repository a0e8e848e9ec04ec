import { serviceSlugs } from "@/content/service-slugs";

/** Every internal URL of the site, in one place. */
export const routes = {
  home: "/",
  portfolio: "/portfolio",
  pricing: "/pricing",
  about: "/about",
  contact: "/contact",
  careers: "/careers",
  testimonials: "/testimonials",
  service: (slug: string) => `/services/${slug}`,
  /** Where a form posted without JavaScript lands. */
  formReceived: "/form/received",
  formFailed: "/form/not-sent",
} as const;

/** Pages that exist once each (the service pages come from content). */
export const staticPaths = [
  routes.home,
  routes.portfolio,
  routes.pricing,
  routes.about,
  routes.contact,
  routes.careers,
  routes.testimonials,
] as const;

/** Every address the build prerenders as a page: their script policies come with them (proxy.ts). */
export const prerenderedPaths: readonly string[] = [
  ...staticPaths,
  ...serviceSlugs.map((slug) => routes.service(slug)),
  routes.formReceived,
  routes.formFailed,
];

/**
 * Routes that show the testimonials carousel: the two heaviest pages, and the header's logo
 * links home from every page. Links to them are not prefetched, so a visitor fetches them only
 * on the way there. (swiper itself is never part of a prefetch: the carousel imports it when
 * it nears the viewport.)
 */
const carouselPaths: ReadonlySet<string> = new Set([routes.home, routes.testimonials]);

/** `prefetch` for a link to `href`: off for the carousel routes, Next's default otherwise. */
export function prefetchFor(href: string): false | undefined {
  return carouselPaths.has(href) ? false : undefined;
}
