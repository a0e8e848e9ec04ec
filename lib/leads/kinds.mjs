// @ts-check
import { contactSchema, emailSignupSchema, fieldProblems } from "./schemas.mjs";

/**
 * @typedef {object} LeadKindSpec
 * @property {`/api/${string}`} route The site's address the form posts to (its route file is
 *   app{route}/route.ts).
 * @property {"contact" | "newsletter" | "contactBack"} words The form's words in content/forms.yaml.
 * @property {`/${string}`} upstreamPath Where a lead of this kind is delivered, under AGENCY_API_URL.
 * @property {import("zod").ZodType<Record<string, unknown>>} schema Checks the fields in the
 *   browser, in the route handler, on import, and again before each delivery.
 */

/**
 * The kinds of lead, one table that the route handlers, the forms' words and the delivery read:
 * each kind's address on the site, its words, its fields and its address at the agency API. A
 * stored lead keeps its kind, so a kind is never renamed. Free of server code: the forms'
 * browser script loads this table (and zod) with the first focus inside a form.
 * @satisfies {Record<string, LeadKindSpec>}
 */
export const leadKinds = {
  contact: {
    route: "/api/contact/post",
    words: "contact",
    upstreamPath: "/contact/post",
    schema: contactSchema,
  },
  newsletter: {
    route: "/api/contact/newsletter",
    words: "newsletter",
    upstreamPath: "/contact/newsletter",
    schema: emailSignupSchema,
  },
  "contact-back": {
    route: "/api/contact/contact-back",
    words: "contactBack",
    upstreamPath: "/contact/contact-back",
    schema: emailSignupSchema,
  },
};

/** @typedef {keyof typeof leadKinds} LeadKind */
export const leadKindNames = /** @type {LeadKind[]} */ (Object.keys(leadKinds));

/** @param {string} value @returns {value is LeadKind} */
export function isLeadKind(value) {
  return Object.hasOwn(leadKinds, value);
}

/**
 * A lead's fields checked with its kind's schema: as parsed (trimmed, unknown fields
 * dropped), or the first problem of each field (`wordErrors` says them to the visitor).
 * @param {LeadKind} kind
 * @param {unknown} values
 * @returns {{ ok: true, fields: Record<string, unknown> } | { ok: false, problems: import("./schemas.mjs").FieldProblems }}
 */
export function checkLead(kind, values) {
  /** @type {LeadKindSpec["schema"]} */
  const schema = leadKinds[kind].schema;
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, fields: parsed.data }
    : { ok: false, problems: fieldProblems(parsed.error) };
}
