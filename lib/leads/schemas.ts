import { z } from "zod";
import type { FieldErrors } from "@/lib/http/envelope";
import { defaultSubject, subjects } from "@/lib/leads/fields";
import { fill } from "@/lib/fill";

// The site's Content-Security-Policy forbids eval; without this zod probes for it with
// `Function("")` in the browser, which the browser reports as a policy violation.
z.config({ jitless: true });

/**
 * The form schemas, shared by the forms in the browser and the route handlers, so both
 * accept exactly the same input. Unknown fields are dropped (`z.object` strips them). Each
 * check names a kind of problem; what the visitor reads for it is content
 * (content/forms.yaml, `problems`), worded by `wordErrors` in the browser and on the server.
 */
export const problemKinds = [
  "required",
  "tooShort",
  "tooLong",
  "characters",
  "email",
  "phone",
  "subject",
] as const;
export type ProblemKind = (typeof problemKinds)[number];

// C0/C1 control characters (CR and LF included), the Unicode line and paragraph separators,
// the bidi overrides/isolates that can disguise text, and unpaired surrogates (not text at all);
// single-line fields must contain none of them.
const singleLineForbidden =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
// Multi-line text may keep tabs and line breaks.
const multiLineForbidden =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

const problem = (kind: ProblemKind) => kind;

/** Something a person can see: not only spaces and invisible characters (a zero-width space). */
const visible = (value: string) => /[^\s\p{Cf}]/u.test(value);

function singleLine(min: number, max: number) {
  return z
    .string({ error: problem("required") })
    .trim()
    .min(min, min === 1 ? problem("required") : problem("tooShort"))
    .max(max, problem("tooLong"))
    .refine(visible, problem("required"))
    .refine((value) => !singleLineForbidden.test(value), problem("characters"));
}

const email = z
  .string({ error: problem("required") })
  .trim()
  .min(1, problem("required"))
  .max(254, problem("tooLong"))
  .pipe(z.email(problem("email")));

export const contactSchema = z.object({
  firstName: singleLine(1, 100),
  lastName: singleLine(1, 100),
  email,
  phoneNumber: singleLine(5, 32).refine((value) => /^[0-9+\-(). ]+$/.test(value), problem("phone")),
  subject: z.enum(subjects, { error: problem("subject") }).default(defaultSubject),
  message: z
    .string({ error: problem("required") })
    .trim()
    .min(1, problem("required"))
    .max(5000, problem("tooLong"))
    .refine(visible, problem("required"))
    .refine((value) => !multiLineForbidden.test(value), problem("characters")),
});
export type ContactMessage = z.infer<typeof contactSchema>;

export const emailSignupSchema = z.object({ email });
export type EmailSignup = z.infer<typeof emailSignupSchema>;

/** The first problem of each field, keyed by field name, with the limit it missed. */
export type FieldProblems = Partial<Record<string, { kind: ProblemKind; min?: number; max?: number }>>;

export function fieldProblems(error: z.ZodError): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    const kind = (problemKinds as readonly string[]).includes(issue.message)
      ? (issue.message as ProblemKind)
      : "required";
    problems[key] ??= {
      kind,
      ...(issue.code === "too_small" ? { min: Number(issue.minimum) } : {}),
      ...(issue.code === "too_big" ? { max: Number(issue.maximum) } : {}),
    };
  }
  return problems;
}

/** What a visitor reads for each problem: the form's words (content/forms.yaml) and field names. */
export type ProblemWords = { problems: Record<ProblemKind, string>; fields: Partial<Record<string, string>> };

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
