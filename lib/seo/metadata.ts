import type { Metadata, Viewport } from "next";
import { site } from "@/content";
import { pagePath, type StaticPath } from "@/lib/routes";
import { staticPageSeo, type OgCard, type PageSeo } from "@/lib/seo/pages";
import { absoluteUrl, siteOrigin } from "@/lib/seo/url";

/** The root layout's title template; `fullTitle` applies the same rule for og:title. */
export const titleTemplate = `%s | ${site.name}`;

export function fullTitle(title: string): string {
  return titleTemplate.replace("%s", title);
}

/** Open Graph's recommended size; every preview image is rendered at exactly this size. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The preview image's name for a page's path: `home`, `pricing`, `services-seo`. */
export function ogImageKey(path: string): string {
  return path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
}

/** Where a page's preview image is served (app/og/[page]/route.ts). */
export function ogImagePath(path: string): string {
  return `/og/${ogImageKey(path)}.png`;
}

const ogImageAlt = (card: OgCard) => `${site.name}: ${card.heading}`;

type MetadataInput = {
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
export function buildMetadata({
  title,
  absoluteTitle,
  description,
  path,
  image,
  noindex,
}: MetadataInput): Metadata {
  const canonical = path && !noindex ? absoluteUrl(path) : undefined;
  const home = pagePath("home");
  const { of, alt } = image ?? { of: home, alt: ogImageAlt(staticPageSeo[home].card) };
  const preview = { url: absoluteUrl(ogImagePath(of)), ...ogImageSize, alt, type: "image/png" };
  const shared = { title: absoluteTitle ? title : fullTitle(title), description };
  return {
    metadataBase: new URL(siteOrigin()),
    title: absoluteTitle ? { absolute: title } : title,
    description,
    ...(canonical ? { alternates: { canonical } } : {}),
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      ...(canonical ? { url: canonical } : {}),
      ...shared,
      images: [preview],
    },
    twitter: { card: "summary_large_image", ...shared, images: [preview] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

export function seoMetadata({ title, description, path, card }: PageSeo): Metadata {
  return buildMetadata({
    title,
    absoluteTitle: true,
    description,
    path,
    image: { of: path, alt: ogImageAlt(card) },
  });
}

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

/** A 404 page: a sensible title, the home preview image and no canonical URL. */
export function notFoundMetadata(title: string, description: string): Metadata {
  return buildMetadata({ title, description });
}

/**
 * The 404 page of addresses no route matches (app/global-not-found.tsx). Next renders it
 * without the root layout, and adds the noindex. `title` is only the preview's: the page
 * renders its own <title>, which depends on the address ("Service not found" or "Page not found").
 */
export function globalNotFoundMetadata(title: string, description: string): Metadata {
  return { ...notFoundMetadata(title, description), title: undefined, applicationName: site.name };
}
