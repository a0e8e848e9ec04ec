import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { z } from "zod";
import { ContentError, ContentErrors, type Issue } from "@/content/errors";
import { judgeImage } from "@/content/images";
import {
  imageFolders,
  imagePathPattern,
  slugPattern,
  type ImageAsset,
  type WithImages,
} from "@/content/fields";
import { collections, serviceSlugs, singletons, type Singletons, type ServiceSlug } from "@/content/model";

type Parsed<S extends z.ZodType> = WithImages<z.output<S>>;
type ServiceKey = `service-${ServiceSlug}`;

export type Files = { [K in Exclude<keyof Singletons, ServiceKey>]: Parsed<Singletons[K]["schema"]> } & {
  services: (Parsed<Singletons[ServiceKey]["schema"]> & { slug: ServiceSlug })[];
  projects: (Parsed<typeof collections.projects.schema> & { slug: string })[];
};

/**
 * Reads every file under `{root}/content` with its schema from content/model.ts and gives each
 * image the size it is served at. Throws ContentErrors naming every file and field with a mistake.
 */
export function loadContent(root: string): Files {
  const { files, errors } = readAll(root);
  if (errors.length > 0) throw new ContentErrors(errors);
  return files;
}

/** Every content file and what is wrong with it, for `npm run check:content`. */
export function checkContent(root: string): { file: string; error?: ContentError }[] {
  const { checked, errors } = readAll(root);
  return checked.map((file) => ({ file, error: errors.find((error) => error.file === file) }));
}

function readAll(root: string) {
  const dir = path.join(root, "content");
  const errors: ContentError[] = [];
  const checked: string[] = [];

  const read = (file: string, schema: z.ZodType, name?: string): unknown => {
    const label = `content/${file}`;
    checked.push(label);
    const issues: Issue[] = [];
    let data: unknown;
    try {
      data = yaml.load(fs.readFileSync(path.join(dir, file), "utf8"), { filename: file });
    } catch (error) {
      const reason =
        error instanceof yaml.YAMLException ? `is not valid YAML: ${error.message}` : "is missing";
      issues.push({ path: [], message: reason });
    }
    if (name !== undefined && !slugPattern.test(name))
      issues.push({ path: [], message: "the file name must be lowercase words joined by hyphens" });
    const result = issues.length ? undefined : schema.safeParse(data ?? {});
    if (result && !result.success) issues.push(...result.error.issues);
    const value = result?.success ? withImages(result.data, [], issues, root) : undefined;
    if (issues.length) errors.push(new ContentError(label, issues));
    return value;
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
    .sort((a, b) => a.order - b.order || serviceSlugs.indexOf(a.slug) - serviceSlugs.indexOf(b.slug));

  const { folder, schema } = collections.projects;
  const names = fs.existsSync(path.join(dir, folder))
    ? fs
        .readdirSync(path.join(dir, folder))
        .filter((name) => name.endsWith(".yaml"))
        .sort()
    : [];
  files.projects = names
    .map((name) => ({
      ...(read(`${folder}/${name}`, schema, name.slice(0, -5)) as Ordered),
      slug: name.slice(0, -5),
    }))
    .sort((a, b) => a.order - b.order || (a.title ?? "").localeCompare(b.title ?? ""));

  return { files: files as unknown as Files, errors, checked };
}

/** `value` with each `{ src, alt }` image given its served address and size; mistakes go to `issues`. */
function withImages(value: unknown, at: PropertyKey[], issues: Issue[], root: string): unknown {
  if (Array.isArray(value)) return value.map((item, i) => withImages(item, [...at, i], issues, root));
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.src === "string" && typeof record.alt === "string" && imagePathPattern.test(record.src)) {
    const image = servedImage(root, record.src, record.alt);
    if (typeof image === "string") issues.push({ path: [...at, "src"], message: image });
    return image;
  }
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, withImages(v, [...at, k], issues, root)]),
  );
}

/**
 * The image as pages show it: SVG as it is, any other file through its web-sized copy
 * (app/media/[...path]/route.ts), at most its folder's width.
 */
function servedImage(root: string, src: string, alt: string): ImageAsset | string {
  const file = path.join(root, "public", ...src.split("/"));
  let bytes: Buffer;
  try {
    if (fs.lstatSync(file).isSymbolicLink())
      return `public${src} is a symbolic link: put the image itself there`;
    bytes = fs.readFileSync(file);
  } catch {
    return `public${src} does not exist`;
  }
  const judged = judgeImage(src, bytes);
  if (typeof judged === "string") return `public${src} ${judged}`;
  const { width, height } = judged;
  if (src.toLowerCase().endsWith(".svg")) return { src, alt, width, height };
  const scaled = Math.min(width, webWidth(src));
  return { src: webImagePath(src), alt, width: scaled, height: Math.round((height * scaled) / width) };
}

/** The widest a raster image under `src`'s folder is served. */
export function webWidth(src: string): number {
  const folder = src.split("/")[2] as keyof typeof imageFolders;
  return imageFolders[folder] ?? 1200;
}

/** `/images/projects/x.jpg` is served web-sized at `/media/projects/x.jpg`. */
export const webImagePath = (src: string) => src.replace(/^\/images\//, "/media/");
export const originalImagePath = (media: string) => media.replace(/^\/media\//, "/images/");
