/**
 * @jest-environment node
 *
 * Fault tests: the form handler and the drain against a real HTTP stub of the agency API on
 * 127.0.0.1 that misbehaves in each way an upstream can, and a real SQLite store. For each
 * fault: what the visitor is told, what the store holds, and that once the stub recovers
 * every lead reaches it exactly once. The drain is driven directly with a clock.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { createFormRoute } from "@/lib/forms/handler";
import { drain, leaseMs, OutcomeNotRecorded, retryDelay, retryPolicy } from "@/lib/leads/delivery";
import { attemptsInFlight, closeStore, openStore } from "@/lib/leads/process-state";
import { corpusFilter } from "@/lib/leads/spam";
import { readEnv } from "@/lib/env";
import { LeadStore, maxLeaseMs } from "@/lib/leads/store.mjs";
import type { Lead } from "@/lib/leads/types";
import { TestPostgres } from "@/e2e/support/postgres.mjs";
import { clearServerEnv } from "@/e2e/support/server-env";
import { okBehaviour, UpstreamStub, type Behaviour } from "@/e2e/support/upstream-stub.mjs";

jest.setTimeout(30_000);

// Short enough to keep the "no answer" case quick, long enough for a busy 2-core machine.
const timeoutMs = 1000;
const stub = new UpstreamStub();
let dir: string;
let clock: number;
const contact = createFormRoute("contact");

beforeAll(async () => {
  // As the server does at start: the spam filter's training is not timed as a post's.
  corpusFilter();
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
  dir = await mkdtemp(join(tmpdir(), "leads-faults-"));
  process.env.DATA_DIR = dir;
  process.env.AGENCY_API_URL = stub.url;
  clock = Date.now();
});

afterEach(async () => {
  await closeStore();
  await rm(dir, { recursive: true, force: true });
});

/** One drain as the loop or the cron endpoint runs it, at the test's clock. */
async function deliver(store?: LeadStore, owner = "drain") {
  // The process's own attempts in flight, as the delivery loop passes them.
  const attempting = attemptsInFlight();
  const settings = { owner, baseUrl: stub.url, timeoutMs, clock: () => clock, random: () => 0.5, attempting };
  return drain(store ?? (await openStore()), settings, { deadline: clock + 60_000 });
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

async function leads(store?: LeadStore) {
  const all: Lead[] = [];
  for await (const lead of (store ?? (await openStore())).each()) all.push(lead);
  return all;
}

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
  // A 2xx status line means the agency has the lead, whatever the body turns out to be.
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
  it("tells the visitor, keeps the store right, and delivers each lead exactly once after recovery", async () => {
    if (fault.down) await stub.stop();
    if (fault.behaviour) stub.behave = () => fault.behaviour!;

    const answers = [await submit(), await submit(), await submit()];
    for (const answer of answers) {
      expect(answer.status).toBe(fault.visitor);
      expect(JSON.parse(answer.text)).toEqual({ message: expect.stringMatching(/^Thank you!/) });
      expect(answer.text).not.toMatch(/127\.0\.0\.1|\/srv|Internal|maintenance|<p>|aaaa/);
    }
    const stored = await leads();
    expect(stored).toHaveLength(3);
    for (const lead of stored) {
      expect(lead).toMatchObject({
        state: fault.state,
        attempts: 1,
        lastStatus: fault.lastStatus,
        leaseOwner: null,
      });
      if (fault.lastError) expect(lead.lastError).toBe(fault.lastError);
      if (fault.behaviour && "headers" in fault.behaviour)
        expect(lead.nextAttemptAt - lead.receivedAt).toBeGreaterThanOrEqual(20_000);
    }

    if (fault.down) await stub.start();
    stub.behave = () => okBehaviour;
    clock += retryPolicy.firstDayCapMs;
    await deliver();
    await deliver();

    const after = await leads();
    expect(after.map((l) => [l.state, l.lastError])).toEqual(Array(3).fill(["delivered", null]));
    for (const lead of after) expect(stub.acceptedCount(lead.id)).toBe(1);
    const sent = stub.received.length;
    clock += retryPolicy.laterCapMs;
    await deliver();
    expect(stub.received).toHaveLength(sent);
  });
});

describe("drain", () => {
  it("sends nothing while no agency API is configured, then everything once it is", async () => {
    delete process.env.AGENCY_API_URL;
    const answers = await Promise.all(Array.from({ length: 12 }, submit));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(202));
    expect(stub.received).toHaveLength(0);
    process.env.AGENCY_API_URL = stub.url;
    clock = Date.now();
    expect(await deliver()).toEqual({ attempted: 12, delivered: 12, pending: 0, undeliverable: 0 });
    expect(stub.accepted.size).toBe(12);
    expect([...stub.accepted.values()].every((n) => n === 1)).toBe(true);
  });

  it("never posts one lead from two processes at once", async () => {
    delete process.env.AGENCY_API_URL;
    await Promise.all(Array.from({ length: 20 }, submit));
    clock = Date.now();
    stub.behave = () => ({ ...okBehaviour, delayMs: 50 });
    // A second connection to the same file, as a second server process has.
    const other = await LeadStore.open({ engine: "sqlite", dataDir: dir });
    try {
      const [a, b] = await Promise.all([deliver(undefined, "one"), deliver(other, "two")]);
      expect(a.delivered + b.delivered).toBe(20);
      expect(a.delivered).toBeGreaterThan(0);
      expect(b.delivered).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    expect(stub.received).toHaveLength(20);
    expect([...stub.accepted.values()]).toEqual(Array(20).fill(1));
  });

  it("goes on through a backlog while the API fails only now and then", async () => {
    await stub.stop();
    await Promise.all(Array.from({ length: 24 }, submit));
    await stub.start();
    // Every third request fails, as a flaky API does: no batch of four fails whole.
    let request = 0;
    stub.behave = () => ((request += 1) % 3 === 0 ? { status: 503, body: "busy" } : okBehaviour);
    clock += retryPolicy.firstDayCapMs;
    const summary = await deliver();
    expect(summary.attempted).toBeGreaterThanOrEqual(24);
    expect(summary.delivered).toBeGreaterThanOrEqual(16);
  });

  it("stops a round when a whole batch fails, leaving the rest due", async () => {
    await stub.stop();
    await Promise.all(Array.from({ length: 10 }, submit));
    clock += retryPolicy.firstDayCapMs;
    const summary = await deliver();
    expect(summary.attempted).toBeLessThanOrEqual(retryPolicy.concurrency);
    expect((await leads()).filter((l) => l.attempts === 2)).toHaveLength(summary.attempted);
    await stub.start();
  });

  it("gives every waiting lead its turn while the API is down, none starving the others", async () => {
    await stub.stop();
    await Promise.all(Array.from({ length: 12 }, submit));
    for (let round = 0; round < 6; round++) {
      clock += retryPolicy.firstDayCapMs;
      await deliver();
    }
    const attempts = (await leads()).map((l) => l.attempts);
    expect(Math.min(...attempts)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...attempts) - Math.min(...attempts)).toBeLessThanOrEqual(1);
    await stub.start();
  });

  it("leaves a refused lead undeliverable until it is re-queued, then delivers it", async () => {
    stub.behave = () => ({ status: 400, body: "bad" });
    expect((await submit()).status).toBe(202);
    stub.behave = () => okBehaviour;
    clock += retryPolicy.laterCapMs;
    await deliver();
    expect(stub.received).toHaveLength(1);
    const [lead] = await leads();
    expect(lead!.state).toBe("undeliverable");

    await (await openStore()).requeue([lead!.id], clock);
    await deliver();
    expect((await leads())[0]).toMatchObject({ state: "delivered", attempts: 2 });
    expect(stub.acceptedCount(lead!.id)).toBe(1);
  });

  it("marks a stored payload that no longer passes its schema undeliverable without sending it", async () => {
    const store = await openStore();
    await store.add({ id: "tampered", kind: "contact", payload: { email: "x" }, now: clock });
    await store.add({ id: "unknown-kind", kind: "careers", payload: { email: "a@b.co" }, now: clock });
    await deliver();
    expect((await leads()).map((l) => [l.id, l.state, l.lastError])).toEqual([
      ["tampered", "undeliverable", "invalid"],
      ["unknown-kind", "undeliverable", "invalid"],
    ]);
    expect(stub.received).toHaveLength(0);
  });

  it("never posts a lead twice at once when the clock steps forward during its attempt", async () => {
    // A slow API: the visitor's first attempt is still in flight when the clock jumps an hour.
    stub.behave = () => ({ ...okBehaviour, delayMs: 700 });
    const answered = submit();
    await new Promise((done) => setTimeout(done, 300));
    expect(stub.requests).toBe(1);
    clock = Date.now() + 60 * 60_000;
    // Its lease looks run out now, but this process is still posting it.
    await deliver();
    expect((await answered).status).toBe(200);
    expect(stub.requests).toBe(1);
    expect((await leads()).map((lead) => [lead.state, lead.attempts])).toEqual([["delivered", 1]]);
  });

  it("neither stalls nor bursts when the clock is stepped a day either way", async () => {
    await stub.stop();
    try {
      await Promise.all(Array.from({ length: 8 }, submit));
      const attempts = async () => (await leads()).map((l) => l.attempts);
      /** Attempts per lead over `seconds` of one-second ticks. */
      const over = async (seconds: number) => {
        const before = await attempts();
        for (let second = 0; second < seconds; second++) {
          clock += 1_000;
          await deliver();
        }
        return (await attempts()).map((n, i) => n - before[i]!);
      };
      const steady = await over(120);
      for (const step of [-24 * 60 * 60_000, 2 * 24 * 60 * 60_000]) {
        clock += step;
        // Every lead is tried again within the longest first-day wait, as without a step...
        expect(Math.min(...(await over(31)))).toBeGreaterThanOrEqual(1);
        // ...and no faster than before it, give or take the one attempt the step brought forward.
        const after = await over(120);
        for (const [i, n] of after.entries()) expect(n).toBeLessThanOrEqual(steady[i]! + 1);
      }
    } finally {
      await stub.start();
    }
  });
});

describe("when the store fails mid-delivery (PostgreSQL stopped)", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await TestPostgres.start();
  });
  afterAll(() => postgres.destroy());

  it("attempts the lead again with the same Idempotency-Key once its lease has run out", async () => {
    const store = await LeadStore.open({ engine: "postgresql", databaseUrl: postgres.url(), dataDir: dir });
    try {
      await store.add({
        id: "lead-1",
        kind: "newsletter",
        payload: { email: "ada@example.com" },
        now: clock,
      });
      let stopped = false;
      stub.behave = () => {
        if (!stopped) {
          stopped = true;
          postgres.stopServer();
        }
        return okBehaviour;
      };
      await expect(deliver(store)).rejects.toBeInstanceOf(OutcomeNotRecorded);
      expect(stub.acceptedCount("lead-1")).toBe(1);

      postgres.startServer();
      expect(await deliver(store)).toMatchObject({ attempted: 0 });
      clock += leaseMs(timeoutMs);
      expect(await deliver(store)).toMatchObject({ attempted: 1, delivered: 1 });
      expect(stub.received.map((r) => r.key)).toEqual(["lead-1", "lead-1"]);
      expect(await store.get("lead-1")).toMatchObject({ state: "delivered" });
    } finally {
      await store.close();
    }
  });
});

describe("leases", () => {
  it("never run longer than the store allows for when it looks for leases from before a clock step", () => {
    const longest = () => readEnv({ UPSTREAM_TIMEOUT_MS: "60001" });
    expect(longest).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(leaseMs(readEnv({ UPSTREAM_TIMEOUT_MS: "60000" }).UPSTREAM_TIMEOUT_MS)).toBe(maxLeaseMs);
  });
});

describe("retry timing", () => {
  it("doubles from 2 s with jitter", () => {
    expect(retryDelay(1, 0, undefined, 0)).toBe(1_000);
    expect(retryDelay(1, 0, undefined, 1)).toBe(2_000);
    expect(retryDelay(3, 0, undefined, 1)).toBe(8_000);
    expect(retryDelay(3, 0, undefined, 0)).toBe(4_000);
  });

  it("waits at most 30 s during the first day, so a recovered API gets every lead within a minute", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: retryPolicy.firstDayMs - 1 }),
        fc.option(fc.integer({ min: 0, max: 10 * 24 * 3_600_000 }), { nil: undefined }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (failures, age, retryAfter, random) => {
          const wait = retryDelay(failures, age, retryAfter, random);
          // The wait, plus one attempt that times out, plus the loop's one-second tick.
          expect(wait + 8_000 + 1_000).toBeLessThan(60_000);
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
