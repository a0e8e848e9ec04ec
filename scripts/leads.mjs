#!/usr/bin/env node
// The leads kept in the outbox, for the team: list them, export them as CSV, re-queue the
// ones the agency API refused. Reads OUTBOX_DIR (default .data/outbox) and is safe to run
// while the site is running: it only reads, or appends a re-queue entry.
import { writeFileSync } from "node:fs";
import { appendJournal, outboxStates, readJournal } from "../lib/outbox/journal.mjs";

const usage = `Usage: npm run leads -- <command> [options]

  list   [--state pending|delivered|undeliverable]   one line per submission, newest last
  export [--state ...] [--out leads.csv]             CSV for a spreadsheet (stdout unless --out)
  retry  [id ...]                                    re-queue undeliverable submissions
                                                     (every one, or only the ids given)

Reads OUTBOX_DIR (default .data/outbox).`;

const dir = process.env.OUTBOX_DIR?.trim() || ".data/outbox";
function options(args) {
  const result = { state: undefined, out: undefined };
  for (let i = 0; i < args.length; i++) {
    const name = args[i];
    const value = args[i + 1];
    if ((name === "--state" || name === "--out") && value) {
      result[name.slice(2)] = value;
      i++;
    } else throw new Error(`unknown option ${name}\n\n${usage}`);
  }
  if (result.state && !outboxStates.includes(result.state))
    throw new Error(`--state must be one of ${outboxStates.join(", ")}`);
  return result;
}

function load(state) {
  const { records, skipped } = readJournal(dir);
  if (skipped > 0) console.error(`leads: ${skipped} unreadable line(s) in the outbox were skipped`);
  return [...records.values()]
    .filter((record) => !state || record.state === state)
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

function list({ state }) {
  const records = load(state);
  const rows = records.map((r) => [
    r.time.slice(0, 19).replace("T", " "),
    r.state,
    String(r.attempts),
    r.kind,
    r.id,
    text(r.payload.email),
    [text(r.payload.firstName), text(r.payload.lastName)].filter(Boolean).join(" "),
    r.lastStatus === null && r.lastError === null
      ? ""
      : `last: ${[r.lastStatus, r.lastError].filter((v) => v !== null).join(" ")}`,
  ]);
  const widths = rows.reduce((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), []);
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
  const counts = outboxStates.map((s) => `${records.filter((r) => r.state === s).length} ${s}`);
  console.log(`${records.length} submission(s): ${counts.join(", ")}`);
}

const columns = [
  ["id", (r) => r.id],
  ["kind", (r) => r.kind],
  ["state", (r) => r.state],
  ["received_at", (r) => r.time],
  ["attempts", (r) => String(r.attempts)],
  ["last_status", (r) => (r.lastStatus === null ? "" : String(r.lastStatus))],
  ["delivered_at", (r) => r.deliveredAt ?? ""],
  ["first_name", (r) => text(r.payload.firstName)],
  ["last_name", (r) => text(r.payload.lastName)],
  ["email", (r) => text(r.payload.email)],
  ["phone_number", (r) => text(r.payload.phoneNumber)],
  ["subject", (r) => text(r.payload.subject)],
  ["message", (r) => text(r.payload.message)],
];

function exportCsv({ state, out }) {
  const lines = [columns.map(([name]) => name), ...load(state).map((r) => columns.map(([, get]) => get(r)))];
  const csv = lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
  if (out) {
    writeFileSync(out, csv, { mode: 0o600 });
    console.error(`leads: wrote ${lines.length - 1} submission(s) to ${out}`);
  } else process.stdout.write(csv);
}

/**
 * One CSV field (RFC 4180). A spreadsheet runs a cell that starts with = + - @ (or a tab or
 * carriage return) as a formula, so such a cell gets a leading single quote: "+1 307..."
 * is exported as "'+1 307...".
 */
function csvCell(value) {
  let cell = String(value);
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

function retry(ids) {
  const { records } = readJournal(dir);
  const chosen =
    ids.length > 0 ? ids : [...records.values()].filter((r) => r.state === "undeliverable").map((r) => r.id);
  const now = new Date().toISOString();
  const entries = [];
  for (const id of chosen) {
    const record = records.get(id);
    if (!record) console.error(`leads: no submission ${id}`);
    else if (record.state !== "undeliverable")
      console.error(`leads: ${id} is ${record.state}, not re-queued`);
    else entries.push({ v: 1, op: "requeue", id, time: now, state: "pending" });
  }
  if (entries.length > 0) appendJournal(dir, entries);
  console.log(
    `Re-queued ${entries.length} submission(s).` +
      (entries.length > 0 ? " The running site sends them to the agency API within a minute." : ""),
  );
  if (ids.length > 0 && entries.length < ids.length) process.exitCode = 1;
}

function text(value) {
  return typeof value === "string" ? value : "";
}

const [command, ...rest] = process.argv.slice(2);

try {
  if (command === "list") list(options(rest));
  else if (command === "export") exportCsv(options(rest));
  else if (command === "retry") retry(rest);
  else {
    console.error(usage);
    process.exit(command === undefined || command === "help" || command === "--help" ? 0 : 2);
  }
} catch (error) {
  console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
