import { posix } from "node:path";
import { z } from "zod";
import { imageProblem } from "@/content/images";
import { checkContent } from "@/content/check";
import { diskSource, type Source } from "@/content/load";
import { collections, singletons } from "@/content/model";

// Between an entry's and its fields' names, as the editor's breadcrumbs show them. Escaped, as
// scripts/subset-font.mjs puts every character of these sources in the pages' font; no page shows it.
const SEPARATOR = " \u203a ";

export type Addition = { path: string; contents: Buffer };

// Judged as `npm run check:content` would judge it written; only the files it writes, so a file
// broken by hand elsewhere does not stop the team from saving another.
export async function judgeSave(root: string, additions: Addition[], deletions: string[]): Promise<string[]> {
  const source = overlay(diskSource(root), additions, deletions);
  const problems: string[] = [];
  for (const { path, contents } of additions) {
    if (!path.startsWith("public/images/")) continue;
    const wrong = await imageProblem(path.slice("public".length), contents);
    if (wrong) problems.push(`The uploaded image ${path.split("/").pop()} ${wrong}.`);
  }
  const written = new Set(additions.map((addition) => addition.path));
  for (const { file, error, data } of await checkContent(source)) {
    if (!written.has(file) || !error) continue;
    const { label, schema } = entryOf(file, data);
    for (const issue of error.issues) {
      // An uploaded image's own mistake is said above, by its name.
      if (additions.some(({ path }) => issue.message.startsWith(`${path} `))) continue;
      const field = fieldName(schema, issue.path, data);
      problems.push(`${[label, field].filter(Boolean).join(SEPARATOR)}: ${issue.message}.`);
    }
  }
  return problems;
}

function overlay(base: Source, additions: Addition[], deletions: string[]): Source {
  const added = new Map(additions.map(({ path, contents }) => [path, contents]));
  const gone = new Set(deletions);
  return {
    read: (file) => added.get(file) ?? (gone.has(file) ? undefined : base.read(file)),
    list: (folder) => {
      const names = new Set(base.list(folder).filter((name) => !gone.has(`${folder}/${name}`)));
      for (const file of added.keys()) if (posix.dirname(file) === folder) names.add(posix.basename(file));
      return [...names];
    },
  };
}

/** The editor's name for the entry a content file holds (a project's has its title), and its schema. */
function entryOf(file: string, data: unknown): { label: string; schema: z.ZodType } {
  const { projects } = collections;
  if (file.startsWith(`content/${projects.folder}/`)) {
    const title = (data as { title?: string } | undefined)?.title ?? file;
    return { label: `${projects.label}${SEPARATOR}${title}`, schema: projects.schema };
  }
  // Every file the check reads is an entry's.
  return Object.values(singletons).find((entry) => `content/${entry.file}.yaml` === file)!;
}

/** `groups[2].plans` as the editor shows it: "Groups, Website, Plans". */
function fieldName(schema: z.ZodType, path: readonly PropertyKey[], data: unknown): string {
  const names: string[] = [];
  let node: z.ZodType | undefined = schema;
  let value = data as Record<PropertyKey, unknown> | undefined;
  for (const key of path) {
    value = value?.[key] as Record<PropertyKey, unknown> | undefined;
    if (node instanceof z.ZodObject) {
      node = (node.shape as Record<string, z.ZodType>)[String(key)];
      names.push(node?.meta()?.label ?? String(key));
    } else if (node instanceof z.ZodArray) {
      const itemLabel = node.meta()?.itemLabel;
      node = node.element as z.ZodType;
      const name = itemLabel ? value?.[itemLabel] : undefined;
      names.push(typeof name === "string" && name.trim() ? name : `entry ${Number(key) + 1}`);
    } else break;
  }
  // An image and its file share a label: say it once.
  return names.filter((name, i) => name !== names[i - 1]).join(SEPARATOR);
}
