export { default, generateMetadata } from "@/app/(site)/services/[slug]/page";
import { translations } from "@/content/languages";
import { serviceParams } from "@/lib/language";

// Other slugs get the 404 page, as in the default language.
export const dynamicParams = false;

export function generateStaticParams() {
  return translations.flatMap((lang) => serviceParams(lang).map((params) => ({ lang, ...params })));
}
