import path from "node:path";
import { z } from "zod";
import { defaultLanguage, languages } from "@/content/languages";
import { collections, singletons } from "@/content/model";

// Between an entry's and its fields' names, as the editor's breadcrumbs show them. Escaped, as
// scripts/subset-font.mjs puts every character of these sources in the pages' font; no page shows it.
export const SEPARATOR = " \u203a ";

/** The editor's name for the entry a content file holds (a project's has its title), and its schema. */
export function entryOf(file: string, data: unknown): { label: string; schema: z.ZodType } | undefined {
  // A translation (content/{code}/…) has its file's fields, in the same places.
  const language = languages.find(
    ({ code }) => code !== defaultLanguage && file.startsWith(`content/${code}/`),
  );
  if (language) {
    const entry = entryOf(`content/${file.slice(`content/${language.code}/`.length)}`, data);
    // "Projects (Español)", then the project's name: the language goes with the entry.
    const [first, ...rest] = entry?.label.split(SEPARATOR) ?? [];
    return entry && { ...entry, label: [`${first} (${language.name})`, ...rest].join(SEPARATOR) };
  }
  const { projects } = collections;
  // The folder itself (the portfolio as a whole) is the collection, named as the editor names it.
  if (file === `content/${projects.folder}/`) return { label: projects.label, schema: projects.schema };
  if (file.startsWith(`content/${projects.folder}/`)) {
    const title = (data as { title?: unknown } | undefined)?.title;
    const name = typeof title === "string" && title.trim() ? title : path.basename(file, ".yaml");
    return { label: `${projects.label}${SEPARATOR}${name}`, schema: projects.schema };
  }
  return Object.values(singletons).find((entry) => `content/${entry.file}.yaml` === file);
}

/** `groups[2].plans` as the editor shows it: "Groups, Website, Plans". */
export function fieldName(schema: z.ZodType, path: readonly PropertyKey[], data: unknown): string {
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
