import { cardIssues } from "@/content/cards";
import { ContentError } from "@/content/errors";
import { readAll, type Source } from "@/content/load";

/** What the loader refuses, and what a preview card could not draw (content/cards.ts). */
export async function checkContent(from: string | Source) {
  return Promise.all(
    [...readAll(from).judged].map(async ([file, { data, issues: found }]) => {
      const issues = [...found, ...(await cardIssues(file, data))];
      return { file, data, error: issues.length ? new ContentError(file, issues) : undefined };
    }),
  );
}
