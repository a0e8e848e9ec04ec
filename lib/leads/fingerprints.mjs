// @ts-check
// A post's fingerprint: what makes the same post sent again a repeat, held as spam for a day.
import { createHmac } from "node:crypto";

/** @typedef {import("./types").Database} Database */

/** How long a lead's fingerprint is claimed: the same post again within a day is held as a repeat. */
const repeatWindowMs = 24 * 60 * 60_000;

export const normalizeEmail = (/** @type {string} */ email) => email.trim().toLowerCase();

/** The email as it is matched. @param {Record<string, unknown>} payload */
export const emailOf = (payload) =>
  typeof payload.email === "string" ? normalizeEmail(payload.email) : null;

/**
 * The kind and the fields whatever their spacing or the address's case, so a correction (another
 * phone number) is another post. Keyed, so the stored fingerprint tells no one what was sent.
 * @param {string} key @param {string} kind @param {Record<string, unknown>} payload
 */
export function fingerprintOf(key, kind, payload) {
  const fields = Object.entries({ ...payload, email: emailOf(payload) })
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => [key, typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value]);
  return createHmac("sha256", key)
    .update(JSON.stringify([kind, fields]))
    .digest("base64url");
}

/**
 * Claims a post's fingerprint for a lead for a day, unless another lead holds it and its day has not
 * run out; nothing changes then.
 * @param {import("kysely").QueryCreator<Database>} db @param {string} fingerprint @param {string} leadId
 * @param {number} now
 */
export function claimFingerprint(db, fingerprint, leadId, now) {
  return db
    .insertInto("lead_fingerprints")
    .values({ fingerprint, leadId, expiresAt: now + repeatWindowMs })
    .onConflict((oc) =>
      oc
        .column("fingerprint")
        .doUpdateSet((eb) => ({ leadId: eb.ref("excluded.leadId"), expiresAt: eb.ref("excluded.expiresAt") }))
        .where((eb) =>
          eb.or([eb("lead_fingerprints.expiresAt", "<=", now), eb("lead_fingerprints.leadId", "=", leadId)]),
        ),
    );
}
