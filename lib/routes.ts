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
