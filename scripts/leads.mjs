#!/usr/bin/env node
// @ts-check
// The leads in the lead store, for the team; safe to run while the site runs.
import "./node-version.mjs";
import { statSync } from "node:fs";
import { open } from "node:fs/promises";
import { resolve } from "node:path";
import { finished } from "node:stream/promises";
import { parseArgs } from "node:util";
import { contactFieldNames } from "../content/contact-form.mjs";
import {
  campaignKeys,
  importJournal,
  JournalRefused,
  journalFileName,
  LeadStore,
  leadStates,
  NoStore,
  storeLocation,
  corpusExamples,
  describeFigures,
  measure,
  trainFilter,
} from "../lib/leads/staff.mjs";

const usage = `Usage: npm run leads -- <command> [options]

  list   [--state pending|delivered|undeliverable|spam]
                                                     one line per lead, oldest first
  export [--state ...] [--out leads.csv]             CSV for a spreadsheet (stdout unless --out)
  sources [--days 30]                                leads per page, campaign and language, received in
                                                     the last days (spam left out)
  retry  [id ...]                                    re-queue undeliverable leads
                                                     (every one, or only the ids given)
  release <id> [id ...]                              send leads held as spam on to the agency
                                                     as received, each once (teaches the spam
                                                     filter they were real)
  mark-spam <id> [id ...]                            say these leads were spam: one still waiting
                                                     is never sent (teaches the spam filter)
  train                                              retrain the spam filter from its corpus and
                                                     the leads released or marked; every instance
                                                     uses it within a minute
  erase  <email>                                     delete every lead of one email address
  import <dir>                                       bring <dir>/outbox.jsonl, the journal of the
                                                     site before the lead store, into the store
                                                     (same ids and states), then delete it

Uses DATABASE_URL when set, else the SQLite file under DATA_DIR (default .data), and only a
store the site has made: run it where the site runs, with the site's settings.`;

/** @typedef {import("../lib/leads/types").Lead} Lead */
/** @typedef {import("../lib/leads/types").LeadState} LeadState */

/** What each option takes: said when it is given without it or with something else. */
const takes = {
  state: `--state must be one of ${leadStates.join(", ")}`,
  out: "--out takes a file name",
  days: "--days takes a whole number of days, 1 or more",
};

function options(/** @type {string[]} */ args) {
  /** @type {{ state?: string, out?: string, days?: string }} */
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { state: { type: "string" }, out: { type: "string" }, days: { type: "string" } },
    }));
  } catch (error) {
    // parseArgs names the option it could not read ("--days -3" is ambiguous to it).
    const message = error instanceof Error ? error.message : String(error);
    const name = Object.keys(takes).find((key) => message.includes(`'--${key}`));
    throw new UsageError(name ? takes[/** @type {keyof typeof takes} */ (name)] : `${message}\n\n${usage}`);
  }
  const { state, out, days } = values;
  if (state !== undefined && !leadStates.includes(/** @type {LeadState} */ (state)))
    throw new UsageError(takes.state);
  if (out === "") throw new UsageError(takes.out);
  if (days !== undefined && (!/^\d{1,4}$/.test(days) || Number(days) < 1)) throw new UsageError(takes.days);
  return {
    state: /** @type {LeadState | undefined} */ (state),
    out,
    days: days === undefined ? undefined : Number(days),
  };
}

/** @type {[string, (lead: Lead) => string][]} */
const columns = [
  ["id", (l) => l.id],
  ["kind", (l) => l.kind],
  ["state", (l) => l.state],
  ["received_at", (l) => iso(l.receivedAt)],
  ["attempts", (l) => String(l.attempts)],
  ["last_status", (l) => (l.lastStatus === null ? "" : String(l.lastStatus))],
  ["delivered_at", (l) => (l.deliveredAt === null ? "" : iso(l.deliveredAt))],
  ["purged_at", (l) => (l.purgedAt === null ? "" : iso(l.purgedAt))],
  // The contact form's fields, snake_case (phoneNumber: phone_number); an email form's is email.
  ...contactFieldNames.map(
    (name) =>
      /** @type {[string, (lead: Lead) => string]} */ ([
        name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
        (l) => text(l.payload?.[name]),
      ]),
  ),
  ["spam_reasons", (l) => l.spamReasons?.join(" ") ?? ""],
  ["spam_label", (l) => l.spamLabel ?? ""],
  ["language", (l) => l.language ?? ""],
  ["page", (l) => l.source?.page ?? ""],
  ...campaignKeys.map(
    (key) => /** @type {[string, (lead: Lead) => string]} */ ([key, (l) => l.source?.campaign?.[key] ?? ""]),
  ),
];

/**
 * RFC 4180, always quoted, so a spreadsheet splitting on ; or a tab reads one cell ("x;=1+1"). One
 * that starts with = + - @ (or a tab or CR) would run as a formula: it gets a leading single quote.
 * @param {string} value
 */
function csvCell(value) {
  const cell = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${cell.replaceAll('"', '""')}"`;
}

/** Says which it did not (exit code 1) and why. @param {LeadStore} store @param {string[] | undefined} ids */
async function requeue(store, ids, /** @type {"undeliverable" | "spam"} */ from) {
  const { requeued, refused } = await store.requeue(ids, Date.now(), from);
  const not = from === "spam" ? "not released" : "not re-queued";
  for (const { id, state } of refused) {
    if (state === "missing") console.error(`leads: no lead ${id}`);
    else if (state === "purged") console.error(`leads: ${id} is purged (its retention period ended), ${not}`);
    else if (state === "repeat")
      console.error(
        `leads: ${id} is the same post as another lead of the last day (sent, on its way, or refused by the agency: retry that one), ${not}`,
      );
    else console.error(`leads: ${id} is ${state}, ${not}`);
  }
  if (refused.length > 0) process.exitCode = 1;
  const n = requeued.length;
  console.log(
    (from === "spam" ? `Released ${n} lead(s) held as spam.` : `Re-queued ${n} lead(s).`) +
      (n > 0 ? " The running site sends them to the agency API within a minute." : ""),
  );
}

function single(/** @type {string[]} */ args, /** @type {string} */ takes, pattern = /./) {
  const [value, ...rest] = args;
  if (!value || rest.length > 0 || !pattern.test(value)) throw new UsageError(`${takes}\n\n${usage}`);
  return value;
}

function describeSource(/** @type {import("../lib/leads/types").LeadSource} */ source) {
  return source.campaign ? `${source.page} (${describeCampaign(source.campaign)})` : source.page;
}

function describeCampaign(/** @type {import("../lib/leads/types").Campaign} */ campaign) {
  return campaignKeys.flatMap((key) => (campaign[key] ? [`${key}=${campaign[key]}`] : [])).join(", ");
}

const iso = (/** @type {number} */ ms) => new Date(ms).toISOString();
const text = (/** @type {unknown} */ value) => (typeof value === "string" ? value : "");

class UsageError extends Error {}

/** @type {Record<string, (store: LeadStore, args: string[]) => Promise<void>>} */
const commands = {
  async list(store, args) {
    const { state } = options(args);
    const counts = { pending: 0, delivered: 0, undeliverable: 0, spam: 0 };
    for await (const lead of store.each({ state })) {
      counts[lead.state] += 1;
      const name = [text(lead.payload?.firstName), text(lead.payload?.lastName)].filter(Boolean).join(" ");
      const last = [lead.lastStatus, lead.lastError].filter((v) => v !== null).join(" ");
      console.log(
        [
          iso(lead.receivedAt).slice(0, 19).replace("T", " "),
          lead.state.padEnd(13),
          String(lead.attempts).padStart(3),
          lead.kind.padEnd(12),
          lead.id,
          lead.purgedAt === null ? text(lead.payload?.email) : "(purged)",
          name,
          last ? `last: ${last}` : "",
          lead.language ? `in: ${lead.language}` : "",
          lead.source ? `from: ${describeSource(lead.source)}` : "",
          lead.spamReasons
            ? `spam: ${lead.spamReasons.join(", ")}${lead.state === "spam" ? "" : " (released)"}`
            : lead.spamLabel === "spam"
              ? "spam: marked by staff"
              : "",
        ]
          .join("  ")
          .trimEnd(),
      );
    }
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(`${total} lead(s): ${leadStates.map((s) => `${counts[s]} ${s}`).join(", ")}`);
  },

  async export(store, args) {
    const { state, out } = options(args);
    // Opened before the first row, so a path that cannot be written is one clear line.
    const file = out
      ? await open(out, "w", 0o600).catch((error) => {
          throw new UsageError(`cannot write ${out}: ${reason(error)}`);
        })
      : undefined;
    // The stream owns the handle: given only its number, the handle's collection could close it mid-write.
    const sink = file ? file.createWriteStream() : process.stdout;
    const row = (/** @type {string[]} */ cells) => `${cells.map(csvCell).join(",")}\r\n`;
    sink.write(row(columns.map(([name]) => name)));
    let n = 0;
    for await (const lead of store.each({ state })) {
      // Respect back-pressure: an export of a large store must not pile up in memory.
      if (!sink.write(row(columns.map(([, get]) => get(lead)))))
        await new Promise((done) => sink.once("drain", () => done(undefined)));
      n += 1;
    }
    if (out) {
      /** @type {import("node:fs").WriteStream} */ (sink).end();
      await finished(sink);
      console.error(`leads: wrote ${n} lead(s) to ${out}`);
    }
  },

  async sources(store, args) {
    const { days = 30 } = options(args);
    const since = store.now() - days * 24 * 60 * 60_000;
    /** @type {Map<string, number>} */
    const pages = new Map();
    /** @type {Map<string, number>} */
    const campaigns = new Map();
    /** @type {Map<string, number>} */
    const languages = new Map();
    let total = 0;
    for await (const lead of store.each()) {
      if (lead.receivedAt < since || lead.state === "spam") continue;
      total += 1;
      const page = lead.source?.page ?? "(not known)";
      pages.set(page, (pages.get(page) ?? 0) + 1);
      const campaign = lead.source?.campaign ? describeCampaign(lead.source.campaign) : "(none)";
      campaigns.set(campaign, (campaigns.get(campaign) ?? 0) + 1);
      const language = lead.language ?? "(not known)";
      languages.set(language, (languages.get(language) ?? 0) + 1);
    }
    const table = (/** @type {Map<string, number>} */ counts) =>
      [...counts]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([name, count]) => `  ${String(count).padStart(5)}  ${name}`);
    console.log(
      [
        `${total} lead(s) received in the last ${days} day(s).`,
        "By page:",
        ...table(pages),
        "By campaign:",
        ...table(campaigns),
        "By language:",
        ...table(languages),
      ].join("\n"),
    );
  },

  async retry(store, ids) {
    await requeue(store, ids.length > 0 ? ids : undefined, "undeliverable");
  },

  async release(store, ids) {
    if (ids.length === 0) throw new UsageError(`release takes the ids of the leads to send on\n\n${usage}`);
    await requeue(store, ids, "spam");
  },

  async "mark-spam"(store, ids) {
    if (ids.length === 0)
      throw new UsageError(`mark-spam takes the ids of the leads that were spam\n\n${usage}`);
    const { marked, refused } = await store.markSpam(ids, Date.now());
    for (const { id, state } of refused) {
      if (state === "missing") console.error(`leads: no lead ${id}`);
      else if (state === "purged")
        console.error(`leads: ${id} is purged (its retention period ended), not marked`);
      else console.error(`leads: ${id} is held as spam already`);
    }
    if (refused.length > 0) process.exitCode = 1;
    console.log(
      `Marked ${marked.length} lead(s) as spam.` +
        (marked.length > 0 ? " Run `npm run leads -- train` to teach the spam filter." : ""),
    );
  },

  async train(store) {
    const labelled = await store.labelledLeads();
    const trained = trainFilter([...corpusExamples, ...labelled]);
    await store.spamFilter.save(trained, store.now());
    const spam = labelled.filter((lead) => lead.label === "spam").length;
    console.log(
      `Trained the spam filter on ${corpusExamples.length} corpus post(s) and ${labelled.length} of the team's ` +
        `(${spam} spam, ${labelled.length - spam} real). Every instance uses it within a minute.`,
    );
    console.log(describeFigures(measure(labelled)));
  },

  async erase(store, args) {
    const erased = await store.erase(single(args, "erase takes one email address", /@/));
    console.log(`Erased ${erased} lead(s).` + (erased === 0 ? " Nothing was stored for that address." : ""));
  },

  async import(store, args) {
    const dir = single(args, `import takes the folder of ${journalFileName}`);
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
      throw new UsageError(`import takes the folder that holds ${journalFileName}; ${dir} is not a folder`);
    let files = 0;
    for await (const { file, lines, leads, added, refused, refusedFile } of importJournal(
      store,
      resolve(dir),
    )) {
      files += 1;
      console.log(
        `Read ${lines} line(s) of ${file}: ${leads} lead(s) imported, ${added} new, ` +
          `${leads - added} already in the store; ${refused.length} line(s) refused.`,
      );
      if (refusedFile) {
        for (const [reason, refusals] of Map.groupBy(refused, (refusal) => refusal.reason)) {
          const numbers = refusals.map((refusal) => refusal.line);
          const shown =
            numbers.slice(0, 10).join(", ") + (numbers.length > 10 ? ` and ${numbers.length - 10} more` : "");
          console.log(`  ${reason}: line ${shown}`);
        }
        console.log(`The refused lines are kept, as they were, in ${refusedFile}.`);
        process.exitCode = 1;
      }
    }
    if (files === 0) throw new UsageError(`no ${journalFileName} in ${dir}`);
    console.log("The journal is deleted. The running site delivers what is pending.");
  },
};
const [command, ...rest] = process.argv.slice(2);
const run = commands[command ?? ""];
if (!run) {
  console.error(usage);
  process.exit(command === undefined || command === "help" || command === "--help" ? 0 : 2);
}

// A reader that stops early (`export | head`) is no error of ours.
process.stdout.on("error", (error) => {
  if (/** @type {NodeJS.ErrnoException} */ (error).code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

let store;
try {
  store = await LeadStore.open(storeLocation(), { applicationName: "arcline-leads", create: false });
  await run(store, rest);
} catch (error) {
  console.error(`leads: ${describe(error)}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await store?.close();
}

/** What went wrong with a file, in words. @param {unknown} error */
function reason(error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  if (code === "ENOENT") return "its folder does not exist";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "it is a folder";
  return code ?? String(error);
}

/** An error in a line, without a connection string or stack. @param {unknown} error */
function describe(error) {
  if (error instanceof UsageError || error instanceof NoStore || error instanceof JournalRefused)
    return error.message;
  const code = typeof error === "object" && error && "code" in error ? String(error.code) : "";
  if (["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT", "EAI_AGAIN", "EHOSTUNREACH"].includes(code))
    return `the PostgreSQL server DATABASE_URL names could not be reached (${code})`;
  if (code === "28P01" || code === "28000")
    return `the PostgreSQL server refused DATABASE_URL's user or password (${code})`;
  if (code === "3D000") return `the database DATABASE_URL names does not exist (${code})`;
  if (error instanceof TypeError && /url/i.test(error.message))
    return "DATABASE_URL is not a PostgreSQL connection string (postgres://user:password@host:5432/database)";
  return `the lead store could not be used${code ? ` (${code})` : ""}: ${error instanceof Error ? error.message : String(error)}`;
}
