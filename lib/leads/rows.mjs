// @ts-check
// A lead as the store keeps it: its states, its row read back, its email as it is matched.

/** @typedef {import("./types").Lead} Lead */
/** @typedef {import("kysely").Selectable<import("./types").LeadsTable>} LeadRow */

export const leadStates = /** @type {const} */ (["pending", "delivered", "undeliverable", "spam"]);

/** The campaign parameters kept with a lead (its `source`); click identifiers never are. */
export const campaignKeys = /** @type {const} */ ([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
]);

/** @param {string} email */
export function normalizeEmail(email) {
  return email.trim().toLowerCase();
}

/** @param {Record<string, unknown>} payload */
export function emailOf(payload) {
  return typeof payload.email === "string" ? normalizeEmail(payload.email) : null;
}

/** A lead as read: its JSON columns parsed. @param {LeadRow} row @returns {Lead} */
export function toLead(row) {
  const json = (/** @type {string | null} */ text) => (text === null ? null : JSON.parse(text));
  return { ...row, payload: json(row.payload), source: json(row.source), spamReasons: json(row.spamReasons) };
}
