import { common, services } from "@/content";
import { prefetchFor, routes } from "@/lib/routes";

/** A menu link, with its prefetch decided here so the client menu needs no route table. */
export type NavItem = { href: string; label: string; prefetch?: false };

const link = (href: string, label: string): NavItem => ({ href, label, prefetch: prefetchFor(href) });

export const serviceLinks: readonly NavItem[] = services.map((service) =>
  link(routes.service(service.slug), service.name),
);

const { menu } = common;
export const homeLink = link(routes.home, menu.home);
export const portfolioLink = link(routes.portfolio, menu.portfolio);
export const aboutLink = link(routes.about, menu.about);
export const pricingLink = link(routes.pricing, menu.pricing);
export const contactLink = link(routes.contact, menu.contact);
export const careersLink = link(routes.careers, menu.careers);
export const testimonialsLink = link(routes.testimonials, menu.testimonials);
