/**
 * The six service pages, fixed by the specification: `/services/{slug}`. Apart from the model,
 * so that proxy.ts knows the prerendered pages without the content and its schemas.
 */
export const serviceSlugs = [
  "web-development",
  "mobile-app",
  "branding",
  "digital-marketing",
  "seo",
  "cro",
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** Each service as the editor names it, where the team would otherwise read its slug. */
export const serviceNames: Record<ServiceSlug, string> = {
  "web-development": "Web development",
  "mobile-app": "Mobile app",
  branding: "Branding",
  "digital-marketing": "Digital marketing",
  seo: "SEO",
  cro: "CRO",
};
