import type { NotFoundCopy } from "@/content/model";
import { languageOfPath, pathOutOf, routes } from "@/lib/routes";

/** The service variant at a /services/ address whose slug is not a service. */
export function notFoundCopyFor(pathname: string, copy: NotFoundCopy): NotFoundCopy["service"] {
  const path = pathOutOf(languageOfPath(pathname), pathname);
  return path.startsWith(routes.service("")) ? copy.service : copy.page;
}
