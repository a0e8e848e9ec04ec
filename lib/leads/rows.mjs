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

/** @param {LeadRow} row @returns {Lead} */
export function toLead(row) {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload === null ? null : JSON.parse(row.payload),
    state: row.state,
    attempts: row.attempts,
    failures: row.failures,
    receivedAt: row.received_at,
    since: row.since,
    nextAttemptAt: row.next_attempt_at,
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until,
    lastStatus: row.last_status,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    purgedAt: row.purged_at,
    source: row.source === null ? null : JSON.parse(row.source),
    spamReasons: row.spam_reasons === null ? null : JSON.parse(row.spam_reasons),
  };
}
