import { serviceSlugs } from "../../content/service-slugs";
import { routes, staticPaths } from "../../lib/routes";

/** Every page of the site, as the sitemap lists them. */
export const allPages: string[] = [...staticPaths, ...serviceSlugs.map((slug) => routes.service(slug))];
