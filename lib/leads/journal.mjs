// @ts-check
// The journal the site kept its leads in before the lead store (outbox.jsonl): JSON lines, an
// "add" per lead and an "attempt" or "requeue" per change, folded in order.
import { createReadStream, existsSync, renameSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { checkLead, isLeadKind } from "./kinds.mjs";

export const journalFileName = "outbox.jsonl";
const importingFileName = "outbox-importing.jsonl";
/** Leads per insert: well within both engines' limits on a statement's parameters. */
const batchSize = 200;
/** A lead's line is a form post (64 KiB at most) in JSON: a longer line is no lead. */
const maxLineBytes = 1024 * 1024;

/**
 * @typedef {Pick<import("./types").Lead, "id" | "kind" | "payload" | "state" | "attempts" | "failures"
 *   | "receivedAt" | "since" | "nextAttemptAt" | "updatedAt" | "lastStatus" | "lastError" | "deliveredAt">} ImportedLead
 */
/** Each lead and the line that adds it. @typedef {Map<string, { lead: ImportedLead, addedOn: number }>} Folded */
/** @typedef {{ line: number, reason: string }} Refusal */

const problemText = {
  required: "is missing",
  tooShort: "is too short",
  tooLong: "is too long",
  characters: "has characters no form takes",
  email: "is not an email address",
  phone: "is not a phone number",
  subject: "is not one of the subjects",
};

/** Nothing was imported or moved. */
export class JournalRefused extends Error {}

/**
 * Deletes the journal once imported, so no copy of its personal data outlives the import; a line
 * refused is kept as it was in a file beside. Renamed first, so the next run finishes an import cut
 * short, before it takes a new journal: renamed over the old one, that would lose its leads. Read
 * three times (states, contents, what is kept): memory holds states, never messages. Yields a report
 * per file, as each is done.
 * @param {import("./store.mjs").LeadStore} store @param {string} dir @param {number} [now]
 */
export async function* importJournal(store, dir, now = Date.now()) {
  const journal = join(/*turbopackIgnore: true*/ dir, journalFileName);
  const importing = join(/*turbopackIgnore: true*/ dir, importingFileName);
  if (existsSync(importing)) yield await importFile(store, dir, importingFileName, now);
  try {
    renameSync(journal, importing);
  } catch (error) {
    // Another process may have moved it first.
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return;
    throw error;
  }
  yield await importFile(store, dir, journalFileName, now).catch((error) => {
    // Put back as found: the next run reads the same file, with the same answer.
    if (error instanceof JournalRefused && !existsSync(journal)) renameSync(importing, journal);
    throw error;
  });
}

/**
 * The journal at its in-progress name, into the store, then deleted.
 * @param {import("./store.mjs").LeadStore} store @param {string} dir @param {string} file its name as found
 * @param {number} now
 */
async function importFile(store, dir, file, now) {
  const importing = join(/*turbopackIgnore: true*/ dir, importingFileName);
  const { leads, refused, refusedIds, lines } = await fold(importing, file, now);

  let written = 0;
  let added = 0;
  /** @type {ImportedLead[]} */
  const batch = [];
  for await (const { number, text } of readLines(importing)) {
    const entry = parse(text);
    const folded = entry?.op === "add" ? leads.get(entry.id) : undefined;
    if (!folded || number !== folded.addedOn) continue;
    const { lead } = folded;
    const checked = checkLead(/** @type {import("./kinds.mjs").LeadKind} */ (lead.kind), entry.payload);
    if (!checked.ok) {
      const reason = `fails the ${lead.kind} form's check: ${Object.entries(checked.problems)
        .map(([field, problem]) => `${field} ${problemText[problem?.rule ?? "required"]}`)
        .join(", ")}`;
      refused.push({ line: number, reason });
      refusedIds.add(entry.id);
      continue;
    }
    batch.push({ ...lead, payload: checked.fields });
    written += 1;
    if (batch.length === batchSize) added += await store.importLeads(batch.splice(0));
  }
  if (batch.length > 0) added += await store.importLeads(batch);

  const refusedFile = refused.length > 0 ? await keep(importing, dir, refused, refusedIds, now) : undefined;
  rmSync(importing);
  return {
    file,
    lines,
    leads: written,
    added,
    refused: refused.sort((a, b) => a.line - b.line),
    refusedFile,
  };
}

/**
 * Each lead's state, without contents, and each line refused.
 * @param {string} path @param {string} file its name as found @param {number} now
 */
async function fold(path, file, now) {
  /** @type {Folded} */
  const leads = new Map();
  /** @type {Refusal[]} */
  const refused = [];
  /** Their later lines are kept with them. @type {Set<string>} */
  const refusedIds = new Set();
  let lines = 0;
  for await (const { number, text, bytes } of readLines(path)) {
    lines = number;
    if (text === undefined)
      throw new JournalRefused(
        `line ${number} of ${file} is ${(bytes / 1024 / 1024).toFixed(0)} MB long, longer than any lead; nothing was imported`,
      );
    if (text.trim() === "") continue;
    const entry = parse(text);
    const id = isObject(entry) && typeof entry.id === "string" ? entry.id : undefined;
    const reason =
      id !== undefined && refusedIds.has(id)
        ? "belongs to a lead refused above"
        : applyEntry(leads, entry, number, now);
    if (reason === undefined) continue;
    refused.push({ line: number, reason });
    if (id !== undefined && isObject(entry) && entry.op === "add" && !leads.has(id)) refusedIds.add(id);
  }
  return { leads, refused, refusedIds, lines };
}

/**
 * Writes the lines not imported to a new file, on disk before the journal is deleted.
 * @param {string} importing @param {string} dir @param {Refusal[]} refused
 * @param {Set<string>} refusedIds @param {number} now
 */
async function keep(importing, dir, refused, refusedIds, now) {
  const numbers = new Set(refused.map((refusal) => refusal.line));
  const stamp = new Date(now).toISOString().replace(/[:.]/g, "-");
  /** @type {import("node:fs/promises").FileHandle | undefined} */
  let handle;
  let path = "";
  // Never over an earlier import's file: a second in the same millisecond gets a number.
  for (let n = 1; !handle; n += 1) {
    path = join(/*turbopackIgnore: true*/ dir, `outbox-refused-${stamp}${n > 1 ? `-${n}` : ""}.jsonl`);
    handle = await open(path, "wx", 0o600).catch((error) => {
      if (error.code === "EEXIST") return undefined;
      throw error;
    });
  }
  try {
    for await (const { number, text } of readLines(importing)) {
      if (!numbers.has(number)) {
        // A later line of a refused lead is kept with it.
        const entry = parse(text);
        if (!isObject(entry) || !refusedIds.has(entry.id)) continue;
        refused.push({ line: number, reason: "belongs to a lead refused above" });
      }
      await handle.write(`${text}\n`);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return path;
}

/**
 * A line longer than `maxLineBytes` comes as its length only. Text after the last newline is a line
 * too: a whole line or a write that never finished, either told. @param {string} file
 */
async function* readLines(file) {
  let number = 0;
  /** @type {Buffer[]} */
  let parts = [];
  let bytes = 0;
  const finish = () => {
    number += 1;
    const line = {
      number,
      bytes,
      text: bytes > maxLineBytes ? undefined : Buffer.concat(parts).toString("utf8").replace(/\r$/, ""),
    };
    parts = [];
    bytes = 0;
    return line;
  };
  const take = (/** @type {Buffer} */ piece) => {
    bytes += piece.length;
    if (bytes <= maxLineBytes) parts.push(piece);
    else parts = [];
  };
  for await (const chunk of createReadStream(file)) {
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      take(chunk.subarray(start, end));
      yield finish();
      start = end + 1;
    }
    if (start < chunk.length) take(chunk.subarray(start));
  }
  if (bytes > 0) yield finish();
}

/** @param {string | undefined} line @returns {any} */
function parse(line) {
  try {
    return line === undefined ? undefined : JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * Applies an entry as the code that wrote it did (delivered is final, a re-queue applies only to an
 * undeliverable lead), or says why it cannot.
 * @param {Folded} leads @param {any} entry @param {number} number its line @param {number} now
 */
function applyEntry(leads, entry, number, now) {
  if (!isObject(entry) || entry.v !== 1 || typeof entry.time !== "string")
    return "not a journal entry (a write cut short, or not the journal's)";
  if (typeof entry.id !== "string" || !/^[\w-]{1,100}$/.test(entry.id)) return "its id is empty or not an id";
  const at = Date.parse(entry.time);
  if (Number.isNaN(at)) return "its time is not a time";
  if (at > now) return "its time is in the future";
  const added = leads.get(entry.id);

  if (entry.op === "add") {
    if (added) return `repeats the add of a lead on line ${added.addedOn}, which is the lead`;
    if (typeof entry.kind !== "string" || !isLeadKind(entry.kind))
      return `kind ${JSON.stringify(String(entry.kind)).slice(0, 40)} is not a form of this site`;
    if (!isObject(entry.payload)) return "has no form fields";
    /** @type {ImportedLead} */
    const lead = {
      id: entry.id,
      kind: entry.kind,
      // Its contents are read and checked in the second pass, when the lead is written.
      payload: null,
      state: "pending",
      attempts: 0,
      failures: 0,
      receivedAt: at,
      since: at,
      nextAttemptAt: at,
      lastStatus: null,
      lastError: null,
      deliveredAt: null,
      updatedAt: at,
    };
    leads.set(entry.id, { lead, addedOn: number });
    return undefined;
  }
  if (entry.op !== "attempt" && entry.op !== "requeue") return "not a journal entry (an unknown op)";
  if (!added) return `a change to a lead the journal does not add before it`;
  const { lead } = added;

  if (entry.op === "attempt") {
    if (!["pending", "delivered", "undeliverable"].includes(entry.state))
      return "an attempt with no known state";
    if (lead.state === "delivered") return undefined;
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
    return undefined;
  }

  if (lead.state === "undeliverable") {
    lead.state = "pending";
    lead.failures = 0;
    lead.nextAttemptAt = at;
    lead.since = at;
    lead.updatedAt = at;
  }
  return undefined;
}

/** @type {(value: unknown) => value is Record<string, any>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
