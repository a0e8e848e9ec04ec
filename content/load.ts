import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import yaml from "js-yaml";
import type { z } from "zod";
import {
  aboutPageSchema,
  brandsFileSchema,
  careersFileSchema,
  careersPageSchema,
  contactPageSchema,
  ContentError,
  footerSchema,
  formResultsSchema,
  homeSchema,
  limits,
  notFoundPageSchema,
  portfolioPageSchema,
  pricingFileSchema,
  pricingPageSchema,
  projectFileSchema,
  serviceFileSchema,
  siteSchema,
  slugPattern,
  testimonialsFileSchema,
  testimonialsPageSchema,
  type BrandLogo,
  type CareerPosition,
  type FooterCopy,
  type FormResultsCopy,
  type ImageAsset,
  type NotFoundCopy,
  type PagesCopy,
  type PricingGroup,
  type Project,
  type ServiceCard,
  type ServicePage,
  type Site,
  type Testimonial,
  type WorkItem,
} from "@/content/schema";

export type Content = {
  site: Site;
  servicePages: ServicePage[];
  serviceCards: ServiceCard[];
  projects: Project[];
  workItems: WorkItem[];
  testimonials: Testimonial[];
  pricingGroups: PricingGroup[];
  brandRows: [BrandLogo[], BrandLogo[]];
  positions: CareerPosition[];
  pages: PagesCopy;
  notFoundCopy: NotFoundCopy;
  formResults: FormResultsCopy;
  footer: FooterCopy;
};

type Issue = { path: (string | number)[]; message: string };

/**
 * Reads every file under `{root}/content` and the images they name under `{root}/public`.
 * Throws a ContentError naming the file and the field of the first file with a mistake.
 */
export function loadContent(root: string): Content {
  const files = new ContentFiles(root);

  const site = files.read("site.yaml", siteSchema);
  const projectFiles = files.collection("projects", projectFileSchema);
  const serviceFiles = files.collection("services", serviceFileSchema);
  const home = files.read("pages/home.yaml", homeSchema);
  const portfolio = files.read("pages/portfolio.yaml", portfolioPageSchema);

  const image = files.image.bind(files);

  const projectBySlug = new Map(
    [...projectFiles].map(([slug, project]) => [
      slug,
      { ...project, image: image(`projects/${slug}.yaml`, ["image"], project.image) } satisfies Project,
    ]),
  );

  const projectRefs = (file: string, at: (string | number)[], slugs: string[], every = false) =>
    files.references(file, at, slugs, projectBySlug, "project", "content/projects/", every);

  const projects = projectRefs("pages/portfolio.yaml", ["projects"], portfolio.projects, true);
  const workItems = projectRefs("pages/home.yaml", ["work", "projects"], home.work.projects);

  const cardOf = (slug: string): ServiceCard => {
    const service = serviceFiles.get(slug)!;
    return { ...service.card, to: `/services/${slug}` };
  };
  const services = files.references(
    "pages/home.yaml",
    ["offer", "services"],
    home.offer.services,
    serviceFiles,
    "service",
    "content/services/",
    true,
  );
  const servicePages = home.offer.services.map((slug, i): ServicePage => {
    const service = services[i]!;
    const file = `services/${slug}.yaml`;
    files.references(file, ["otherServices"], service.otherServices, serviceFiles, "service");
    files.check(
      file,
      service.otherServices.flatMap((other, j) =>
        other === slug
          ? [{ path: ["otherServices", j], message: `"${slug}" is this service; list other services` }]
          : [],
      ),
    );
    return {
      data: { ...service.banner, slug },
      name: service.name,
      content: service.content,
      content2: service.content2,
      content3: service.content3,
      heading: service.heading,
      cardSection: service.cardSection,
      projects: projectRefs(file, ["projects"], service.projects).map(({ title, category, image }) => ({
        title,
        category,
        image,
      })),
      services: service.otherServices.map(cardOf),
    };
  });

  const testimonialsFile = files.read("testimonials.yaml", testimonialsFileSchema);
  const testimonials = testimonialsFile.testimonials.map((t, i) => ({
    ...t,
    image: image("testimonials.yaml", ["testimonials", i, "image"], t.image),
  }));

  const brands = files.read("brands.yaml", brandsFileSchema);
  const row = (key: "firstRow" | "secondRow") =>
    brands[key].map((logo, i) => ({
      name: logo.name,
      image: image("brands.yaml", [key, i, "image"], logo.image),
    }));

  const about = files.read("pages/about.yaml", aboutPageSchema);
  const careersPage = files.read("pages/careers.yaml", careersPageSchema);
  const pricingPage = files.read("pages/pricing.yaml", pricingPageSchema);
  const contactPage = files.read("pages/contact.yaml", contactPageSchema);
  const testimonialsPage = files.read("pages/testimonials.yaml", testimonialsPageSchema);
  const { banner: careersBanner, ...careers } = careersPage;

  return {
    site,
    servicePages,
    serviceCards: home.offer.services.map(cardOf),
    projects,
    workItems,
    testimonials,
    pricingGroups: files.read("pricing.yaml", pricingFileSchema).groups,
    brandRows: [row("firstRow"), row("secondRow")],
    positions: files.read("careers.yaml", careersFileSchema).positions,
    pages: {
      banners: {
        portfolio: portfolio.banner,
        pricing: pricingPage.banner,
        about: about.banner,
        careers: careersBanner,
        testimonials: testimonialsPage.banner,
        contact: contactPage.banner,
      },
      home,
      portfolio: { title: portfolio.title, description: portfolio.description },
      pricing: { title: pricingPage.title, description: pricingPage.description, note: pricingPage.note },
      about: {
        company: about.company,
        team: {
          ...about.team,
          members: about.team.members.map((member, i) => ({
            ...member,
            image: image("pages/about.yaml", ["team", "members", i, "image"], member.image),
          })),
        },
        values: about.values,
      },
      careers,
      contact: { title: contactPage.title, description: contactPage.description },
    },
    notFoundCopy: files.read("pages/not-found.yaml", notFoundPageSchema),
    formResults: files.read("pages/form-results.yaml", formResultsSchema),
    footer: files.read("footer.yaml", footerSchema),
  };
}

/** Each file's schema: `{dir}/*.yaml` for the collections. */
export const fileSchemas: [string, z.ZodType][] = [
  ["site.yaml", siteSchema],
  ["testimonials.yaml", testimonialsFileSchema],
  ["brands.yaml", brandsFileSchema],
  ["pricing.yaml", pricingFileSchema],
  ["careers.yaml", careersFileSchema],
  ["pages/home.yaml", homeSchema],
  ["pages/portfolio.yaml", portfolioPageSchema],
  ["pages/pricing.yaml", pricingPageSchema],
  ["pages/about.yaml", aboutPageSchema],
  ["pages/careers.yaml", careersPageSchema],
  ["pages/testimonials.yaml", testimonialsPageSchema],
  ["pages/contact.yaml", contactPageSchema],
  ["pages/not-found.yaml", notFoundPageSchema],
  ["pages/form-results.yaml", formResultsSchema],
  ["footer.yaml", footerSchema],
  ["projects", projectFileSchema],
  ["services", serviceFileSchema],
];

/**
 * Every mistake under `{root}/content`, one entry per file: each file on its own first, then,
 * when they all parse, what only the whole can show (references, images).
 */
export function checkContent(root: string): { file: string; error?: ContentError }[] {
  const files = new ContentFiles(root);
  const results: { file: string; error?: ContentError }[] = [];
  const attempt = (file: string, read: () => unknown) => {
    try {
      read();
      results.push({ file: `content/${file}` });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      results.push({ file: `content/${file}`, error });
    }
  };
  for (const [file, schema] of fileSchemas) {
    if (file.endsWith(".yaml")) attempt(file, () => files.read(file, schema));
    else
      for (const name of files.names(file))
        attempt(`${file}/${name}`, () => files.read(`${file}/${name}`, schema));
  }
  if (results.every((result) => !result.error)) {
    try {
      loadContent(root);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      const index = results.findIndex((result) => result.file === error.file);
      results.splice(index === -1 ? results.length : index, 1, { file: error.file, error });
    }
  }
  return results;
}

/** The content directory's files, each parsed once; every mistake names `content/{file}`. */
class ContentFiles {
  readonly dir: string;
  readonly publicDir: string;

  constructor(readonly root: string) {
    this.dir = path.join(root, "content");
    this.publicDir = path.join(root, "public");
  }

  fail(file: string, issues: readonly Issue[]): never {
    throw new ContentError(`content/${file}`, issues);
  }

  check(file: string, issues: readonly Issue[]): void {
    if (issues.length > 0) this.fail(file, issues);
  }

  read<S extends z.ZodType>(file: string, schema: S): z.output<S> {
    let text: string;
    try {
      text = fs.readFileSync(path.join(this.dir, file), "utf8");
    } catch {
      this.fail(file, [{ path: [], message: "is missing" }]);
    }
    let data: unknown;
    try {
      data = yaml.load(text, { filename: file });
    } catch (error) {
      const reason = error instanceof yaml.YAMLException ? error.message : String(error);
      this.fail(file, [{ path: [], message: `is not valid YAML: ${reason}` }]);
    }
    const result = schema.safeParse(data ?? {});
    if (!result.success)
      this.fail(
        file,
        result.error.issues.map((issue) => ({
          path: issue.path as (string | number)[],
          message: issue.message,
        })),
      );
    return result.data;
  }

  /** The YAML files of a collection's directory, sorted. */
  names(dir: string): string[] {
    const location = path.join(this.dir, dir);
    if (!fs.existsSync(location)) return [];
    return fs
      .readdirSync(location)
      .filter((name) => name.endsWith(".yaml"))
      .sort();
  }

  /** Every `{dir}/{slug}.yaml`, keyed by slug (the file name), in file-name order. */
  collection<S extends z.ZodType>(dir: string, schema: S): Map<string, z.output<S>> {
    const entries = new Map<string, z.output<S>>();
    for (const name of this.names(dir)) {
      const slug = name.slice(0, -".yaml".length);
      const file = `${dir}/${name}`;
      if (!slugPattern.test(slug))
        this.fail(file, [{ path: [], message: "the file name must be lowercase words joined by hyphens" }]);
      entries.set(slug, this.read(file, schema));
    }
    return entries;
  }

  /**
   * The entries `slugs` name, in that order. Each must exist and appear once; with `every`,
   * every entry of the collection must be named.
   */
  references<T>(
    file: string,
    at: (string | number)[],
    slugs: readonly string[],
    entries: ReadonlyMap<string, T>,
    kind: string,
    where = `content/${kind}s/`,
    every = false,
  ): T[] {
    const issues: Issue[] = [];
    const seen = new Set<string>();
    slugs.forEach((slug, i) => {
      if (!entries.has(slug))
        issues.push({ path: [...at, i], message: `"${slug}" is not a ${kind} (no ${where}${slug}.yaml)` });
      else if (seen.has(slug)) issues.push({ path: [...at, i], message: `"${slug}" is listed twice` });
      seen.add(slug);
    });
    if (every)
      for (const slug of entries.keys())
        if (!seen.has(slug)) issues.push({ path: at, message: `must also list the ${kind} "${slug}"` });
    this.check(file, issues);
    return slugs.map((slug) => entries.get(slug)!);
  }

  /** The image with its file's own size; the file must exist and be small enough. */
  image(file: string, at: (string | number)[], value: { src: string; alt: string }): ImageAsset {
    const problem = imageProblem(path.join(this.publicDir, ...value.src.split("/")), value.src);
    if (typeof problem === "string") this.fail(file, [{ path: [...at, "src"], message: problem }]);
    return { src: value.src, alt: value.alt, ...problem };
  }
}

function imageProblem(location: string, src: string): string | { width: number; height: number } {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(location);
  } catch {
    return `public${src} does not exist`;
  }
  if (bytes.length > limits.imageBytes)
    return `public${src} is ${Math.ceil(bytes.length / 1024)} KB; images must be at most ${limits.imageBytes / 1024} KB`;
  try {
    const { width, height } = imageSize(bytes);
    if (width && height) return { width, height };
  } catch {
    // Not a format image-size reads: reported below.
  }
  return `public${src} is not an image with a width and height`;
}
