import { common, services } from "@/content";
import { routes } from "@/lib/routes";

export type NavItem = { href: string; label: string };

export const serviceLinks: readonly NavItem[] = services.map((service) => ({
  href: routes.service(service.slug),
  label: service.name,
}));

const { menu } = common;
export const homeLink: NavItem = { href: routes.home, label: menu.home };
export const portfolioLink: NavItem = { href: routes.portfolio, label: menu.portfolio };
export const aboutLink: NavItem = { href: routes.about, label: menu.about };
export const pricingLink: NavItem = { href: routes.pricing, label: menu.pricing };
export const contactLink: NavItem = { href: routes.contact, label: menu.contact };
export const careersLink: NavItem = { href: routes.careers, label: menu.careers };
export const testimonialsLink: NavItem = { href: routes.testimonials, label: menu.testimonials };
