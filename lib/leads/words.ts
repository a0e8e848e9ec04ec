import type { FieldErrors } from "@/lib/http/envelope";
import { fill } from "@/lib/fill";
import type { FieldProblems, ProblemKind } from "@/lib/leads/schemas.mjs";

/** What a visitor reads for each problem: the form's words (content/forms.yaml) and field names. */
export type ProblemWords = { problems: Record<ProblemKind, string>; fields: Partial<Record<string, string>> };

/** Each field's first problem in the form's words, the same in the browser and on the server. */
export function wordErrors(problems: FieldProblems, words: ProblemWords): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([key, problem]) => [
      key,
      fill(words.problems[problem!.kind], {
        field: words.fields[key] ?? key,
        min: problem!.min ?? "",
        max: problem!.max ?? "",
      }),
    ]),
  );
}
