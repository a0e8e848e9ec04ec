// @ts-check
import { z } from "zod";
import { contactFieldNames, contactFields, defaultSubject, subjects } from "../../content/contact-form.mjs";

/** @typedef {import("../../content/contact-form.mjs").ContactFieldName} ContactFieldName */

// The site's Content-Security-Policy forbids eval; without this zod probes for it with
// `Function("")` in the browser, which the browser reports as a policy violation.
z.config({ jitless: true });

// Shared by the forms in the browser, the route handlers, delivery and the staff tool's import, so
// all accept exactly the same input. A check names the rule a field broke; the visitor reads its message
// from content/forms.yaml (`problems`), through `problemMessages` (problem-messages.ts).
export const problemRules = /** @type {const} */ ([
  "required",
  "tooShort",
  "tooLong",
  "characters",
  "email",
  "phone",
  "subject",
]);
/** @typedef {(typeof problemRules)[number]} ProblemRule */

// Never in a single-line field: C0/C1 controls (CR and LF too), the line and paragraph separators,
// the bidi overrides/isolates that can disguise text, and unpaired surrogates (not text at all).
const singleLineForbidden =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
// Multi-line text may keep tabs and line breaks.
const multiLineForbidden =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

const problem = (/** @type {ProblemRule} */ rule) => rule;

/** Something a person can see: not only spaces and invisible characters (a zero-width space). @param {string} value */
const visible = (value) => /[^\s\p{Cf}]/u.test(value);

/** @param {number} min @param {number} max */
function text(min, max, forbidden = singleLineForbidden) {
  return z
    .string({ error: problem("required") })
    .trim()
    .min(min, min === 1 ? problem("required") : problem("tooShort"))
    .max(max, problem("tooLong"))
    .refine(visible, problem("required"))
    .refine((value) => !forbidden.test(value), problem("characters"));
}

const email = z
  .string({ error: problem("required") })
  .trim()
  .min(1, problem("required"))
  .max(254, problem("tooLong"))
  .pipe(z.email(problem("email")));

/** @param {import("../../content/contact-form.mjs").ContactField} field */
function fieldSchema({ input, min = 1, max = 0 }) {
  if (input === "email") return email;
  if (input === "choice") return z.enum(subjects, { error: problem("subject") }).default(defaultSubject);
  if (input === "tel")
    return text(min, max).refine((value) => /^[0-9+\-(). ]+$/.test(value), problem("phone"));
  return text(min, max, input === "textarea" ? multiLineForbidden : singleLineForbidden);
}

const contactShape = /** @type {Record<ContactFieldName, z.ZodType<string>>} */ ({});
for (const name of contactFieldNames) contactShape[name] = fieldSchema(contactFields[name]);
export const contactSchema = z.object(contactShape);

export const emailSignupSchema = z.object({ email });
/** The rules `emailSignupSchema` can name: an email form's page carries only their messages. */
export const emailSignupRules = /** @type {const} */ (["required", "tooLong", "email"]);

/** @typedef {Partial<Record<string, { rule: ProblemRule, min?: number, max?: number }>>} FieldProblems */

/** @param {z.ZodError} error @returns {FieldProblems} */
export function fieldProblems(error) {
  /** @type {FieldProblems} */
  const problems = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    const rule = /** @type {readonly string[]} */ (problemRules).includes(issue.message)
      ? /** @type {ProblemRule} */ (issue.message)
      : "required";
    problems[key] ??= {
      rule,
      ...(issue.code === "too_small" ? { min: Number(issue.minimum) } : {}),
      ...(issue.code === "too_big" ? { max: Number(issue.maximum) } : {}),
    };
  }
  return problems;
}
