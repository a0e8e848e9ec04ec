// @ts-check
/**
 * What a lead's fields may hold that the page's first-load script also needs, kept free of
 * zod so that the validation library is fetched only when a visitor starts filling in a form.
 */

export const subjects = /** @type {const} */ ([
  "General Inquiry",
  "Brand Identity",
  "UI/UX",
  "Packaging Design",
]);
/** @typedef {(typeof subjects)[number]} Subject */
/** @type {Subject} */
export const defaultSubject = "General Inquiry";
