import { common, services } from "@/content";
import { pagePath, routes } from "@/lib/routes";

export type NavItem = { href: string; label: string };

const link = (href: string, label: string): NavItem => ({ href, label });

export const serviceLinks: readonly NavItem[] = services.map((service) =>
  link(routes.service(service.slug), service.name),
);

const { menu } = common;
export const homeLink = link(pagePath("home"), menu.home);
export const portfolioLink = link(pagePath("portfolio"), menu.portfolio);
export const aboutLink = link(pagePath("about"), menu.about);
export const pricingLink = link(pagePath("pricing"), menu.pricing);
export const contactLink = link(pagePath("contact"), menu.contact);
export const careersLink = link(pagePath("careers"), menu.careers);
export const testimonialsLink = link(pagePath("testimonials"), menu.testimonials);
