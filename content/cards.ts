import { readFile } from "node:fs/promises";
import { readFont } from "@/content/font-tables.mjs";
import { cardFontFile, cardFontSubsets } from "@/content/card-fonts";

/** A mistake in a content file, by the path of its field: as content/errors.ts reports it. */
type Issue = { path: PropertyKey[]; message: string };

let drawable: Promise<Set<number>> | undefined;

/** Every character the preview cards' fonts have (their weights share one character set). */
function drawableCharacters() {
  drawable ??= Promise.all(
    cardFontSubsets.map(
      async (subset) => (await readFont(await readFile(cardFontFile(subset, 700)))).codePoints,
    ),
  ).then((sets) => new Set(sets.flatMap((set) => [...set])));
  return drawable;
}

/** The characters of `text` no card font can draw (an emoji, a Chinese character), each once. */
async function undrawable(text: string): Promise<string[]> {
  const have = await drawableCharacters();
  const missing = [...text].filter(
    (character) => !/\s/.test(character) && !have.has(character.codePointAt(0)!),
  );
  return [...new Set(missing)];
}

/**
 * The fields of a content file (by its path under the project) that every preview card, or its
 * page's card, draws: the card's label and heading, the company's name, the services' names.
 */
function cardFields(file: string, data: unknown): [PropertyKey[], unknown][] {
  const value = (data ?? {}) as { seo?: { card?: { label?: unknown; heading?: unknown } }; name?: unknown };
  const fields: [PropertyKey[], unknown][] = [
    [["seo", "card", "label"], value.seo?.card?.label],
    [["seo", "card", "heading"], value.seo?.card?.heading],
  ];
  if (file === "content/site.yaml" || file.startsWith("content/services/"))
    fields.push([["name"], value.name]);
  return fields;
}

/** What a preview card could not draw in a content file, as issues of its fields. */
export async function cardIssues(file: string, data: unknown): Promise<Issue[]> {
  const issues: Issue[] = [];
  for (const [path, text] of cardFields(file, data)) {
    if (typeof text !== "string") continue;
    const missing = await undrawable(text);
    if (missing.length)
      issues.push({
        path,
        message: `the preview card cannot draw ${missing.join(" ")}: use letters, digits and punctuation`,
      });
  }
  return issues;
}
