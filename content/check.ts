import { readFile } from "node:fs/promises";
import { readFont } from "@/content/font-tables.mjs";
import { cardFontFile, cardFontSubsets } from "@/content/card-fonts";
import { ContentError, type Issue } from "@/content/errors";
import { readAll, type Source } from "@/content/load";

type Checked = { file: string; data: unknown; error?: ContentError; warnings: Issue[] };

/** What the loader refuses, what a preview card could not draw, and the warnings, which publish. */
export async function checkContent(from: string | Source): Promise<Checked[]> {
  return Promise.all(
    [...readAll(from).judged].map(async ([file, { data, issues: found, warnings }]) => {
      const issues = [...found, ...(await cardIssues(file, data))];
      return { file, data, error: issues.length ? new ContentError(file, issues) : undefined, warnings };
    }),
  );
}

/** Every character the preview cards' fonts have (their weights share one character set), once read. */
let drawable: Promise<Set<number>> | undefined;

/** What no preview card font can draw (an emoji, a Chinese character) in the fields cards draw. */
async function cardIssues(file: string, data: unknown): Promise<Issue[]> {
  const paths = [
    ["seo", "card", "label"],
    ["seo", "card", "heading"],
  ];
  if (file === "content/site.yaml" || file.startsWith("content/services/")) paths.push(["name"]);
  const issues: Issue[] = [];
  for (const path of paths) {
    const text = path.reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], data);
    if (typeof text !== "string") continue;
    drawable ??= Promise.all(
      cardFontSubsets.map(
        async (subset) => (await readFont(await readFile(cardFontFile(subset, 700)))).codePoints,
      ),
    ).then((sets) => new Set(sets.flatMap((set) => [...set])));
    const have = await drawable;
    const missing = new Set([...text].filter((c) => !/\s/.test(c) && !have.has(c.codePointAt(0)!)));
    if (missing.size)
      issues.push({
        path,
        message: `the preview card cannot draw ${[...missing].join(" ")}: use letters, digits and punctuation`,
      });
  }
  return issues;
}
