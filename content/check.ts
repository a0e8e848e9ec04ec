import { cardIssues } from "@/content/cards";
import { ContentError } from "@/content/errors";
import { readAll, type Source } from "@/content/load";

/**
 * Every content file and what is wrong with it, for `npm run check:content` and the editor's
 * saves: what the loader refuses, and what a preview card could not draw, which would fail the
 * build (content/cards.ts).
 */
export async function checkContent(from: string | Source): Promise<{ file: string; error?: ContentError }[]> {
  const { issuesOf, parsed } = readAll(from);
  return Promise.all(
    [...issuesOf].map(async ([file, found]) => {
      const issues = [...found, ...(parsed.has(file) ? await cardIssues(file, parsed.get(file)) : [])];
      return { file, error: issues.length ? new ContentError(file, issues) : undefined };
    }),
  );
}
