import type { Content } from "@/content";
import { pagePath, pathIn, routes } from "@/lib/routes";

export type NavItem = { href: string; label: string };

/** The site's links in the content's language, to its own pages. */
export function navigation({ lang, common, services }: Content) {
  const link = (path: string, label: string): NavItem => ({ href: pathIn(lang, path), label });
  const { menu } = common;
  return {
    serviceLinks: services.map((service) => link(routes.service(service.slug), service.name)),
    homeLink: link(pagePath("home"), menu.home),
    portfolioLink: link(pagePath("portfolio"), menu.portfolio),
    aboutLink: link(pagePath("about"), menu.about),
    pricingLink: link(pagePath("pricing"), menu.pricing),
    contactLink: link(pagePath("contact"), menu.contact),
    careersLink: link(pagePath("careers"), menu.careers),
    testimonialsLink: link(pagePath("testimonials"), menu.testimonials),
  };
}
