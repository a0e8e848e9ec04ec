import type { z } from "zod";
import { contactSchema, emailSignupSchema, fieldProblems, type FieldProblems } from "@/lib/leads/schemas";

// The browser's form script loads this module alone: it words the problems too.
export { wordErrors, type ProblemWords } from "@/lib/leads/schemas";

type LeadKindSpec = {
  /** Where a lead of this kind is delivered, under AGENCY_API_URL. */
  upstreamPath: `/${string}`;
  /** Checks the fields in the browser, in the route handler, and again before each delivery. */
  schema: z.ZodType<Record<string, unknown>>;
};

/**
 * The kinds of lead, each with its fields and its address at the agency API. A stored lead
 * keeps its kind, so a kind is never renamed. Free of server code: the forms' browser
 * script loads this table (and zod) with the first focus inside a form.
 */
export const leadKinds = {
  contact: { upstreamPath: "/contact/post", schema: contactSchema },
  newsletter: { upstreamPath: "/contact/newsletter", schema: emailSignupSchema },
  "contact-back": { upstreamPath: "/contact/contact-back", schema: emailSignupSchema },
} satisfies Record<string, LeadKindSpec>;

export type LeadKind = keyof typeof leadKinds;
export const leadKindNames = Object.keys(leadKinds) as LeadKind[];

export function isLeadKind(value: string): value is LeadKind {
  return Object.hasOwn(leadKinds, value);
}

/**
 * A lead's fields checked with its kind's schema: as parsed (trimmed, unknown fields
 * dropped), or the first problem of each field (`wordErrors` says them to the visitor).
 */
export function checkLead(
  kind: LeadKind,
  values: unknown,
): { ok: true; fields: Record<string, unknown> } | { ok: false; problems: FieldProblems } {
  const schema: LeadKindSpec["schema"] = leadKinds[kind].schema;
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, fields: parsed.data }
    : { ok: false, problems: fieldProblems(parsed.error) };
}
