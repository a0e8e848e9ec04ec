import type { NotFoundCopy } from "@/content/model";
import { routes } from "@/lib/routes";

/** The service variant at a /services/ address whose slug is not a service. */
export function notFoundCopyFor(pathname: string, copy: NotFoundCopy): NotFoundCopy["service"] {
  return pathname.startsWith(routes.service("")) ? copy.service : copy.page;
}
