import { ContentError, type Issue } from "@/content/errors";
import { readAll, type Source } from "@/content/load";

type Checked = { file: string; data: unknown; error?: ContentError; warnings: Issue[] };

/** What the loader refuses, file by file, and the warnings, which publish. */
export async function checkContent(from: string | Source): Promise<Checked[]> {
  return [...readAll(from).judged].map(([file, { data, issues, warnings }]) => ({
    file,
    data,
    error: issues.length ? new ContentError(file, issues) : undefined,
    warnings,
  }));
}
