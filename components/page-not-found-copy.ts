import { routes } from "@/lib/routes";

/** The words of the 404 page at any address the site has no page for. */
export const pageNotFound = {
  title: "Page not found",
  description:
    "The page you are looking for doesn't exist. Everything we do is one click away from the home page.",
  heading: "This page doesn't exist",
  lead: "The link may be old or mistyped. Everything we do is one click away from the home page.",
  linkLabel: "Go to Home",
} as const;

/** The words of the 404 page at a service address whose slug is not one of the services. */
export const serviceNotFound = {
  title: "Service not found",
  heading: "Service not found",
  lead: "We don't offer a service at this address. Browse the services we do offer, or start from the home page.",
} as const;

const servicePrefix = routes.service("");

/** The 404 page's title (before the site's title template), heading and lead for an address. */
export function notFoundCopyFor(pathname: string): { title: string; heading: string; lead: string } {
  return pathname.startsWith(servicePrefix) ? serviceNotFound : pageNotFound;
}
