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
