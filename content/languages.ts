// The site's languages. The first is the default: its pages are at the root and its content is
// content/*.yaml; each other language's pages are under /{code}/ and its text in content/{code}/.
// A language is added here and by writing its content/{code}/ files.

export const languages = [
  { code: "en", name: "English", locale: "en_US" },
  { code: "es", name: "Español", locale: "es_ES" },
] as const;

export type Language = (typeof languages)[number]["code"];
export const defaultLanguage: Language = languages[0].code;
/** The languages whose text is a translation of the default's. */
export const translations = languages.slice(1).map(({ code }) => code) as Exclude<Language, "en">[];
