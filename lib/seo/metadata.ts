import type { Metadata, Viewport } from "next";
import { site } from "@/content";
import { pagePath } from "@/lib/routes";
import type { StaticPath } from "@/lib/routes";
import type { OgCard, PageSeo } from "@/lib/seo/pages";
import { staticPageSeo } from "@/lib/seo/pages";
import { absoluteUrl, siteOrigin } from "@/lib/seo/url";

/** The root layout's title template; `fullTitle` applies the same rule for og:title. */
export const titleTemplate = `%s | ${site.name}`;

/** Open Graph's recommended size; every preview image is rendered at exactly this size. */
export const ogImageSize = { width: 1200, height: 630 } as const;
const ogImageContentType = "image/png";

/** The preview image's name for a page's path: `home`, `pricing`, `services-seo`. */
export function ogImageKey(path: string): string {
  return path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
}

/** Where a page's preview image is served (app/og/[page]/route.ts). */
export function ogImagePath(path: string): string {
  return `/og/${ogImageKey(path)}.png`;
}

function ogImageAlt(card: OgCard): string {
  return `${site.name}: ${card.heading}`;
}

export function fullTitle(title: string, absolute = false): string {
  return absolute ? title : titleTemplate.replace("%s", title);
}

export type MetadataInput = {
  title: string;
  /** Use the title as it is, without the company-name template. */
  absoluteTitle?: boolean;
  description: string;
  /** The page's own path: its canonical URL and og:url. Omitted for error pages. */
  path?: string;
  /** The preview image: the one of the page at `of`, described by `alt`. By default the home page's. */
  image?: { of: string; alt: string };
  /** Keep the page out of search results (it is then given no canonical URL either). */
  noindex?: boolean;
};

/**
 * The complete metadata of a route. Next merges metadata shallowly, so a segment that sets
 * `openGraph` or `twitter` replaces its parent's whole object: every call therefore returns
 * both objects complete, images included, and no page can end up without a preview.
 * All URLs are absolute, built from SITE_URL.
 */
export function buildMetadata(input: MetadataInput): Metadata {
  const title = fullTitle(input.title, input.absoluteTitle);
  const canonical = input.path && !input.noindex ? absoluteUrl(input.path) : undefined;
  const { of, alt } = input.image ?? {
    of: pagePath("home"),
    alt: ogImageAlt(staticPageSeo[pagePath("home")].card),
  };
  const image = {
    url: absoluteUrl(ogImagePath(of)),
    width: ogImageSize.width,
    height: ogImageSize.height,
    alt,
    type: ogImageContentType,
  };
  return {
    metadataBase: new URL(siteOrigin()),
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    ...(canonical ? { alternates: { canonical } } : {}),
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      ...(canonical ? { url: canonical } : {}),
      title,
      description: input.description,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description: input.description,
      images: [image],
    },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Metadata of an indexable page from its SEO entry. */
export function seoMetadata(seo: PageSeo): Metadata {
  return buildMetadata({
    title: seo.title,
    absoluteTitle: true,
    description: seo.description,
    path: seo.path,
    image: { of: seo.path, alt: ogImageAlt(seo.card) },
  });
}

/** Metadata of one of the pages in `staticPaths`. */
export function pageMetadata(path: StaticPath): Metadata {
  return seoMetadata(staticPageSeo[path]);
}

/** The root layout's metadata: the title template and the defaults of pages that set nothing. */
export function rootMetadata(): Metadata {
  return {
    ...buildMetadata({ title: site.name, absoluteTitle: true, description: site.description }),
    title: { default: site.name, template: titleTemplate },
    applicationName: site.name,
    creator: site.name,
    publisher: site.name,
  };
}

/** The browser chrome's colours, for the root layout and the page it does not wrap. */
export const siteViewport: Viewport = { themeColor: "#0b0b0f", colorScheme: "dark" };

/**
 * The 404 page of addresses no route matches (app/global-not-found.tsx). Next renders it
 * without the root layout, and adds the noindex. `title` is only the preview's: the page
 * renders its own <title>, which depends on the address ("Service not found" or "Page not found").
 */
export function globalNotFoundMetadata(title: string, description: string): Metadata {
  return {
    ...buildMetadata({ title: fullTitle(title), absoluteTitle: true, description }),
    title: undefined,
    applicationName: site.name,
  };
}

/** A 404 page: a sensible title, the home preview image and no canonical URL. */
export function notFoundMetadata(title: string, description: string): Metadata {
  return buildMetadata({ title, description });
}
