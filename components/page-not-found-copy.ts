/** The words of the 404 page, shared by the full page and the layout's small fallback. */
export const pageNotFound = {
  title: "Page not found",
  description:
    "The page you are looking for doesn't exist. Everything we do is one click away from the home page.",
  heading: "This page doesn't exist",
  lead: "The link may be old or mistyped. Everything we do is one click away from the home page.",
  linkLabel: "Go to Home",
} as const;
