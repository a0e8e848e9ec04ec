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

/** A page's `generateStaticParams` under app/[lang]/: the languages it is published in (its `singletons` key). */
export function translatedParams(key: string) {
  return () => languagesOf(key).flatMap((lang) => (lang === defaultLanguage ? [] : [{ lang }]));
}
