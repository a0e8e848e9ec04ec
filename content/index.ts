import { ContentErrors } from "@/content/errors";
import { committedSource, loadContent, type Files } from "@/content/load";
import { planTitles, singletons, type Seo } from "@/content/model";
import { filesStamp } from "@/content/dev-reload";

// content/'s files (content/model.ts), read at start or build, and under `next dev` after every change.

// Taken before the files are read, so a change while they are read shows as one.
const loadedStamp = filesStamp?.(process.cwd());
const { files, problem } = loaded();

/** What is wrong with the files under `next dev`, while pages show the last content that loaded. */
export const contentProblem: string | undefined = problem;

// Checked again when a file changed since this module loaded: the dev server's reload can miss one,
// e.g. a photo replaced by hand just after the editor saved it in a new folder.
export function currentContentProblem(): string | undefined {
  if (!filesStamp) return contentProblem;
  const stamp = filesStamp(process.cwd());
  if (stamp === loadedStamp) return contentProblem;
  const checked = globalThis as { contentCheck?: { stamp: string; problem?: string } };
  if (checked.contentCheck?.stamp !== stamp) {
    let found: string | undefined;
    try {
      loadContent(process.cwd());
    } catch (error) {
      if (!(error instanceof ContentErrors)) throw error;
      found = error.message;
    }
    checked.contentCheck = { stamp, problem: found };
  }
  return checked.contentCheck.problem;
}

function loaded(): { files: Files; problem?: string } {
  if (process.env.NODE_ENV !== "development") return { files: loadContent(process.cwd()) };
  // Kept across the dev server's reloads of this module, which follow every save.
  const kept = globalThis as { lastValidContent?: Files };
  try {
    kept.lastValidContent = loadContent(process.cwd());
    return { files: kept.lastValidContent };
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    // Nothing has loaded since the dev server started: the last commit's content, if it loads.
    try {
      kept.lastValidContent ??= loadContent(committedSource(process.cwd()));
    } catch {
      throw error;
    }
    return { files: kept.lastValidContent, problem: error.message };
  }
}

export const {
  site,
  common,
  forms,
  footer,
  home,
  about,
  portfolio,
  pricing,
  careers,
  testimonials,
  contact,
  notFound,
  formResults,
  services,
  projects,
} = files;

export type { NotFoundCopy } from "@/content/model";
export type { ImageAsset } from "@/content/fields";
export type Service = Files["services"][number];
export type Banner = Service["banner"];
export type TextBlock = Service["content"];
export type IconName = Service["card"]["icon"];
export type FormsCopy = Files["forms"];
export type Project = Files["projects"][number];
export type BrandLogo = Files["brands"]["firstRow"][number];

export const quotes = files.quotes.testimonials;
/** Each group's plans as the page lists them, each named by its key. */
export const pricingGroups = files.plans.groups.map(({ plans, ...group }) => ({
  ...group,
  plans: (Object.keys(planTitles) as (keyof typeof planTitles)[]).map((key) => ({
    title: planTitles[key],
    ...plans[key],
  })),
}));
export type PricingGroup = (typeof pricingGroups)[number];
export const positions = files.positions.positions;
export const brandRows: [BrandLogo[], BrandLogo[]] = [files.brands.firstRow, files.brands.secondRow];

/** One file's content by its key in the model (content/model.ts `singletons`): a new page's own. */
export function contentOf<K extends keyof Files>(key: K): Files[K] {
  return files[key];
}

/** Each page of the model: its path, its name (its banner's, the menu's for home) and its search fields. */
export const pages = Object.entries(singletons).flatMap(([key, entry]) => {
  if (!("path" in entry)) return [];
  const { seo, banner } = files[key as keyof Files] as { seo: Seo; banner?: { page: string } };
  return [{ path: entry.path, name: banner?.page ?? common.menu.home, ...seo }];
});

export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** "Some pieces of our work": the first four projects ticked for the home page, in portfolio order. */
export function homeProjectsOf(list: Project[]): Project[] {
  return list.filter((project) => project.home).slice(0, 4);
}

export const homeProjects: Project[] = homeProjectsOf(projects);

export function serviceProjects(service: Service): Project[] {
  return projects.filter((project) => project.services.includes(service.slug)).slice(0, 3);
}

/** A service page's Other Services: the three it lists, skipping itself and repeats, filled in menu order. */
export function otherServices(service: Service): Service[] {
  const others = services.filter((other) => other.slug !== service.slug);
  const listed = service.otherServices.flatMap((slug) => others.filter((other) => other.slug === slug));
  return [...new Set([...listed, ...others])].slice(0, 3);
}
