import type { Metadata, Viewport } from "next";
import { site } from "@/content";
import { env } from "@/lib/env";
import { pagePath, type StaticPath } from "@/lib/routes";
import { brand } from "@/lib/seo/brand";
import { staticPageSeo, type OgCard, type PageSeo } from "@/lib/seo/page-seo";
import { absoluteUrl } from "@/lib/seo/url";

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

type MetadataInput = {
  title: string;
  /** Use the title as it is, without the company-name template. */
  absoluteTitle?: boolean;
  description: string;
  /** The page's own path: its canonical URL and og:url. Omitted for error pages. */
  path?: string;
  /** The page's own preview card, drawn for `path`; without it, the home page's is shown. */
  card?: OgCard;
  /** Keep the page out of search results (it is then given no canonical URL either). */
  noindex?: boolean;
};

// Next merges metadata shallowly, so a segment's `openGraph` or `twitter` replaces its parent's:
// each call returns both whole, images included, so no page ends up without a preview.
export function buildMetadata(input: MetadataInput): Metadata {
  const { title, absoluteTitle, description, path, card, noindex } = input;
  const canonical = path && !noindex ? absoluteUrl(path) : undefined;
  const shown = card && path ? { path, card } : staticPageSeo[pagePath("home")];
  const alt = `${site.name}: ${shown.card.heading}`;
  const preview = { url: absoluteUrl(ogImagePath(shown.path)), ...ogImageSize, alt, type: "image/png" };
  const shared = { title: absoluteTitle ? title : fullTitle(title), description };
  return {
    metadataBase: new URL(env().SITE_URL),
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
  return buildMetadata({ title, absoluteTitle: true, description, path, card });
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
export const siteViewport: Viewport = { themeColor: brand.ink, colorScheme: "dark" };

// app/global-not-found.tsx, outside the root layout (Next adds the noindex): `title` is only the
// preview's, since the page renders its own <title>, which depends on the address.
export function globalNotFoundMetadata(title: string, description: string): Metadata {
  return { ...buildMetadata({ title, description }), title: undefined, applicationName: site.name };
}
