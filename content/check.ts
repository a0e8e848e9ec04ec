import { ContentError } from "@/content/errors";
import { readAll, type Source } from "@/content/load";

/** What the loader refuses, file by file. */
export async function checkContent(from: string | Source) {
  return [...readAll(from).judged].map(([file, { data, issues }]) => ({
    file,
    data,
    error: issues.length ? new ContentError(file, issues) : undefined,
  }));
}
