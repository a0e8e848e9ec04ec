import { lang } from "next/root-params";
import { contentIn, languagesOf, type Content } from "@/content";
import { defaultLanguage, languages, type Language } from "@/content/languages";

/** The language of the page being rendered: its /{code}/ segment (app/[lang]/), else the default. */
export async function pageLanguage(): Promise<Language> {
  const code: string | undefined = await lang();
  return languages.find((language) => language.code === code)?.code ?? defaultLanguage;
}

/** The content of the page being rendered, in its language. */
export async function pageContent(): Promise<Content> {
  return contentIn(await pageLanguage());
}

/**
 * A page's `generateStaticParams` under app/[lang]/: the languages it is published in (its `singletons`
 * key). In the others it is not built, and its address is their 404 page.
 */
export function translatedParams(key: string) {
  return () => languagesOf(key).flatMap((lang) => (lang === defaultLanguage ? [] : [{ lang }]));
}

/** The services published in `lang`, as their page's params. */
export function serviceParams(lang: Language) {
  const { services, publishes } = contentIn(lang);
  return services.filter(({ slug }) => publishes(`service-${slug}`)).map(({ slug }) => ({ slug }));
}
