// @ts-check
// The contact form's fields, one entry each, from which its schema (lib/leads/schemas.mjs), its
// inputs, its labels in the editor (content/model.ts) and the staff tool's columns derive: a new
// field is an entry here and its copy in content/forms.yaml. Plain JavaScript free of zod, so the
// staff tool runs it as it is and the page's first script reads it without the validation library.

/** Fixed by the specification and the agency API, which is always sent the English name. */
export const subjects = /** @type {const} */ ([
  "General Inquiry",
  "Brand Identity",
  "UI/UX",
  "Packaging Design",
]);
/** @typedef {(typeof subjects)[number]} Subject */
/** @type {Subject} */
export const defaultSubject = "General Inquiry";

/**
 * @typedef {object} ContactField
 * @property {"text" | "email" | "tel" | "choice" | "textarea"} input
 * @property {number} [min] Characters, after trimming.
 * @property {number} [max]
 * @property {string} [autoComplete]
 * @property {number} [placeholder] The longest placeholder the team may write, when it has one.
 * @property {boolean} identifies Names or reaches the visitor: never echoed back from the agency API.
 * @property {string} editorName What the editor calls it ("First name label").
 */

/** In the form's order. The names are the agency API's and the stored leads': never renamed. */
export const contactFields = /** @type {const} @satisfies {Record<string, ContactField>} */ ({
  firstName: {
    input: "text",
    min: 1,
    max: 100,
    autoComplete: "given-name",
    identifies: true,
    editorName: "First name",
  },
  lastName: {
    input: "text",
    min: 1,
    max: 100,
    autoComplete: "family-name",
    identifies: true,
    editorName: "Last name",
  },
  email: { input: "email", max: 254, autoComplete: "email", identifies: true, editorName: "Email" },
  phoneNumber: {
    input: "tel",
    min: 5,
    max: 32,
    autoComplete: "tel",
    placeholder: 30,
    identifies: true,
    editorName: "Phone",
  },
  subject: { input: "choice", identifies: false, editorName: "Subject" },
  message: {
    input: "textarea",
    min: 1,
    max: 5000,
    placeholder: 80,
    identifies: false,
    editorName: "Message",
  },
});
/** @typedef {keyof typeof contactFields} ContactFieldName */

export const contactFieldNames = /** @type {ContactFieldName[]} */ (Object.keys(contactFields));
