// @ts-check
// Fixed by the specification and the agency API (lib/leads/schemas.mjs). Plain JavaScript free of zod:
// the staff tool runs it as it is, and the page's first script reads it without the validation library.

export const subjects = /** @type {const} */ ([
  "General Inquiry",
  "Brand Identity",
  "UI/UX",
  "Packaging Design",
]);
/** @typedef {(typeof subjects)[number]} Subject */
/** @type {Subject} */
export const defaultSubject = "General Inquiry";
