import { ContentErrors } from "@/content/errors";
import { committedSource, loadContent, loadLanguages, type Files, type InLanguage } from "@/content/load";
import { languages, type Language } from "@/content/languages";
import { collections, planKeys, singletons, type Seo } from "@/content/model";
import { filesStamp } from "@/content/dev-reload";

// content/'s files (content/model.ts), read at start or build, and under `next dev` after every change.

// Taken before the files are read, so a change while they are read shows as one.
const loadedStamp = filesStamp?.(process.cwd());
const { byLanguage, problem } = loaded();

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

function loaded(): { byLanguage: Record<Language, InLanguage>; problem?: string } {
  if (process.env.NODE_ENV !== "development") return { byLanguage: loadLanguages(process.cwd()) };
  // Kept across the dev server's reloads of this module, which follow every save.
  const kept = globalThis as { lastValidContent?: Record<Language, InLanguage> };
  try {
    kept.lastValidContent = loadLanguages(process.cwd());
    return { byLanguage: kept.lastValidContent };
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    // Nothing has loaded since the dev server started: the last commit's content, if it loads.
    try {
      kept.lastValidContent ??= loadLanguages(committedSource(process.cwd()));
    } catch {
      throw error;
    }
    return { byLanguage: kept.lastValidContent, problem: error.message };
  }
}

export type { NotFoundCopy } from "@/content/model";
export type { ImageAsset } from "@/content/fields";
export type Service = Files["services"][number];
export type Banner = Service["banner"];
export type TextBlock = Service["content"];
export type IconName = Service["card"]["icon"];
export type FormsCopy = Files["forms"];
export type Project = Files["projects"][number];
export type BrandLogo = Files["brands"]["firstRow"][number];

// Besides its own entry and every "On every page" one, the lists a page shows: all of them must be
// in a language for the page to be published in it.
const listsShownOn: Partial<Record<string, (keyof Files)[]>> = {
  home: ["brands", "quotes"],
  pricing: ["plans"],
  testimonials: ["quotes"],
  careers: ["positions"],
};
const everyPage = Object.entries(singletons).flatMap(([key, entry]) =>
  entry.section === "On every page" ? [key] : [],
);

/**
 * Whether the page of a `singletons` key (`about`, `service-seo`) is published in a language, given
 * the entries wholly in it. Every page's logo and breadcrumb lead to the language's home page: none
 * is published without it.
 */
export function publishedIn(complete: Set<string>) {
  const whole = (key: string) =>
    everyPage.every((entry) => complete.has(entry)) &&
    complete.has(key) &&
    (listsShownOn[key] ?? []).every((list) => complete.has(list));
  return (key: string) => whole(key) && whole("home");
}

/** The site in one language: only what is wholly in it (services and projects not yet are left out). */
function inLanguage(lang: Language, { files, complete }: InLanguage) {
  const services = files.services.filter(({ slug }) => complete.has(`service-${slug}`));
  const projects = files.projects.filter(({ slug }) =>
    complete.has(`${collections.projects.folder}/${slug}`),
  );
  const publishes = publishedIn(complete);
  const pages = Object.entries(singletons).flatMap(([key, entry]) => {
    if (!("path" in entry) || !publishes(key)) return [];
    const { seo, banner } = files[key as keyof Files] as { seo: Seo; banner?: { page: string } };
    return [{ path: entry.path, name: banner?.page ?? files.common.menu.home, ...seo }];
  });
  const homeProjects = homeProjectsOf(projects);
  return {
    lang,
    ...files,
    services,
    projects,
    publishes,
    quotes: files.quotes.testimonials,
    /** Each group's plans as the page lists them, each named by its key. */
    pricingGroups: files.plans.groups.map(({ plans, ...group }) => ({
      ...group,
      plans: planKeys.map((key) => ({
        key,
        title: files.common.planNames[key],
        ...plans[key],
      })),
    })),
    positions: files.positions.positions,
    brandRows: [files.brands.firstRow, files.brands.secondRow] as [BrandLogo[], BrandLogo[]],
    /** Each published page of the model: its path, its name (its banner's, the menu's for home) and its search fields. */
    pages,
    homeProjects,
    getService: (slug: string): Service | undefined => services.find((service) => service.slug === slug),
    serviceProjects: (service: Service): Project[] =>
      projects.filter((project) => project.services.includes(service.slug)).slice(0, 3),
    /** A service page's Other Services: the three it lists, skipping itself and repeats, filled in menu order. */
    otherServices(service: Service): Service[] {
      const others = services.filter((other) => other.slug !== service.slug);
      const listed = service.otherServices.flatMap((slug) => others.filter((other) => other.slug === slug));
      return [...new Set([...listed, ...others])].slice(0, 3);
    },
  };
}

export type Content = ReturnType<typeof inLanguage>;
export type PricingGroup = Content["pricingGroups"][number];

const contents = Object.fromEntries(
  languages.map(({ code }) => [code, inLanguage(code, byLanguage[code])]),
) as Record<Language, Content>;

/** The site's content in a language. */
export function contentIn(lang: Language): Content {
  return contents[lang];
}

/** The languages a page (its `singletons` key) is published in, the default first. */
export function languagesOf(key: string): Language[] {
  return languages.flatMap(({ code }) => (contents[code].publishes(key) ? [code] : []));
}

/** "Some pieces of our work": the first four projects ticked for the home page, in portfolio order. */
export function homeProjectsOf(list: Project[]): Project[] {
  return list.filter((project) => project.home).slice(0, 4);
}
