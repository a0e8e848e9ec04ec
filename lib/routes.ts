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

/**
 * Routes that show the testimonials carousel. Links to them are not prefetched: a prefetch
 * would pull swiper's code into every page that links home (budget: only these routes load it).
 */
const carouselPaths: ReadonlySet<string> = new Set([routes.home, routes.testimonials]);

/** `prefetch` for a link to `href`: off for the carousel routes, Next's default otherwise. */
export function prefetchFor(href: string): false | undefined {
  return carouselPaths.has(href) ? false : undefined;
}
