/**
 * @jest-environment node
 *
 * Fault tests: the form handler and the deliverer against a real HTTP stub of the agency API
 * on 127.0.0.1 that misbehaves in each way an upstream can. For each fault: what the visitor
 * is told, what the outbox holds, and that once the stub recovers every submission reaches
 * it exactly once. The deliverer is driven directly with a clock, not by its timers.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { createFormRoute } from "@/lib/forms/handler";
import { Deliverer, attemptDelivery, retryDelay, retryPolicy } from "@/lib/outbox/deliverer";
import { readJournal } from "@/lib/outbox/journal.mjs";
import { outboxAt } from "@/lib/outbox/outbox";
import { clearServerEnv } from "@/lib/testing/server-env";
import { okBehaviour, UpstreamStub, type Behaviour } from "@/lib/testing/upstream-stub";

// Short enough to keep the "no answer" case quick, long enough for a busy 2-core machine.
const timeoutMs = 1000;
const stub = new UpstreamStub();
let dir: string;
let clock: number;
const contact = createFormRoute("contact");

beforeAll(async () => {
  await stub.start();
  Object.assign(process.env, {
    SITE_URL: "https://arcline.example",
    UPSTREAM_TIMEOUT_MS: String(timeoutMs),
    RATE_LIMIT_PER_MINUTE: "0",
  });
});

afterAll(async () => {
  clearServerEnv();
  await stub.stop();
});

beforeEach(async () => {
  stub.reset();
  dir = await mkdtemp(join(tmpdir(), "outbox-faults-"));
  process.env.OUTBOX_DIR = dir;
  process.env.AGENCY_API_URL = stub.url;
  clock = Date.now();
});

afterEach(async () => {
  await (await outboxAt(dir)).close();
  await rm(dir, { recursive: true, force: true });
});

function deliverer() {
  return new Deliverer({
    outbox: () => outboxAt(dir),
    settings: () => ({ baseUrl: process.env.AGENCY_API_URL, timeoutMs }),
    clock: () => clock,
    random: () => 0.5,
  });
}

let counter = 0;
async function submit() {
  counter += 1;
  const response = await contact.POST(
    new Request("https://arcline.example/api/contact/post", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://arcline.example" },
      body: JSON.stringify({
        firstName: "Ada",
        lastName: "Lovelace",
        email: `lead${counter}@example.com`,
        phoneNumber: "+1 307 555 0142",
        message: "Hello",
      }),
    }),
  );
  return { status: response.status, text: await response.text() };
}

const records = () => [...readJournal(dir).records.values()];
const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, "a");

type Fault = {
  name: string;
  behaviour?: Behaviour;
  down?: true;
  visitor: 200 | 202;
  state: "pending" | "delivered";
  lastStatus: number | null;
  lastError?: string;
};

const faults: Fault[] = [
  {
    name: "connection refused",
    down: true,
    visitor: 202,
    state: "pending",
    lastStatus: null,
    lastError: "network",
  },
  {
    name: "no answer within the timeout",
    behaviour: { hang: true },
    visitor: 202,
    state: "pending",
    lastStatus: null,
    lastError: "timeout",
  },
  {
    name: "500",
    behaviour: { status: 500, body: "Internal error at /srv/api" },
    visitor: 202,
    state: "pending",
    lastStatus: 500,
  },
  {
    name: "503",
    behaviour: { status: 503, body: "maintenance" },
    visitor: 202,
    state: "pending",
    lastStatus: 503,
  },
  {
    name: "429 with Retry-After",
    behaviour: { status: 429, headers: { "Retry-After": "20" } },
    visitor: 202,
    state: "pending",
    lastStatus: 429,
  },
  {
    name: "connection reset before the answer",
    behaviour: { reset: "before-answer" },
    visitor: 202,
    state: "pending",
    lastStatus: null,
    lastError: "network",
  },
  {
    name: "10 MB body with a 500",
    behaviour: { status: 500, body: tenMegabytes },
    visitor: 202,
    state: "pending",
    lastStatus: 500,
  },
  // A 2xx status line means the agency has the submission, whatever the body turns out to be.
  {
    name: "200 with HTML",
    behaviour: { status: 200, body: "<!doctype html><p>ok</p>" },
    visitor: 200,
    state: "delivered",
    lastStatus: 200,
  },
  {
    name: "200 with truncated JSON",
    behaviour: { status: 200, body: '{"message": "Thank' },
    visitor: 200,
    state: "delivered",
    lastStatus: 200,
  },
  {
    name: "200 with a 10 MB body",
    behaviour: { status: 200, body: tenMegabytes },
    visitor: 200,
    state: "delivered",
    lastStatus: 200,
  },
  {
    name: "200, then the connection reset mid-body",
    behaviour: { reset: "mid-body", status: 200 },
    visitor: 200,
    state: "delivered",
    lastStatus: 200,
  },
];

describe.each(faults)("when the agency API fails with: $name", (fault) => {
  it("tells the visitor, keeps the outbox right, and delivers each submission exactly once after recovery", async () => {
    if (fault.down) await stub.stop();
    if (fault.behaviour) stub.behave = () => fault.behaviour!;

    const answers = [await submit(), await submit(), await submit()];
    for (const answer of answers) {
      expect(answer.status).toBe(fault.visitor);
      expect(JSON.parse(answer.text)).toEqual({ message: expect.stringMatching(/^Thank you!/) });
      expect(answer.text).not.toMatch(/127\.0\.0\.1|\/srv|Internal|maintenance|<p>|aaaa/);
    }
    expect(records()).toHaveLength(3);
    for (const record of records()) {
      expect(record).toMatchObject({ state: fault.state, attempts: 1, lastStatus: fault.lastStatus });
      if (fault.lastError) expect(record.lastError).toBe(fault.lastError);
    }
    if (fault.behaviour && "headers" in fault.behaviour) {
      for (const record of records())
        expect(record.nextAttemptAt - Date.parse(record.updatedAt)).toBeGreaterThanOrEqual(20_000);
    }

    if (fault.down) await stub.start();
    stub.behave = () => okBehaviour;
    clock += retryPolicy.firstDayCapMs;
    const run = deliverer();
    await run.runOnce();
    await run.runOnce();

    expect(records().map((r) => [r.state, r.lastError])).toEqual(Array(3).fill(["delivered", null]));
    for (const record of records()) expect(stub.acceptedCount(record.id)).toBe(1);
    const sent = stub.received.length;
    clock += retryPolicy.laterCapMs;
    await run.runOnce();
    expect(stub.received).toHaveLength(sent);
  });
});

describe("deliverer", () => {
  it("sends nothing while no agency API is configured, then everything once it is", async () => {
    delete process.env.AGENCY_API_URL;
    const answers = await Promise.all(Array.from({ length: 12 }, submit));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(202));
    clock = Date.now();
    const run = deliverer();
    expect(await run.runOnce()).toEqual({ attempted: 0, delivered: 0 });
    process.env.AGENCY_API_URL = stub.url;
    expect(await run.runOnce()).toEqual({ attempted: 12, delivered: 12 });
    expect(stub.accepted.size).toBe(12);
    expect([...stub.accepted.values()].every((n) => n === 1)).toBe(true);
  });

  it("never runs two attempts for one submission at once", async () => {
    await stub.stop();
    await submit();
    await stub.start();
    stub.behave = () => ({ ...okBehaviour, delayMs: 100 });
    clock += retryPolicy.firstDayCapMs;
    const outbox = await outboxAt(dir);
    const [record] = outbox.due(clock);
    const [a, b, c] = await Promise.all([
      deliverer().runOnce(),
      deliverer().runOnce(),
      attemptDelivery(outbox, record!, { baseUrl: stub.url, timeoutMs, clock: () => clock }),
    ]);
    expect(a.attempted + b.attempted + (c.outcome === "skipped" ? 0 : 1)).toBe(1);
    expect(stub.received).toHaveLength(1);
  });

  it("stops a round at the first transient failure, leaving the rest due", async () => {
    await stub.stop();
    await Promise.all(Array.from({ length: 10 }, submit));
    clock += retryPolicy.firstDayCapMs;
    const summary = await deliverer().runOnce();
    expect(summary.attempted).toBeLessThanOrEqual(retryPolicy.concurrency);
    expect(records().filter((r) => r.attempts === 2)).toHaveLength(summary.attempted);
    await stub.start();
  });

  it("leaves a refused submission undeliverable until it is re-queued, then delivers it", async () => {
    stub.behave = () => ({ status: 400, body: "bad" });
    expect((await submit()).status).toBe(202);
    stub.behave = () => okBehaviour;
    clock += retryPolicy.laterCapMs;
    const run = deliverer();
    await run.runOnce();
    expect(stub.received).toHaveLength(1);
    const [record] = records();
    expect(record!.state).toBe("undeliverable");

    const { appendJournal } = await import("@/lib/outbox/journal.mjs");
    appendJournal(dir, [
      { v: 1, op: "requeue", id: record!.id, time: new Date(clock).toISOString(), state: "pending" },
    ]);
    await run.runOnce();
    expect(records()[0]).toMatchObject({ state: "delivered", attempts: 2 });
    expect(stub.acceptedCount(record!.id)).toBe(1);
  });

  it("marks a stored payload that no longer passes its schema undeliverable without sending it", async () => {
    const outbox = await outboxAt(dir);
    await outbox.add({ id: "tampered", kind: "contact", payload: { email: "x" }, time: new Date(clock) });
    await outbox.add({
      id: "unknown-kind",
      kind: "careers",
      payload: { email: "a@b.co" },
      time: new Date(clock),
    });
    await deliverer().runOnce();
    expect(records().map((r) => [r.id, r.state, r.lastError])).toEqual([
      ["tampered", "undeliverable", "invalid"],
      ["unknown-kind", "undeliverable", "invalid"],
    ]);
    expect(stub.received).toHaveLength(0);
  });
});

describe("retry timing", () => {
  it("doubles from 2 s with jitter", () => {
    expect(retryDelay(1, 0, undefined, 0)).toBe(1_000);
    expect(retryDelay(1, 0, undefined, 1)).toBe(2_000);
    expect(retryDelay(3, 0, undefined, 1)).toBe(8_000);
    expect(retryDelay(3, 0, undefined, 0)).toBe(4_000);
  });

  it("waits at most 30 s during the first day, so a recovered API gets every submission within a minute", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: retryPolicy.firstDayMs - 1 }),
        fc.option(fc.integer({ min: 0, max: 10 * 24 * 3_600_000 }), { nil: undefined }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (failures, age, retryAfter, random) => {
          const wait = retryDelay(failures, age, retryAfter, random);
          // The wait, plus one attempt that times out, plus one tick.
          expect(wait + 8_000 + retryPolicy.tickMs).toBeLessThan(60_000);
          expect(wait).toBeGreaterThanOrEqual(Math.min(retryPolicy.firstDayCapMs, retryAfter ?? 0));
          expect(wait).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("slows to at most 15 minutes after the first day and honours Retry-After up to that", () => {
    const day = retryPolicy.firstDayMs;
    expect(retryDelay(50, day, undefined, 1)).toBe(15 * 60_000);
    expect(retryDelay(1, day, 120_000, 0)).toBe(120_000);
    expect(retryDelay(1, 0, 120_000, 0)).toBe(30_000);
  });
});
