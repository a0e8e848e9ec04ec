// The outbox journal: the one file in OUTBOX_DIR that holds every submission. It is
// append-only JSON lines; a submission is an "add" line and each later change of state an
// "attempt" or "requeue" line, folded in order into one record per submission. Plain
// JavaScript so that the server and `npm run leads` (plain Node) read it the same way.
import {
  closeSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";

export const journalFileName = "outbox.jsonl";
export const outboxStates = ["pending", "delivered", "undeliverable"];

/** @param {import("./journal.mjs").JournalEntry} entry */
export function encodeEntry(entry) {
  return `${JSON.stringify(entry)}\n`;
}

/**
 * Applies one parsed journal line to the records. Returns false for a line that is not a
 * journal entry (a torn write, a hand edit), which the caller counts and skips.
 * @param {Map<string, import("./journal.mjs").OutboxRecord>} records
 * @param {unknown} entry
 */
export function applyEntry(records, entry) {
  if (!isObject(entry) || entry.v !== 1 || typeof entry.id !== "string" || typeof entry.time !== "string") {
    return false;
  }
  const at = Date.parse(entry.time);
  if (Number.isNaN(at)) return false;
  const record = records.get(entry.id);

  if (entry.op === "add") {
    if (typeof entry.kind !== "string" || !isObject(entry.payload)) return false;
    if (!record) {
      records.set(entry.id, {
        id: entry.id,
        kind: entry.kind,
        payload: entry.payload,
        time: entry.time,
        state: "pending",
        attempts: 0,
        failures: 0,
        nextAttemptAt: at,
        since: at,
        updatedAt: entry.time,
        lastStatus: null,
        lastError: null,
        deliveredAt: null,
      });
    }
    return true;
  }
  if (!record) return false;

  if (entry.op === "attempt") {
    if (!outboxStates.includes(/** @type {string} */ (entry.state))) return false;
    // Delivered is final: the site never sends a delivered submission again.
    if (record.state === "delivered") return true;
    record.attempts += 1;
    record.state = /** @type {import("./journal.mjs").OutboxState} */ (entry.state);
    record.lastStatus = typeof entry.status === "number" ? entry.status : null;
    record.lastError = typeof entry.error === "string" ? entry.error : null;
    record.updatedAt = entry.time;
    if (record.state === "pending") {
      record.failures += 1;
      const next = typeof entry.nextAttemptAt === "string" ? Date.parse(entry.nextAttemptAt) : NaN;
      record.nextAttemptAt = Number.isNaN(next) ? at : next;
    }
    if (record.state === "delivered") record.deliveredAt = entry.time;
    return true;
  }

  if (entry.op === "requeue") {
    if (record.state === "undeliverable") {
      record.state = "pending";
      record.failures = 0;
      record.nextAttemptAt = at;
      record.since = at;
      record.updatedAt = entry.time;
    }
    return true;
  }
  return false;
}

/**
 * Folds complete lines of journal text into the records; returns how many lines were skipped.
 * @param {Map<string, import("./journal.mjs").OutboxRecord>} records
 * @param {string} text
 */
export function foldText(records, text) {
  let skipped = 0;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      skipped += 1;
      continue;
    }
    if (!applyEntry(records, entry)) skipped += 1;
  }
  return skipped;
}

/**
 * Reads and folds the whole journal (an unfinished last line is ignored).
 * @param {string} dir
 */
export function readJournal(dir) {
  /** @type {Map<string, import("./journal.mjs").OutboxRecord>} */
  const records = new Map();
  let text = "";
  try {
    text = readFileSync(join(dir, journalFileName), "utf8");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
  }
  const complete = text.slice(0, text.lastIndexOf("\n") + 1);
  return { records, skipped: foldText(records, complete) };
}

/**
 * Appends entries and flushes them to disk before returning. Used by the command line tool;
 * the server appends through its own queue (lib/outbox/outbox.ts) in the same format.
 * @param {string} dir
 * @param {import("./journal.mjs").JournalEntry[]} entries
 */
export function appendJournal(dir, entries) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fd = openSync(join(dir, journalFileName), "a+", 0o600);
  try {
    const size = fstatSync(fd).size;
    let text = entries.map(encodeEntry).join("");
    if (size > 0) {
      const last = Buffer.alloc(1);
      readSync(fd, last, 0, 1, size - 1);
      // A crash can leave half a line; never glue a new entry onto it.
      if (last[0] !== 0x0a) text = `\n${text}`;
    }
    const bytes = Buffer.from(text, "utf8");
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
