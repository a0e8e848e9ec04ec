/**
 * @jest-environment node
 */
import { appendFile, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appendJournal, journalFileName, readJournal } from "@/lib/outbox/journal.mjs";
import { Outbox } from "@/lib/outbox/outbox";

let dir: string;
const opened: Outbox[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "outbox-store-"));
});

afterEach(async () => {
  for (const outbox of opened.splice(0)) await outbox.close();
  await rm(dir, { recursive: true, force: true });
});

async function openOutbox() {
  const outbox = await Outbox.open(dir);
  opened.push(outbox);
  return outbox;
}

const submission = (id: string, email = `${id}@example.com`) => ({
  id,
  kind: "newsletter",
  payload: { email },
  time: new Date("2026-11-02T10:00:00Z"),
});

const journal = () => readFile(join(dir, journalFileName), "utf8");

describe("outbox", () => {
  it("has a submission on disk, as one JSON line, once add() resolves", async () => {
    const outbox = await openOutbox();
    await outbox.add(submission("a"));
    const lines = (await journal()).trimEnd().split("\n");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        v: 1,
        op: "add",
        id: "a",
        kind: "newsletter",
        payload: { email: "a@example.com" },
        time: "2026-11-02T10:00:00.000Z",
        attempts: 0,
        state: "pending",
      },
    ]);
    expect(readJournal(dir).records.get("a")).toMatchObject({ state: "pending", attempts: 0 });
  });

  it("keeps the journal private to the server's user", async () => {
    await (await openOutbox()).add(submission("a"));
    expect((await stat(join(dir, journalFileName))).mode & 0o777).toBe(0o600);
  });

  it("writes concurrent submissions as whole lines, none lost", async () => {
    const outbox = await openOutbox();
    const ids = Array.from({ length: 200 }, (_, i) => `s${i}`);
    await Promise.all(ids.map((id) => outbox.add(submission(id))));
    const lines = (await journal()).trimEnd().split("\n");
    expect(lines).toHaveLength(200);
    expect(new Set(lines.map((line) => JSON.parse(line).id))).toEqual(new Set(ids));
    expect(outbox.count("pending")).toBe(200);
  });

  it("folds state changes in order: attempts count up and delivered is final", async () => {
    const outbox = await openOutbox();
    await outbox.add(submission("a"));
    await outbox.recordAttempt("a", {
      state: "pending",
      status: 503,
      error: "server",
      nextAttemptAt: 5_000,
      time: 1_000,
    });
    await outbox.recordAttempt("a", { state: "delivered", status: 201, time: 6_000 });
    await outbox.recordAttempt("a", { state: "pending", status: 500, nextAttemptAt: 9_000, time: 7_000 });
    const record = readJournal(dir).records.get("a");
    expect(record).toMatchObject({ state: "delivered", attempts: 2, lastStatus: 201 });
    expect(outbox.records.get("a")).toEqual(record);
  });

  it("survives a torn last line: the half entry is skipped, later ones are intact", async () => {
    const first = await openOutbox();
    await first.add(submission("before"));
    await first.close();
    opened.pop();
    await appendFile(join(dir, journalFileName), '{"v":1,"op":"add","id":"torn","kind":"newsl');

    const outbox = await openOutbox();
    expect([...outbox.records.keys()]).toEqual(["before"]);
    await outbox.add(submission("after"));
    const reread = readJournal(dir);
    expect([...reread.records.keys()]).toEqual(["before", "after"]);
    expect(reread.skipped).toBe(1);
    expect(outbox.skipped).toBe(1);
  });

  it("sees a re-queue appended by another process; a delivered submission cannot be re-queued", async () => {
    const outbox = await openOutbox();
    await outbox.add(submission("refused"));
    await outbox.add(submission("done"));
    await outbox.recordAttempt("refused", {
      state: "undeliverable",
      status: 422,
      error: "rejected",
      time: 1,
    });
    await outbox.recordAttempt("done", { state: "delivered", status: 200, time: 1 });
    appendJournal(dir, [
      { v: 1, op: "requeue", id: "refused", time: "2026-11-02T11:00:00.000Z", state: "pending" },
      { v: 1, op: "requeue", id: "done", time: "2026-11-02T11:00:00.000Z", state: "pending" },
    ]);
    await outbox.refresh();
    expect(outbox.records.get("refused")).toMatchObject({
      state: "pending",
      failures: 0,
      nextAttemptAt: Date.parse("2026-11-02T11:00:00.000Z"),
    });
    expect(outbox.records.get("done")!.state).toBe("delivered");
  });

  it("lists as due only pending submissions whose time has come, and not those being attempted", async () => {
    const outbox = await openOutbox();
    await outbox.add(submission("a"));
    await outbox.add(submission("b"));
    await outbox.add(submission("c"));
    const t0 = Date.parse("2026-11-02T10:00:00Z");
    await outbox.recordAttempt("b", { state: "pending", nextAttemptAt: t0 + 60_000, time: t0 });
    await outbox.recordAttempt("c", { state: "undeliverable", status: 400, time: t0 });
    outbox.inFlight.add("a");
    expect(outbox.due(t0 + 1).map((r) => r.id)).toEqual([]);
    outbox.inFlight.delete("a");
    expect(outbox.due(t0 + 1).map((r) => r.id)).toEqual(["a"]);
    expect(outbox.due(t0 + 60_000).map((r) => r.id)).toEqual(["a", "b"]);
  });

  it("keeps a claimed submission out of the due list until its claim is released", async () => {
    const outbox = await openOutbox();
    const t0 = Date.parse("2026-11-02T10:00:00Z");
    await outbox.add(submission("claimed"), { claim: true });
    await outbox.add(submission("free"));
    expect(outbox.due(t0).map((r) => r.id)).toEqual(["free"]);
    outbox.inFlight.delete("claimed");
    expect(outbox.due(t0).map((r) => r.id)).toEqual(["claimed", "free"]);
  });

  it("releases the claim when the submission could not be stored", async () => {
    const outbox = await openOutbox();
    await outbox.close();
    opened.pop();
    await expect(outbox.add(submission("lost"), { claim: true })).rejects.toThrow();
    expect(outbox.inFlight.has("lost")).toBe(false);
  });

  it("ignores lines that are not journal entries", async () => {
    await appendFile(join(dir, journalFileName), 'garbage\n{"v":2,"op":"add"}\n[]\n');
    const outbox = await openOutbox();
    expect(outbox.records.size).toBe(0);
    expect(outbox.skipped).toBe(3);
  });
});
