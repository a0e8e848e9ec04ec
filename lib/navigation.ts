import { servicePages } from "@/content";
import { routes } from "@/lib/routes";

export type NavItem = { href: string; label: string };

export const serviceLinks: readonly NavItem[] = servicePages.map((page) => ({
  href: routes.service(page.data.slug),
  label: page.name,
}));

export const homeLink: NavItem = { href: routes.home, label: "Home" };
export const portfolioLink: NavItem = { href: routes.portfolio, label: "Portfolio" };
export const aboutLink: NavItem = { href: routes.about, label: "About us" };
export const pricingLink: NavItem = { href: routes.pricing, label: "Pricing" };
export const contactLink: NavItem = { href: routes.contact, label: "CONTACT" };
export const careersLink: NavItem = { href: routes.careers, label: "Careers" };
export const testimonialsLink: NavItem = { href: routes.testimonials, label: "Testimonials" };
