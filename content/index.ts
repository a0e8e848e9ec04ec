import { loadContent } from "@/content/load";
import "@/content/dev-reload";

/**
 * Everything under content/, read once when the server starts (and at build time; under
 * `next dev`, again after any content file changes, through ./dev-reload):
 * `import { site, servicePages } from "@/content"`. The files are YAML, edited in the
 * browser at /keystatic or by hand; content/schema.ts says what each may hold.
 */
const content = loadContent(process.cwd());

export const {
  site,
  servicePages,
  serviceCards,
  projects,
  workItems,
  testimonials,
  pricingGroups,
  brandRows,
  positions,
  pages,
  notFoundCopy,
  formResults,
  footer,
} = content;

/** The six slugs of /services/{slug}, in menu order (used by generateStaticParams and the sitemap). */
export const serviceSlugs: string[] = servicePages.map((page) => page.data.slug);

export function getServicePage(slug: string) {
  return servicePages.find((page) => page.data.slug === slug);
}
