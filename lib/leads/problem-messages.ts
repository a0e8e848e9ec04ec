import type { FieldErrors } from "@/lib/http/envelope";
import { fill } from "@/lib/template";
import type { FieldProblems, ProblemRule } from "@/lib/leads/schemas.mjs";

/**
 * What a visitor reads for each problem: the form's copy (content/forms.yaml) and field names. A form
 * carries the messages of the rules its schema can name (`leadKinds[kind].rules`) only.
 */
export type ProblemCopy = {
  problems: Partial<Record<ProblemRule, string>>;
  fields: Partial<Record<string, string>>;
};

/** Each field's first problem as the form's copy says it, the same in the browser and on the server. */
export function problemMessages(problems: FieldProblems, copy: ProblemCopy): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([key, problem]) => [
      key,
      fill(copy.problems[problem!.rule] ?? copy.problems.required!, {
        field: copy.fields[key] ?? key,
        min: problem!.min ?? "",
        max: problem!.max ?? "",
      }),
    ]),
  );
}
