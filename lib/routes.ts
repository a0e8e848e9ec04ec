import { singletons, type Singletons } from "@/content/model";
import { serviceSlugs } from "@/content/service-slugs";

type Page = Extract<Singletons[keyof Singletons], { path: string }>;

/** The model's pages (content/model.ts), each once, in the editor's order. */
const pages: readonly Page[] = Object.values(singletons).filter((entry): entry is Page => "path" in entry);

/** Every internal URL of the site, in one place: each page of the model by its file's name. */
export const routes = {
  ...(Object.fromEntries(pages.map((page) => [page.route, page.path])) as {
    [P in Page as P["route"]]: P["path"];
  }),
  service: (slug: string) => `/services/${slug}`,
  /** Where a form posted without JavaScript lands. */
  formReceived: "/form/received",
  formFailed: "/form/not-sent",
} as const;

export type StaticPath = Page["path"];

/** The model's pages' addresses (the service pages come from content). */
export const staticPaths: readonly StaticPath[] = pages.map((page) => page.path);

/** Every address the build prerenders as a page: their script policies come with them (proxy.ts). */
export const prerenderedPaths: readonly string[] = [
  ...staticPaths,
  ...serviceSlugs.map((slug) => routes.service(slug)),
  routes.formReceived,
  routes.formFailed,
];

/**
 * Routes that show the testimonials carousel: the two heaviest pages, and the header's logo
 * links home from every page. Links to them are not prefetched, so a visitor fetches them only
 * on the way there. (swiper itself is never part of a prefetch: the carousel imports it when
 * it nears the viewport.)
 */
const carouselPaths: ReadonlySet<string> = new Set([routes.home, routes.testimonials]);

/** `prefetch` for a link to `href`: off for the carousel routes, Next's default otherwise. */
export function prefetchFor(href: string): false | undefined {
  return carouselPaths.has(href) ? false : undefined;
}
