import { defaultLanguage } from "../../content/languages";
import { serviceSlugs } from "../../content/model";
import { prerenderedPaths, staticPaths } from "../../lib/prerendered-paths";
import { languageOfPath, routes } from "../../lib/routes";

/** Every page of the site, as the sitemap lists them. */
export const allPages: string[] = [...staticPaths, ...serviceSlugs.map((slug) => routes.service(slug))];

/** Every page in the other languages (/es/…), as the sitemap lists them. */
export const translatedPages: string[] = prerenderedPaths.filter(
  (path) => languageOfPath(path) !== defaultLanguage && !path.includes("/form/"),
);
