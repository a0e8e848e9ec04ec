import { z } from "zod";
import type { FieldErrors } from "@/lib/http/envelope";
import { defaultSubject, subjects } from "@/lib/leads/fields";

// The site's Content-Security-Policy forbids eval; without this zod probes for it with
// `Function("")` in the browser, which the browser reports as a policy violation.
z.config({ jitless: true });

/**
 * The form schemas, shared by the forms in the browser and the route handlers, so both
 * accept exactly the same input. Unknown fields are dropped (`z.object` strips them).
 */

// C0/C1 control characters (CR and LF included), the Unicode line and paragraph separators,
// the bidi overrides/isolates that can disguise text, and unpaired surrogates (not text at all);
// single-line fields must contain none of them.
const singleLineForbidden =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
// Multi-line text may keep tabs and line breaks.
const multiLineForbidden =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

function singleLine(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !singleLineForbidden.test(value), `${label} contains characters that are not allowed`);
}

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Enter a valid email address"));

export const contactSchema = z.object({
  firstName: singleLine("First name", 1, 100),
  lastName: singleLine("Last name", 1, 100),
  email,
  phoneNumber: singleLine("Phone number", 5, 32).refine(
    (value) => /^[0-9+\-(). ]+$/.test(value),
    "Phone number may contain only digits, spaces and + - ( ) .",
  ),
  subject: z.enum(subjects, { error: "Choose one of the listed subjects" }).default(defaultSubject),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message must be at most 5000 characters")
    .refine((value) => !multiLineForbidden.test(value), "Message contains characters that are not allowed"),
});
export type ContactMessage = z.infer<typeof contactSchema>;

export const emailSignupSchema = z.object({ email });
export type EmailSignup = z.infer<typeof emailSignupSchema>;

/** The first message for each field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
