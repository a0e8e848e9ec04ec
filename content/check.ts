import { cardIssues } from "@/content/cards";
import { ContentError } from "@/content/errors";
import { diskSource, readAll, type Source } from "@/content/load";

/**
 * Every content file and what is wrong with it, for `npm run check:content` and the editor's
 * saves: what the loader refuses, and what a preview card could not draw, which would fail the
 * build (content/cards.ts).
 */
export async function checkContent(from: string | Source): Promise<{ file: string; error?: ContentError }[]> {
  const { checked, errors, parsed } = readAll(typeof from === "string" ? diskSource(from) : from);
  return Promise.all(
    checked.map(async (file) => {
      const issues = [
        ...(errors.find((error) => error.file === file)?.issues ?? []),
        ...(parsed.has(file) ? await cardIssues(file, parsed.get(file)) : []),
      ];
      return { file, error: issues.length ? new ContentError(file, issues) : undefined };
    }),
  );
}
