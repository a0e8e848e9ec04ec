// @ts-check
// The journal the site kept its leads in before the lead store (outbox.jsonl): JSON lines, an
// "add" per lead and an "attempt" or "requeue" per change, folded in order. The staff tool's
// `import <dir>` brings it into the store with the same ids and states, then deletes it.
import { createReadStream, existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { open } from "node:fs/promises";
import { createInterface } from "node:readline";

export const journalFileName = "outbox.jsonl";
/** The journal while it is being imported: running the import again finishes one cut short. */
const importingFileName = "outbox-importing.jsonl";
const batchSize = 1_000;

/** @typedef {import("./types").Lead & { updatedAt: number }} ImportedLead */

/**
 * Imports `dir/outbox.jsonl` into the store, then deletes it, so no copy of its personal data
 * outlives the import (erasure and retention then cover everything). It is renamed before it
 * is read: an import cut short is finished by the next run, and a lead already in the store is
 * left as it is. The journal is read twice, a line at a time: first each lead's state, then
 * each lead's contents, written a thousand at a time; memory holds states, never messages.
 * @param {import("./store.mjs").LeadStore} store
 * @param {string} dir
 * @returns {Promise<{ read: number, added: number, skipped: number } | undefined>}
 */
export async function importJournal(store, dir) {
  const importing = join(/*turbopackIgnore: true*/ dir, importingFileName);
  renameIfThere(join(/*turbopackIgnore: true*/ dir, journalFileName), importing);
  if (!existsSync(importing)) return undefined;
  const { leads, skipped } = await foldStates(importing);
  const read = leads.size;
  let added = 0;
  /** @type {ImportedLead[]} */
  let batch = [];
  for await (const line of lines(importing)) {
    const entry = parse(line);
    const lead = entry?.op === "add" && isObject(entry.payload) ? leads.get(entry.id) : undefined;
    if (!lead) continue;
    // The first "add" of an id is the lead; a later one was ignored when it was written too.
    leads.delete(entry.id);
    batch.push({ ...lead, payload: entry.payload });
    if (batch.length === batchSize) {
      added += await store.importLeads(batch);
      batch = [];
    }
  }
  if (batch.length > 0) added += await store.importLeads(batch);
  rmSync(importing);
  return { read, added, skipped };
}

/** Another process may have moved it first. @param {string} from @param {string} to */
function renameIfThere(from, to) {
  try {
    renameSync(from, to);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
  }
}

/**
 * Folds a journal into each lead's state, as the code that wrote it did, without contents:
 * an unfinished last line (a crash mid-write) and lines that are not entries are counted and
 * skipped.
 * @param {string} file
 */
async function foldStates(file) {
  /** @type {Map<string, ImportedLead>} */
  const leads = new Map();
  let skipped = 0;
  for await (const line of lines(file)) {
    if (line.trim() === "") continue;
    const entry = parse(line);
    if (entry === undefined || !applyEntry(leads, entry)) skipped += 1;
  }
  return { leads, skipped };
}

/** Complete lines only: text after the last newline is a write that never finished. @param {string} file */
async function* lines(file) {
  const input = createReadStream(file, { encoding: "utf8" });
  const reader = createInterface({ input, crlfDelay: Infinity });
  /** @type {string | undefined} */
  let previous;
  for await (const line of reader) {
    if (previous !== undefined) yield previous;
    previous = line;
  }
  // readline cannot tell whether the last line ended with a newline: look at the last byte.
  if (previous !== undefined && (await endsWithNewline(file))) yield previous;
}

/** @param {string} file */
async function endsWithNewline(file) {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    if (size === 0) return true;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a;
  } finally {
    await handle.close();
  }
}

/** @param {string} line @returns {any} */
function parse(line) {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * Applies one journal entry, with the rules of the code that wrote it: delivered is final,
 * a re-queue applies only to an undeliverable lead. False for a line that is not an entry.
 * @param {Map<string, ImportedLead>} leads
 * @param {any} entry
 */
function applyEntry(leads, entry) {
  if (!isObject(entry) || entry.v !== 1 || typeof entry.id !== "string" || typeof entry.time !== "string") {
    return false;
  }
  const at = Date.parse(entry.time);
  if (Number.isNaN(at)) return false;
  const lead = leads.get(entry.id);

  if (entry.op === "add") {
    if (typeof entry.kind !== "string" || !isObject(entry.payload)) return false;
    if (!lead) {
      leads.set(entry.id, {
        id: entry.id,
        kind: entry.kind,
        // Its contents are read in the second pass, when the lead is written.
        payload: null,
        state: "pending",
        attempts: 0,
        failures: 0,
        receivedAt: at,
        since: at,
        nextAttemptAt: at,
        leaseOwner: null,
        leaseUntil: null,
        lastStatus: null,
        lastError: null,
        deliveredAt: null,
        purgedAt: null,
        updatedAt: at,
      });
    }
    return true;
  }
  if (!lead) return false;

  if (entry.op === "attempt") {
    if (!["pending", "delivered", "undeliverable"].includes(entry.state)) return false;
    if (lead.state === "delivered") return true;
    lead.attempts += 1;
    lead.state = entry.state;
    lead.lastStatus = typeof entry.status === "number" ? entry.status : null;
    lead.lastError = typeof entry.error === "string" ? entry.error : null;
    lead.updatedAt = at;
    if (lead.state === "pending") {
      lead.failures += 1;
      const next = typeof entry.nextAttemptAt === "string" ? Date.parse(entry.nextAttemptAt) : NaN;
      lead.nextAttemptAt = Number.isNaN(next) ? at : next;
    }
    if (lead.state === "delivered") lead.deliveredAt = at;
    return true;
  }

  if (entry.op === "requeue") {
    if (lead.state === "undeliverable") {
      lead.state = "pending";
      lead.failures = 0;
      lead.nextAttemptAt = at;
      lead.since = at;
      lead.updatedAt = at;
    }
    return true;
  }
  return false;
}

/** @param {unknown} value @returns {value is Record<string, any>} */
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
