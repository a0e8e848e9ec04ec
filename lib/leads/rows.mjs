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

export const normalizeEmail = (/** @type {string} */ email) => email.trim().toLowerCase();

export const emailOf = (/** @type {Record<string, unknown>} */ payload) =>
  typeof payload.email === "string" ? normalizeEmail(payload.email) : null;

/** A lead as read: its JSON columns parsed. @param {LeadRow} row @returns {Lead} */
export function toLead(row) {
  const json = (/** @type {string | null} */ text) => (text === null ? null : JSON.parse(text));
  return { ...row, payload: json(row.payload), source: json(row.source), spamReasons: json(row.spamReasons) };
}
