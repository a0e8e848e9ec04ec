import type { Metadata, Viewport } from "next";
import { contentIn } from "@/content";
import { defaultLanguage, languages, type Language } from "@/content/languages";
import { env } from "@/lib/env";
import { publishedPaths } from "@/lib/prerendered-paths";
import { pagePath, pathIn, type StaticPath } from "@/lib/routes";
import { brand } from "@/lib/seo/brand";
import { staticPageSeo, type OgCard, type PageSeo } from "@/lib/seo/page-seo";
import { absoluteUrl } from "@/lib/seo/url";

// The company's name, the same in every language.
const { site } = contentIn(defaultLanguage);

/** The root layout's title template; `fullTitle` applies the same rule for og:title. */
export const titleTemplate = `%s | ${site.name}`;

export function fullTitle(title: string): string {
  return titleTemplate.replace("%s", title);
}

/** Open Graph's recommended size; every preview image is rendered at exactly this size. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The preview image's name for a page's path: `home`, `pricing`, `services-seo`; in Spanish `es-home`. */
export function ogImageKey(path: string, lang: Language): string {
  const key = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
  return lang === defaultLanguage ? key : `${lang}-${key}`;
}

/** Where a page's preview image is served (app/og/[page]/route.ts). */
export function ogImagePath(path: string, lang: Language): string {
  return `/og/${ogImageKey(path, lang)}.png`;
}

/** The page's address in each language it is published in, and the default's for any other. */
export function languageAlternates(path: string): Record<string, string> | undefined {
  const alternates = languages.flatMap(({ code }) =>
    publishedPaths(code).includes(path) ? [[code, absoluteUrl(pathIn(code, path))]] : [],
  );
  if (alternates.length < 2) return undefined;
  return { ...Object.fromEntries(alternates), "x-default": absoluteUrl(path) };
}

type MetadataInput = {
  title: string;
  /** Use the title as it is, without the company-name template. */
  absoluteTitle?: boolean;
  description: string;
  lang: Language;
  /** The page's default language's path: its canonical URL and og:url in `lang`. Omitted for error pages. */
  path?: string;
  /** The page's own preview card, drawn for `path`; without it, the home page's is shown. */
  card?: OgCard;
  /** Keep the page out of search results (it is then given no canonical URL either). */
  noindex?: boolean;
};

// Next merges metadata shallowly, so a segment's `openGraph` or `twitter` replaces its parent's:
// each call returns both whole, images included, so no page ends up without a preview.
export function buildMetadata(input: MetadataInput): Metadata {
  const { title, absoluteTitle, description, lang, path, card, noindex } = input;
  const canonical = path && !noindex ? absoluteUrl(pathIn(lang, path)) : undefined;
  const shown = card && path ? { path, card } : staticPageSeo(lang, pagePath("home"));
  const alt = `${site.name}: ${shown.card.heading}`;
  const preview = { url: absoluteUrl(ogImagePath(shown.path, lang)), ...ogImageSize, alt, type: "image/png" };
  const languages = path && !noindex ? languageAlternates(path) : undefined;
  const locale = localeOf(lang);
  const shared = { title: absoluteTitle ? title : fullTitle(title), description };
  return {
    metadataBase: new URL(env().SITE_URL),
    title: absoluteTitle ? { absolute: title } : title,
    description,
    ...(canonical ? { alternates: { canonical, ...(languages && { languages }) } } : {}),
    openGraph: {
      type: "website",
      siteName: site.name,
      locale,
      ...(languages && {
        alternateLocale: Object.keys(languages).flatMap((code) =>
          code === lang || code === "x-default" ? [] : [localeOf(code as Language)],
        ),
      }),
      ...(canonical ? { url: canonical } : {}),
      ...shared,
      images: [preview],
    },
    twitter: { card: "summary_large_image", ...shared, images: [preview] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

const localeOf = (lang: Language) => languages.find(({ code }) => code === lang)!.locale;

export function seoMetadata({ title, description, path, card, lang }: PageSeo): Metadata {
  return buildMetadata({ title, absoluteTitle: true, description, lang, path, card });
}

export function pageMetadata(path: StaticPath, lang: Language): Metadata {
  return seoMetadata(staticPageSeo(lang, path));
}

/** The root layout's metadata: the title template and the defaults of pages that set nothing. */
export function rootMetadata(lang: Language): Metadata {
  const { description } = contentIn(lang).site;
  return {
    ...buildMetadata({ title: site.name, absoluteTitle: true, description, lang }),
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
export function globalNotFoundMetadata(title: string, description: string, lang: Language): Metadata {
  return { ...buildMetadata({ title, description, lang }), title: undefined, applicationName: site.name };
}
