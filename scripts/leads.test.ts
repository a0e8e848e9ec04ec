/**
 * @jest-environment node
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Outbox } from "@/lib/outbox/outbox";

// Each case starts Node a few times; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

const run = promisify(execFile);
const script = join(__dirname, "leads.mjs");
let dir: string;

async function leads(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { ...process.env, OUTBOX_DIR: dir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const contact = (first: string, message: string) => ({
  firstName: first,
  lastName: "Lovelace",
  email: `${first.toLowerCase().replace(/\W/g, "")}@example.com`,
  phoneNumber: "+1 307 555 0142",
  subject: "UI/UX",
  message,
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-leads-"));
  const outbox = await Outbox.open(dir);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 10, minute));
  await outbox.add({ id: "id-pending", kind: "contact", payload: contact("Ada", "Hello"), time: at(0) });
  await outbox.add({
    id: "id-delivered",
    kind: "contact",
    payload: contact('=HYPERLINK("http://x")', 'Line one\nsaid "hi", then left'),
    time: at(1),
  });
  await outbox.add({
    id: "id-refused",
    kind: "newsletter",
    payload: { email: "@lead@example.com" },
    time: at(2),
  });
  await outbox.recordAttempt("id-pending", {
    state: "pending",
    status: 503,
    error: "server",
    nextAttemptAt: 0,
    time: 0,
  });
  await outbox.recordAttempt("id-delivered", { state: "delivered", status: 200, time: at(3).getTime() });
  await outbox.recordAttempt("id-refused", {
    state: "undeliverable",
    status: 422,
    error: "rejected",
    time: 0,
  });
  await outbox.close();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run leads", () => {
  it("lists every submission with its state, or only those in one state", async () => {
    const all = await leads("list");
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^2026-11-02 10:00:00\s+pending\s+1\s+contact\s+id-pending\s+ada@example.com\s+Ada Lovelace\s+last: 503 server$/,
    );
    expect(lines[3]).toBe("3 submission(s): 1 pending, 1 delivered, 1 undeliverable");
    const refused = await leads("list", "--state", "undeliverable");
    expect(refused.stdout).toMatch(/id-refused/);
    expect(refused.stdout).not.toMatch(/id-pending|id-delivered/);
  });

  it("exports RFC 4180 CSV with spreadsheet formulas defused", async () => {
    const { stdout, code } = await leads("export");
    expect(code).toBe(0);
    expect(stdout.endsWith("\r\n")).toBe(true);
    const rows = stdout.split("\r\n");
    expect(rows[0]).toBe(
      "id,kind,state,received_at,attempts,last_status,delivered_at,first_name,last_name,email,phone_number,subject,message",
    );
    expect(rows[1]).toBe(
      "id-pending,contact,pending,2026-11-02T10:00:00.000Z,1,503,,Ada,Lovelace,ada@example.com,'+1 307 555 0142,UI/UX,Hello",
    );
    // The message keeps its line break, inside quotes.
    expect(rows[2]).toBe(
      "id-delivered,contact,delivered,2026-11-02T10:01:00.000Z,1,200,2026-11-02T10:03:00.000Z," +
        `"'=HYPERLINK(""http://x"")",Lovelace,hyperlinkhttpx@example.com,'+1 307 555 0142,UI/UX,` +
        '"Line one\nsaid ""hi"", then left"',
    );
    expect(rows[3]).toBe(
      "id-refused,newsletter,undeliverable,2026-11-02T10:02:00.000Z,1,422,,,,'@lead@example.com,,,",
    );
  });

  it("writes the export to a file with --out", async () => {
    const out = join(dir, "leads.csv");
    const { code, stderr } = await leads("export", "--state", "pending", "--out", out);
    expect(code).toBe(0);
    expect(stderr).toMatch(/wrote 1 submission/);
    expect((await readFile(out, "utf8")).split("\r\n")).toHaveLength(3);
  });

  it("re-queues undeliverable submissions, and only those", async () => {
    const refusedOnly = await leads("retry", "id-delivered");
    expect(refusedOnly.code).toBe(1);
    expect(refusedOnly.stderr).toMatch(/id-delivered is delivered, not re-queued/);
    const all = await leads("retry");
    expect(all.stdout).toMatch(/Re-queued 1 submission/);
    const outbox = await Outbox.open(dir);
    expect(outbox.records.get("id-refused")).toMatchObject({ state: "pending", failures: 0 });
    expect(outbox.records.get("id-delivered")!.state).toBe("delivered");
    await outbox.close();
    expect((await leads("retry")).stdout).toMatch(/Re-queued 0 submission/);
  });

  it("explains itself when called without a known command", async () => {
    const unknown = await leads("purge");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Usage: npm run leads -- <command>/);
    expect((await leads("list", "--state", "lost")).code).toBe(1);
  });
});
