import { getServicePage, pages, serviceSlugs, site } from "@/content";
import type { HeroBanner, ServicePage } from "@/content/schema";
import { routes, staticPaths } from "@/lib/routes";

export type StaticPath = (typeof staticPaths)[number];

/** What the preview image of a page shows, in the page's own colours. */
export type OgCard = {
  /** Small label above the title, e.g. the page or service name. */
  label: string;
  /** The title set large on the card. */
  heading: string;
  color1: string;
  color2: string;
};

/** How one indexable page appears in search results, link previews and breadcrumbs. */
export type PageSeo = {
  path: string;
  /** The page's own title; the root layout's template appends the company name. */
  title: string;
  /** The home title already names the company, so it skips the template. */
  absoluteTitle?: boolean;
  description: string;
  /** The page's name in breadcrumbs. */
  name: string;
  card: OgCard;
};

const { banners } = pages;

function card(banner: HeroBanner, heading: string = banner.title): OgCard {
  return { label: banner.page, heading, color1: banner.color1, color2: banner.color2 };
}

/** One entry per page of `staticPaths`: adding a page there without an entry here fails typecheck. */
export const staticPageSeo: Record<StaticPath, PageSeo> = {
  [routes.home]: {
    path: routes.home,
    title: `${site.name}: branding, web and growth studio`,
    absoluteTitle: true,
    description: site.description,
    name: "Home",
    card: {
      label: "Technology and digital agency",
      heading: "Brand, web and growth marketing from one senior team",
      color1: "#ff4d3d",
      color2: "#7c5cff",
    },
  },
  [routes.portfolio]: {
    path: routes.portfolio,
    title: "Portfolio: websites, apps and online stores",
    description: banners.portfolio.description,
    name: banners.portfolio.page,
    card: card(banners.portfolio),
  },
  [routes.pricing]: {
    path: routes.pricing,
    title: "Pricing: website, SEO and digital marketing plans",
    description: banners.pricing.description,
    name: banners.pricing.page,
    card: card(banners.pricing),
  },
  [routes.about]: {
    path: routes.about,
    title: "About us",
    description: banners.about.description,
    name: banners.about.page,
    // The about banner's title is the company name, which the card already shows by its logo.
    card: card(banners.about, "Storytelling and digital strategy, from one team"),
  },
  [routes.contact]: {
    path: routes.contact,
    title: "Contact us",
    description: banners.contact.description,
    name: banners.contact.page,
    card: card(banners.contact),
  },
  [routes.careers]: {
    path: routes.careers,
    title: "Careers: open positions",
    description: banners.careers.description,
    name: banners.careers.page,
    card: card(banners.careers),
  },
  [routes.testimonials]: {
    path: routes.testimonials,
    title: "Client testimonials",
    description: banners.testimonials.description,
    name: banners.testimonials.page,
    card: card(banners.testimonials),
  },
};

export function serviceSeo(page: ServicePage): PageSeo {
  return {
    path: routes.service(page.data.slug),
    title: `${page.data.page} services`,
    description: page.data.description,
    name: page.name,
    card: card(page.data),
  };
}

/** The SEO entry of a service slug, or undefined for a slug that is not a service. */
export function serviceSeoBySlug(slug: string): PageSeo | undefined {
  const page = getServicePage(slug);
  return page ? serviceSeo(page) : undefined;
}

/**
 * Every indexable page, in sitemap order: the static pages, then one per service slug.
 * The sitemap, the uniqueness tests and the preview images all read this list, so a new
 * service in content/services.ts appears everywhere at once.
 */
export function indexablePages(): PageSeo[] {
  return [
    ...staticPaths.map((path) => staticPageSeo[path]),
    ...serviceSlugs.map((slug) => {
      const entry = serviceSeoBySlug(slug);
      if (!entry) throw new Error(`No service page for slug ${JSON.stringify(slug)}`);
      return entry;
    }),
  ];
}
