import { serviceSlugs } from "../../content/model";
import { staticPaths } from "../../lib/prerendered-paths";
import { routes } from "../../lib/routes";

/** Every page of the site, as the sitemap lists them. */
export const allPages: string[] = [...staticPaths, ...serviceSlugs.map((slug) => routes.service(slug))];
