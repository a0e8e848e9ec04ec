import type { z } from "zod";
import type { FieldErrors } from "@/lib/forms/fields";
import { contactSchema, emailSignupSchema, fieldErrors } from "@/lib/forms/schemas";

/** What a form says wherever it is placed; a placement may still name it in its own words. */
export type FormCopy = {
  /** The form's accessible name. */
  label: string;
  /** The submit button's text. */
  submit: string;
  /** The answer when the agency API took the lead without a message of its own. */
  received: string;
  /** The answer when the lead is kept and delivered later. */
  stored: string;
};

type FormEndpoint = {
  /** The site's route handler (POST). */
  route: `/api/${string}`;
  /** Where it forwards to, under AGENCY_API_URL. */
  upstreamPath: `/${string}`;
  /** Checks the fields in the browser, in the handler, and again before each delivery. */
  schema: z.ZodType<Record<string, unknown>>;
  copy: FormCopy;
};

const thanks = {
  received: "Thank you! We received your message and will get back to you shortly.",
  stored: "Thank you! Your message is saved and our team will get back to you shortly.",
};

/**
 * The site's form endpoints, by the kind of lead they take; the forms, the route handlers
 * and delivery all read them from here. A stored lead keeps its kind, so a kind is never
 * renamed.
 */
export const formEndpoints = {
  contact: {
    route: "/api/contact/post",
    upstreamPath: "/contact/post",
    schema: contactSchema,
    copy: { label: "Contact form", submit: "Send Message", ...thanks },
  },
  newsletter: {
    route: "/api/contact/newsletter",
    upstreamPath: "/contact/newsletter",
    schema: emailSignupSchema,
    copy: { label: "Sign up for updates", submit: "SEND", ...thanks },
  },
  "contact-back": {
    route: "/api/contact/contact-back",
    upstreamPath: "/contact/contact-back",
    schema: emailSignupSchema,
    copy: { label: "Ask us to contact you", submit: "SEND", ...thanks },
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

/** What a form in the browser is given: all but the schema, which loads with the first focus. */
export type FormView = { kind: FormKind; route: string; copy: FormCopy };

export function formView(kind: FormKind): FormView {
  const { route, copy } = formEndpoints[kind];
  return { kind, route, copy };
}
