// @ts-check
import {
  contactSchema,
  emailSignupRules,
  emailSignupSchema,
  fieldProblems,
  problemRules,
} from "./schemas.mjs";

/**
 * @typedef {object} LeadKindSpec
 * @property {`/api/${string}`} route app{route}/route.ts
 * @property {"contact" | "newsletter" | "contactBack"} copyKey Where the form's copy is in content/forms.yaml.
 * @property {`/${string}`} upstreamPath Under AGENCY_API_URL.
 * @property {import("zod").ZodType<Record<string, unknown>>} schema
 * @property {readonly import("./schemas.mjs").ProblemRule[]} rules The rules its schema can name.
 */

/**
 * A stored lead keeps its kind, so a kind is never renamed. Free of server code: the forms' browser
 * script loads this table (and zod) at the first focus in a form.
 * @satisfies {Record<string, LeadKindSpec>}
 */
export const leadKinds = {
  contact: {
    route: "/api/contact/post",
    copyKey: "contact",
    upstreamPath: "/contact/post",
    schema: contactSchema,
    rules: problemRules,
  },
  newsletter: {
    route: "/api/contact/newsletter",
    copyKey: "newsletter",
    upstreamPath: "/contact/newsletter",
    schema: emailSignupSchema,
    rules: emailSignupRules,
  },
  "contact-back": {
    route: "/api/contact/contact-back",
    copyKey: "contactBack",
    upstreamPath: "/contact/contact-back",
    schema: emailSignupSchema,
    rules: emailSignupRules,
  },
};

/** @typedef {keyof typeof leadKinds} LeadKind */
export const leadKindNames = /** @type {LeadKind[]} */ (Object.keys(leadKinds));

/** @param {string} value @returns {value is LeadKind} */
export function isLeadKind(value) {
  return Object.hasOwn(leadKinds, value);
}

/**
 * The fields trimmed, unknown ones dropped; or each field's first problem.
 * @param {LeadKind} kind @param {unknown} values
 * @returns {{ ok: true, fields: Record<string, unknown> } | { ok: false, problems: import("./schemas.mjs").FieldProblems }}
 */
export function checkLead(kind, values) {
  const parsed = /** @type {LeadKindSpec["schema"]} */ (leadKinds[kind].schema).safeParse(values);
  return parsed.success
    ? { ok: true, fields: parsed.data }
    : { ok: false, problems: fieldProblems(parsed.error) };
}
