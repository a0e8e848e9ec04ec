import { defaultLanguage, languages, type Language } from "@/content/languages";
import type { Singletons } from "@/content/model";
import { pagePathOf } from "@/content/page-paths";

type Page = Extract<Singletons[keyof Singletons], { path: string }>;
/** A page of the model (content/model.ts) by its file's name: "about". */
export type PageName = Page["route"];
export type StaticPath = Page["path"];

// `pagePath("about")`: a name the model has no page for does not compile. Free of the model's code,
// so the browser's scripts can link too.
export const pagePath = <N extends PageName>(name: N) => pagePathOf(name);

export const routes = {
  service: (slug: string) => `/services/${slug}`,
  /** Where a form posted without JavaScript lands. */
  formReceived: "/form/received",
  formFailed: "/form/not-sent",
  /** Where a form's script asks for its timing value (app/api/contact/timing/route.ts). */
  formTiming: "/api/contact/timing",
} as const;

/** A path of the default language's site in `lang`: `/about` is `/es/about` in Spanish, `/` is `/es`. */
export function pathIn(lang: Language, path: string): string {
  if (lang === defaultLanguage) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** The default language's path of a path in `lang`: `/es/about` is `/about`, `/es` is `/`. */
export function pathOutOf(lang: Language, path: string): string {
  if (lang === defaultLanguage) return path;
  if (path === `/${lang}`) return "/";
  return path.startsWith(`/${lang}/`) ? path.slice(lang.length + 1) : path;
}

/** The language an address is in: its first segment's, when that is a language's code. */
export function languageOfPath(path: string): Language {
  const code = path.split("/")[1];
  return languages.find((language) => language.code === code)?.code ?? defaultLanguage;
}

/** The request header proxy.ts gives every page it sees: its address's language. */
export const languageHeader = "x-site-language";

/** The query parameter a form's address names its language with (lib/forms/copy.ts `formView`). */
export const languageParameter = "lang";
