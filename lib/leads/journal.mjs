// @ts-check
// The journal the site kept its leads in before the lead store (OUTBOX_DIR/outbox.jsonl):
// JSON lines, an "add" per lead and an "attempt" or "requeue" per change, folded in order.
// On start it is imported once, with the same ids and states, and kept as a backup that
// erasure cleans and retention removes. Read a line at a time: a journal can be larger than
// Node can hold as one string.
import { createReadStream, createWriteStream, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { open } from "node:fs/promises";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { normalizeEmail } from "./store.mjs";

export const journalFileName = "outbox.jsonl";
/** The journal while it is being imported: the next start finishes an import cut short. */
const importingFileName = "outbox-importing.jsonl";
const backupPattern = /^outbox-imported-(\d{8}T\d{6}Z)\.jsonl$/;

/** @typedef {import("./types").Lead & { updatedAt: number }} ImportedLead */

/**
 * Imports `dir/outbox.jsonl` into the store, if there is one, and keeps it as a backup. It
 * is renamed before it is read, so its leads are imported at most once more (should the
 * import be cut short), never on every start: a lead erased since stays erased.
 * @param {import("./store.mjs").LeadStore} store
 * @param {string} dir
 * @param {Date} [now]
 * @returns {Promise<{ read: number, added: number, skipped: number, backup: string } | undefined>}
 */
export async function importJournal(store, dir, now = new Date()) {
  const importing = join(/*turbopackIgnore: true*/ dir, importingFileName);
  renameIfThere(join(/*turbopackIgnore: true*/ dir, journalFileName), importing);
  if (!existsSync(importing)) return undefined;
  const { leads, skipped } = await foldJournal(importing);
  let added = 0;
  for (let i = 0; i < leads.length; i += 5_000) added += await store.importLeads(leads.slice(i, i + 5_000));
  const backup = join(dir, `outbox-imported-${stamp(now)}.jsonl`);
  renameIfThere(importing, backup);
  return { read: leads.length, added, skipped, backup };
}

/** Another process starting on the same folder may have moved it first. @param {string} from @param {string} to */
function renameIfThere(from, to) {
  try {
    renameSync(from, to);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
  }
}

/**
 * Folds a journal into leads, as the code that wrote it did: an unfinished last line (a
 * crash mid-write) and lines that are not entries are counted and skipped.
 * @param {string} file
 */
export async function foldJournal(file) {
  /** @type {Map<string, ImportedLead>} */
  const leads = new Map();
  let skipped = 0;
  for await (const line of lines(file)) {
    if (line.trim() === "") continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      skipped += 1;
      continue;
    }
    if (!applyEntry(leads, entry)) skipped += 1;
  }
  return { leads: [...leads.values()], skipped };
}

/**
 * Removes one person's leads from the journal in `dir`, whether still to be imported or kept
 * as a backup. Returns how many leads.
 * @param {string} dir
 * @param {string} email
 */
export async function eraseFromJournals(dir, email) {
  const wanted = normalizeEmail(email);
  let erased = 0;
  const names = [journalFileName, importingFileName, ...backups(dir)].filter((name) =>
    existsSync(join(dir, name)),
  );
  for (const name of names) {
    const file = join(dir, name);
    /** @type {Set<string>} */
    const ids = new Set();
    for await (const line of lines(file)) {
      const entry = parse(line);
      if (entry?.op === "add" && typeof entry.payload?.email === "string") {
        if (normalizeEmail(entry.payload.email) === wanted) ids.add(entry.id);
      }
    }
    if (ids.size === 0) continue;
    const temporary = `${file}.erasing`;
    const out = createWriteStream(temporary, { mode: 0o600 });
    for await (const line of lines(file)) {
      if (!ids.has(parse(line)?.id)) out.write(`${line}\n`);
    }
    out.end();
    await finished(out);
    renameSync(temporary, file);
    erased += ids.size;
  }
  return erased;
}

/**
 * Deletes the journal backups imported before `before` (epoch ms): they hold personal data
 * that the retention period covers too.
 * @param {string} dir
 * @param {number} before
 */
export function removeOldBackups(dir, before) {
  let removed = 0;
  for (const name of backups(dir)) {
    const match = backupPattern.exec(name);
    const at = match ? Date.parse(unstamp(match[1] ?? "")) : NaN;
    if (!Number.isNaN(at) && at < before) {
      rmSync(join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** @param {string} dir */
function backups(dir) {
  try {
    return readdirSync(dir).filter((name) => backupPattern.test(name));
  } catch {
    return [];
  }
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

/** @param {Date} date */
function stamp(date) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/** @param {string} value 20261125T074103Z -> 2026-11-25T07:41:03Z */
function unstamp(value) {
  return value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z");
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
        payload: entry.payload,
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
