import { serviceSlugs, singletons } from "@/content/model";
import { routes, type StaticPath } from "@/lib/routes";

/** The model's pages' addresses (content/model.ts), in the editor's order. Server code: it loads the model. */
export const staticPaths: readonly StaticPath[] = Object.values(singletons).flatMap((entry) =>
  "path" in entry ? [entry.path] : [],
);

/** Every address the build prerenders as a page: their script policies come with them (proxy.ts). */
export const prerenderedPaths: readonly string[] = [
  ...staticPaths,
  ...serviceSlugs.map((slug) => routes.service(slug)),
  routes.formReceived,
  routes.formFailed,
];
