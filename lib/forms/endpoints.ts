import type { z } from "zod";
import type { FieldErrors } from "@/lib/forms/fields";
import { contactSchema, emailSignupSchema, fieldErrors } from "@/lib/forms/schemas";

type FormEndpoint = {
  /** The site's route handler (POST). */
  route: `/api/${string}`;
  /** Where it forwards to, under AGENCY_API_URL. */
  upstreamPath: `/${string}`;
  /** Checks the fields in the browser, in the handler, and again before each delivery. */
  schema: z.ZodType<Record<string, unknown>>;
};

/**
 * The site's form endpoints, by the kind of lead they take; the forms, the route handlers
 * and delivery all read them from here (what each form says is content: lib/forms/copy.ts).
 * A stored lead keeps its kind, so a kind is never renamed.
 */
export const formEndpoints = {
  contact: {
    route: "/api/contact/post",
    upstreamPath: "/contact/post",
    schema: contactSchema,
  },
  newsletter: {
    route: "/api/contact/newsletter",
    upstreamPath: "/contact/newsletter",
    schema: emailSignupSchema,
  },
  "contact-back": {
    route: "/api/contact/contact-back",
    upstreamPath: "/contact/contact-back",
    schema: emailSignupSchema,
  },
} satisfies Record<string, FormEndpoint>;

export type FormKind = keyof typeof formEndpoints;
export const formKinds = Object.keys(formEndpoints) as FormKind[];

export function isFormKind(value: string): value is FormKind {
  return Object.hasOwn(formEndpoints, value);
}

/**
 * A form's fields checked with its schema: as parsed (trimmed, unknown fields dropped), or
 * the first problem of each field.
 */
export function checkFields(
  kind: FormKind,
  values: unknown,
): { ok: true; fields: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const schema: FormEndpoint["schema"] = formEndpoints[kind].schema;
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, fields: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}
