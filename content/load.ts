import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { z } from "zod";
import { ContentError, ContentErrors, type Issue } from "@/content/errors";
import { webImagePath } from "@/content/image-paths";
import { judgeImage, webWidth } from "@/content/image-judge";
import { imagePathPattern, slugPattern, type ImageAsset, type WithImages } from "@/content/fields";
import { defaultLanguage, languages, translations, type Language } from "@/content/languages";
import { collections, serviceSlugs, singletons, type ServiceSlug, type Singletons } from "@/content/model";
import { entryOf } from "@/content/names";
import { translate, translationSchema, withoutEmpty } from "@/content/translation";

type Parsed<S extends z.ZodType> = WithImages<z.output<S>>;
type ServiceKey = `service-${ServiceSlug}`;

export type Files = { [K in Exclude<keyof Singletons, ServiceKey>]: Parsed<Singletons[K]["schema"]> } & {
  services: (Parsed<Singletons[ServiceKey]["schema"]> & { slug: ServiceSlug })[];
  projects: (Parsed<typeof collections.projects.schema> & { slug: string })[];
};

/** The project's files: the disk, the last commit, or the disk with an editor's save laid over it. */
export type Source = {
  /** "link" for a symbolic link, never followed. */
  read(file: string): Buffer | "link" | undefined;
  list(folder: string): string[];
};

function diskSource(root: string): Source {
  const at = (file: string) => path.join(root, ...file.split("/"));
  return {
    read: (file) => {
      try {
        return fs.lstatSync(at(file)).isSymbolicLink() ? "link" : fs.readFileSync(at(file));
      } catch {
        return undefined;
      }
    },
    list: (folder) => (fs.existsSync(at(folder)) ? fs.readdirSync(at(folder)) : []),
  };
}

/** The files as last committed, for a dev server started on broken files; none outside a git checkout. */
export function committedSource(root: string): Source {
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, {
        cwd: root,
        maxBuffer: 256 * 1024 * 1024,
        stdio: ["ignore", "pipe", "ignore"],
      });
    } catch {
      return undefined;
    }
  };
  const tree = (file: string) => git("ls-tree", "HEAD", "--", file)?.toString() ?? "";
  return {
    read: (file) => {
      const mode = tree(file);
      if (mode.startsWith("120000")) return "link";
      return mode.startsWith("100") ? git("show", `HEAD:${file}`) : undefined;
    },
    list: (folder) =>
      tree(`${folder}/`)
        .split("\n")
        .filter(Boolean)
        .map((line) => line.slice(line.indexOf("\t") + 1 + folder.length + 1)),
  };
}

/** Every content file with its images' served sizes; throws ContentErrors naming every mistake. */
export function loadContent(from: string | Source): Files {
  return loadLanguages(from)[defaultLanguage].files;
}

/** The site in each language (the default's every entry complete); throws like `loadContent`. */
export function loadLanguages(from: string | Source): Record<Language, InLanguage> {
  const { files, judged, inLanguages } = readAll(from);
  const errors = [...judged].filter(([, { issues }]) => issues.length);
  if (errors.length > 0)
    throw new ContentErrors(errors.map(([file, { issues }]) => new ContentError(file, issues)));
  // With no error, every value was parsed by the schema `Files` is made from.
  const all = files as unknown as Files;
  const keys = [
    ...Object.keys(singletons).filter((key) => !key.startsWith("service-")),
    ...all.services.map(({ slug }) => `service-${slug}`),
    ...all.projects.map(({ slug }) => `${collections.projects.folder}/${slug}`),
  ];
  return { [defaultLanguage]: { files: all, complete: new Set(keys) }, ...inLanguages } as Record<
    Language,
    InLanguage
  >;
}

/** Per file, its mistakes (they stop the build) and its warnings: what spans entries, which publishes. */
type Judged = Map<string, { data?: unknown; issues: Issue[]; warnings: Issue[] }>;

export function readAll(from: string | Source) {
  const source = typeof from === "string" ? diskSource(from) : from;
  const judged: Judged = new Map();

  const read = (file: string, schema: z.ZodType, name?: string): unknown => {
    const label = `content/${file}`;
    const issues: Issue[] = [];
    let data: unknown;
    try {
      const bytes = source.read(label);
      if (!bytes || bytes === "link") throw new Error("missing");
      data = yaml.load(bytes.toString("utf8"), { filename: file });
    } catch (error) {
      const reason =
        error instanceof yaml.YAMLException ? `is not valid YAML: ${error.message}` : "is missing";
      issues.push({ path: [], message: reason });
    }
    judged.set(label, { data, issues, warnings: [] });
    if (name !== undefined && !slugPattern.test(name))
      issues.push({ path: [], message: "the file name must be lowercase words joined by hyphens" });
    const result = issues.length ? undefined : schema.safeParse(data ?? {});
    if (result && !result.success) issues.push(...result.error.issues);
    return result?.success ? withImages(result.data, [], issues, source) : undefined;
  };

  const entries = Object.entries(singletons).filter(([key]) => !key.startsWith("service-"));
  const files = Object.fromEntries(
    entries.map(([key, entry]) => [key, read(`${entry.file}.yaml`, entry.schema)]),
  );

  type Ordered = { slug: string; order: number; title?: string };
  files.services = serviceSlugs
    .map((slug) => ({
      ...(read(`services/${slug}.yaml`, singletons[`service-${slug}`].schema) as Ordered),
      slug,
    }))
    .sort((a, b) => a.order - b.order); // stable: equal positions keep the slugs' order

  const { folder, schema } = collections.projects;
  const projectFiles = source.list(`content/${folder}`).filter((name) => name.endsWith(".yaml"));
  files.projects = projectFiles
    .sort()
    .map((name) => name.slice(0, -".yaml".length))
    .map((slug) => ({ ...(read(`${folder}/${slug}.yaml`, schema, slug) as Ordered), slug }))
    .sort((a, b) => a.order - b.order || (a.title ?? "").localeCompare(b.title ?? ""));
  // The pages leave out their work blocks then: the site publishes, and the team is told.
  if (projectFiles.length === 0)
    judged.set(`content/${folder}/`, {
      issues: [],
      warnings: [
        {
          path: [],
          message: "has no projects: the portfolio, the home page and the service pages show no work",
        },
      ],
    });

  const inLanguages = Object.fromEntries(
    translations.map((code) => [code, translateFiles(code, files as unknown as Files, source, judged)]),
  ) as Record<Translation, InLanguage>;
  // Each language's pages compete in its own results.
  const inFolder = (code: string) => (file: string) => file.startsWith(`content/${code}/`);
  sameSearchText(judged, (file) => !translations.some((code) => inFolder(code)(file)));
  for (const code of translations) sameSearchText(judged, inFolder(code));
  return { files, judged, inLanguages };
}

type Translation = (typeof translations)[number];
/** The site in one more language: its files, and the entries (`singletons` keys) wholly translated. */
export type InLanguage = { files: Files; complete: Set<string> };

/**
 * Each file's translation (content/{code}/, the same paths) laid over the default's. A mistake in it
 * stops the build like any other; a field not yet translated is a warning naming it.
 */
function translateFiles(code: Translation, files: Files, source: Source, judged: Judged): InLanguage {
  const complete = new Set<string>();
  const over = (key: string, file: string, schema: z.ZodType, value: unknown) => {
    const label = `content/${code}/${file}.yaml`;
    const bytes = source.read(label);
    const issues: Issue[] = [];
    let data: unknown;
    if (bytes === "link") issues.push({ path: [], message: "is a symbolic link: put the file itself there" });
    else if (bytes)
      try {
        data = yaml.load(bytes.toString("utf8"), { filename: label });
      } catch (error) {
        issues.push({ path: [], message: `is not valid YAML: ${(error as Error).message}` });
      }
    const parsed = issues.length
      ? undefined
      : translationSchema(schema).safeParse(withoutEmpty(data ?? undefined));
    for (const issue of parsed?.error?.issues ?? [])
      if (issue.code === "unrecognized_keys")
        // A price or a colour written in a translation: said as what it is, not as an unknown key.
        for (const key of issue.keys)
          issues.push({
            path: [...issue.path, key],
            message: `is the same in every language: it is set in content/${file}.yaml`,
          });
      else issues.push(issue);
    const result = translate(value, parsed?.success ? parsed.data : undefined, schema);
    const language = languages.find((language) => language.code === code)!.name;
    // A file with a mistake is said to have it, not every field as untranslated.
    const warnings: Issue[] = issues.length
      ? []
      : !bytes
        ? [{ path: [], message: `is not translated into ${language} yet` }]
        : [
            ...result.missing.map((path) => ({ path, message: `is not translated into ${language} yet` })),
            ...result.leftOut.map((path) => ({
              path,
              message: `is not translated into ${language} yet: the entry is not shown in ${language} until it is`,
            })),
            ...result.extra,
          ];
    if (bytes || value !== undefined) judged.set(label, { data, issues, warnings });
    if (!issues.length && !result.missing.length) complete.add(key);
    return result.value;
  };
  const translated = Object.fromEntries(
    Object.entries(singletons)
      .filter(([key]) => !key.startsWith("service-"))
      .map(([key, entry]) => [key, over(key, entry.file, entry.schema, files[key as keyof Files])]),
  );
  translated.services = files.services.map((service) => ({
    ...(over(
      `service-${service.slug}`,
      `services/${service.slug}`,
      singletons[`service-${service.slug}`].schema,
      service,
    ) as object),
    slug: service.slug,
  }));
  const { folder, schema } = collections.projects;
  translated.projects = files.projects.map((project) => ({
    ...(over(`${folder}/${project.slug}`, `${folder}/${project.slug}`, schema, project) as object),
    slug: project.slug,
  }));
  for (const name of source.list(`content/${code}/${folder}`))
    if (!files.projects.some(({ slug }) => `${slug}.yaml` === name))
      judged.set(`content/${code}/${folder}/${name}`, {
        issues: [],
        warnings: [
          {
            path: [],
            message: `translates content/${folder}/${name}, which does not exist: it is not shown`,
          },
        ],
      });
  return { files: translated as Files, complete };
}

/** Two pages with the same search title or description compete in results: each is told of the other. */
function sameSearchText(judged: Judged, among: (file: string) => boolean) {
  for (const field of ["title", "description"] as const) {
    const byText = new Map<string, string[]>();
    for (const [file, { data }] of judged) {
      if (!among(file)) continue;
      const text = (data as { seo?: Record<string, unknown> } | undefined)?.seo?.[field];
      const key = typeof text === "string" ? text.trim().toLowerCase() : "";
      if (key) byText.set(key, [...(byText.get(key) ?? []), file]);
    }
    for (const files of byText.values())
      for (const file of files.length > 1 ? files : []) {
        // By the editor's name, the team's way to find it, and its file.
        const others = files
          .filter((other) => other !== file)
          .map((other) => `${entryOf(other, judged.get(other)?.data)?.label ?? "the page"} in ${other}`)
          .join(" and ");
        judged.get(file)?.warnings.push({
          path: ["seo", field],
          message: `is the same as the search ${field} of ${others}: each page needs its own`,
        });
      }
  }
}

function withImages(value: unknown, at: PropertyKey[], issues: Issue[], source: Source): unknown {
  if (Array.isArray(value)) return value.map((item, i) => withImages(item, [...at, i], issues, source));
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.src === "string" && typeof record.alt === "string" && imagePathPattern.test(record.src)) {
    const image = servedImage(source, record.src, record.alt);
    if (typeof image === "string") issues.push({ path: [...at, "src"], message: image });
    return image;
  }
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, withImages(v, [...at, k], issues, source)]),
  );
}

/** SVG as it is, any other at most its folder's width (app/media/). */
function servedImage(source: Source, src: string, alt: string): ImageAsset | string {
  const bytes = source.read(`public${src}`);
  if (bytes === "link") return `public${src} is a symbolic link: put the image itself there`;
  if (!bytes) return `public${src} does not exist`;
  const judged = judgeImage(src, bytes);
  if (typeof judged === "string") return `public${src} ${judged}`;
  const { width, height } = judged;
  if (src.toLowerCase().endsWith(".svg")) return { src, alt, width, height };
  const scaled = Math.min(width, webWidth(src));
  return { src: webImagePath(src), alt, width: scaled, height: Math.round((height * scaled) / width) };
}
