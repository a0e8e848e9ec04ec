/**
 * @jest-environment node
 *
 * The operator's view of delivery: /api/health/delivery, the one alert per incident and the daily
 * report of held spam, on a real SQLite store (and PostgreSQL for two instances), with a real HTTP
 * receiver on 127.0.0.1 standing in for a Slack webhook.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GET } from "@/app/api/health/delivery/route";
import { readEnv } from "@/lib/env";
import { reportSpam, watchDelivery } from "@/lib/leads/alerts";
import { drainLeads } from "@/lib/leads/delivery-loop";
import { redirectLogs } from "@/lib/log";
import { closeStore } from "@/lib/leads/process-state";
import { LeadStore } from "@/lib/leads/store.mjs";
import type { SpamReason } from "@/lib/leads/types";
import { TestPostgres } from "@/e2e/support/postgres.mjs";
import { clearServerEnv } from "@/e2e/support/server-env";

let dir: string;
let receiver: Server;
let received: unknown[];
let answer: number;
let delayMs: number;
let webhook: string;
const opened: LeadStore[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (answer === 200) received.push({ type: request.headers["content-type"], body: JSON.parse(body) });
      setTimeout(() => response.writeHead(answer).end("ok"), delayMs);
    });
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  webhook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise((done) => receiver.close(done)));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "alerts-"));
  received = [];
  answer = 200;
  delayMs = 0;
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  clearServerEnv();
  await closeStore();
  await rm(dir, { recursive: true, force: true });
});

const config = (extra: Record<string, string> = {}) =>
  readEnv({
    DATA_DIR: dir,
    SITE_URL: "https://arcline.example",
    LEAD_ALERT_MINUTES: "30",
    ALERT_WEBHOOK_URL: webhook,
    AGENCY_API_URL: "http://127.0.0.1:9/api",
    ...extra,
  });

async function open() {
  const store = await LeadStore.open({ engine: "sqlite", dataDir: dir });
  opened.push(store);
  return store;
}

const minutes = (n: number) => n * 60_000;
const personal = { email: "ada@example.com", firstName: "Ada", message: "Call me on +1 307 555 0142" };

describe("watchDelivery", () => {
  it("alerts once when a lead waits too long, not again while it waits, and once when it is through", async () => {
    const store = await open();
    const now = store.now();
    await store.add({ id: "old", kind: "contact", payload: personal, now: now - minutes(31) });
    // Another message: the same one again would be held as a repeat.
    const payload = { ...personal, message: "Or mail me" };
    await store.add({ id: "new", kind: "contact", payload, now: now - minutes(1) });

    const health = await watchDelivery(store, config());
    expect(health).toMatchObject({ status: "delayed", pending: 2, undeliverable: 0, limitSeconds: 1800 });
    expect(health.oldestPendingSeconds).toBeGreaterThanOrEqual(31 * 60);
    await watchDelivery(store, config());
    expect(received).toEqual([
      {
        type: "application/json",
        body: {
          text:
            "Leads from https://arcline.example are not reaching the agency: 2 lead(s) are waiting for the agency API, " +
            "the oldest for 31 minutes. Details: https://arcline.example/api/health/delivery (with the CRON_SECRET bearer)",
        },
      },
    ]);
    expect(JSON.stringify(received)).not.toMatch(/ada|Ada|555/);

    for (const id of ["old", "new"]) {
      await store.claimDue({ owner: "o", now: store.now(), leaseMs: 20_000, limit: 2 });
      await store.record(id, "o", { state: "delivered", status: 200 }, store.now());
    }
    expect((await watchDelivery(store, config())).status).toBe("ok");
    await watchDelivery(store, config());
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ body: { text: expect.stringMatching(/reach the agency again/) } });
  });

  it("keeps quiet without AGENCY_API_URL: leads kept for staff are a set-up, not an outage", async () => {
    const store = await open();
    await store.add({ id: "kept", kind: "contact", payload: personal, now: store.now() - minutes(90) });
    const storeOnly = config({ AGENCY_API_URL: "" });
    const health = await watchDelivery(store, storeOnly);
    expect(health).toMatchObject({ status: "ok", delivery: "off", pending: 1, undeliverable: 0 });
    await watchDelivery(store, storeOnly);
    expect(received).toEqual([]);
  });

  it("alerts when the agency API refuses a lead, and says what staff can do", async () => {
    const store = await open();
    await store.add({ id: "x", kind: "newsletter", payload: { email: "x@example.com" }, now: store.now() });
    await store.claimDue({ owner: "o", now: store.now(), leaseMs: 20_000, limit: 1 });
    await store.record("x", "o", { state: "undeliverable", status: 422, error: "rejected" }, store.now());
    expect((await watchDelivery(store, config())).status).toBe("undeliverable");
    expect(received).toEqual([
      expect.objectContaining({
        body: { text: expect.stringMatching(/1 lead\(s\) were refused by the agency API and need staff/) },
      }),
    ]);
  });

  it("sends one alert for two instances on one store", async () => {
    const [a, b] = [await open(), await open()];
    await a.add({ id: "old", kind: "contact", payload: personal, now: a.now() - minutes(45) });
    await Promise.all([watchDelivery(a, config()), watchDelivery(b, config())]);
    await Promise.all([watchDelivery(a, config()), watchDelivery(b, config())]);
    expect(received).toHaveLength(1);
  });

  it("tries again at the next round when the receiver fails", async () => {
    const store = await open();
    await store.add({ id: "old", kind: "contact", payload: personal, now: store.now() - minutes(45) });
    answer = 500;
    await watchDelivery(store, config());
    expect(received).toEqual([]);
    answer = 200;
    await watchDelivery(store, config());
    expect(received).toHaveLength(1);
  });

  it("logs the incident once while a refused alert is sent again", async () => {
    const events: string[] = [];
    redirectLogs((line) => events.push(JSON.parse(line).event));
    try {
      const store = await open();
      await store.add({ id: "old", kind: "contact", payload: personal, now: store.now() - minutes(45) });
      answer = 500;
      await watchDelivery(store, config());
      await watchDelivery(store, config());
      answer = 200;
      await watchDelivery(store, config());
      await watchDelivery(store, config());
      expect(received).toHaveLength(1);
      expect(events).toEqual(["delivery.incident_opened", "delivery.alert_failed", "delivery.alert_failed"]);
    } finally {
      redirectLogs(undefined);
    }
  });

  it("sends each alert once to a receiver slower than the timeout", async () => {
    const store = await open();
    await store.add({ id: "old", kind: "contact", payload: personal, now: store.now() - minutes(45) });
    delayMs = 400;
    for (let round = 0; round < 3; round++) await watchDelivery(store, config(), { timeoutMs: 100 });
    expect(received).toHaveLength(1);
    await store.claimDue({ owner: "o", now: store.now(), leaseMs: 20_000, limit: 1 });
    await store.record("old", "o", { state: "delivered", status: 200 }, store.now());
    for (let round = 0; round < 3; round++) await watchDelivery(store, config(), { timeoutMs: 100 });
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ body: { text: expect.stringMatching(/reach the agency again/) } });
  });

  it("sends nothing without ALERT_WEBHOOK_URL", async () => {
    const store = await open();
    await store.add({ id: "old", kind: "contact", payload: personal, now: store.now() - minutes(45) });
    expect((await watchDelivery(store, config({ ALERT_WEBHOOK_URL: "" }))).status).toBe("delayed");
    expect(received).toEqual([]);
  });
});

const at = Date.UTC(2026, 10, 27, 9, 0);
const texts = () => (received as { body: { text: string } }[]).map((r) => r.body.text);
const hold = (store: LeadStore, id: string, spam: SpamReason[], now = at) =>
  store.add({ id, kind: "contact", payload: { ...personal, email: `${id}@example.com` }, now, spam });

describe("reportSpam", () => {
  const day = minutes(24 * 60);
  async function holdThree(store: LeadStore) {
    await hold(store, "a", ["too-fast"]);
    await hold(store, "b", ["too-fast", "throwaway-email"], at + minutes(5));
    await hold(store, "c", ["honeypot"], at + minutes(9));
    await store.add({ id: "lead", kind: "contact", payload: personal, now: at });
  }
  const report =
    "3 post(s) to https://arcline.example were held as spam since 27 Nov 2026 09:00 UTC: " +
    "too-fast 2, honeypot 1, throwaway-email 1. A real lead among them is lost unless it is released. " +
    "Review them, and release any real one: npm run leads -- list --state spam";

  // The store keeps time by Date.now: moved on, it stands for a check made later.
  let laterMs: number;
  beforeEach(() => {
    laterMs = 0;
    const now = Date.now.bind(Date);
    jest.spyOn(Date, "now").mockImplementation(() => now() + laterMs);
  });
  afterEach(() => jest.restoreAllMocks());

  it("reports the posts held once, by rule, with the command to review them and nothing personal", async () => {
    const store = await open();
    await holdThree(store);
    await reportSpam(store, config());
    await reportSpam(store, config());
    expect(texts()).toEqual([report]);
    expect(JSON.stringify(received)).not.toMatch(/@|Ada|555|Call me/);
  });

  it("sends nothing while no post was held since the last report, and one report a day at most", async () => {
    const store = await open();
    await store.add({ id: "lead", kind: "contact", payload: personal, now: at });
    await reportSpam(store, config());
    // One held this instant may still be committing elsewhere: it waits for the next check.
    await hold(store, "now", ["repeat"], store.now());
    await reportSpam(store, config());
    expect(received).toEqual([]);
    expect(await store.incidents.spamReport()).toEqual({ reportedAt: 0, reportedUntil: 0 });

    laterMs += minutes(2);
    await reportSpam(store, config());
    expect(texts()).toEqual([expect.stringMatching(/^1 post\(s\) .* held as spam since .*: repeat 1\. /)]);
    await hold(store, "next", ["honeypot"], store.now());
    laterMs += minutes(2);
    await reportSpam(store, config());
    expect(received).toHaveLength(1);

    laterMs += day;
    await reportSpam(store, config());
    expect(texts()[1]).toMatch(/^1 post\(s\) .* held as spam since .*: honeypot 1\. /);
  });

  it("gives a refused report back and sends it at a later check", async () => {
    const store = await open();
    await holdThree(store);
    answer = 500;
    await reportSpam(store, config());
    await reportSpam(store, config());
    expect(received).toEqual([]);
    answer = 200;
    await reportSpam(store, config());
    await reportSpam(store, config());
    expect(texts()).toEqual([report]);
  });

  it("sends one report to a receiver slower than the timeout", async () => {
    const store = await open();
    await holdThree(store);
    delayMs = 400;
    for (let check = 0; check < 3; check++) await reportSpam(store, config(), { timeoutMs: 100 });
    expect(texts()).toEqual([report]);
  });

  it("without ALERT_WEBHOOK_URL, logs counts and rules only, once", async () => {
    const lines: Record<string, unknown>[] = [];
    redirectLogs((line) => lines.push(JSON.parse(line)));
    try {
      const store = await open();
      await holdThree(store);
      await reportSpam(store, config({ ALERT_WEBHOOK_URL: "" }));
      await reportSpam(store, config({ ALERT_WEBHOOK_URL: "" }));
    } finally {
      redirectLogs(undefined);
    }
    expect(lines).toEqual([
      {
        time: expect.any(String),
        event: "spam.report",
        posts: 3,
        since: "2026-11-27T09:00:00.000Z",
        "too-fast": 2,
        honeypot: 1,
        "throwaway-email": 1,
      },
    ]);
    expect(received).toEqual([]);
  });

  it("purges held posts past the retention period only once they were reported", async () => {
    Object.assign(process.env, {
      DATA_DIR: dir,
      SITE_URL: "https://arcline.example",
      ALERT_WEBHOOK_URL: webhook,
    });
    const store = await open();
    await hold(store, "old", ["too-fast"], store.now() - 40 * day);
    answer = 500;
    expect(await drainLeads(0)).toMatchObject({ purged: 0 });
    expect((await store.get("old"))?.payload).toMatchObject({ email: "old@example.com" });
    answer = 200;
    expect(await drainLeads(0)).toMatchObject({ purged: 1 });
    expect(texts()).toEqual([expect.stringMatching(/^1 post\(s\) .*: too-fast 1\. /)]);
    expect(await store.get("old")).toMatchObject({ state: "spam", payload: null });
  });
});

describe("reportSpam with two instances on one PostgreSQL database", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await TestPostgres.start();
  }, 60_000);
  afterAll(() => postgres.destroy());

  it("sends one report", async () => {
    const location = {
      engine: "postgresql" as const,
      databaseUrl: await postgres.createDatabase("two"),
      dataDir: dir,
    };
    const [a, b] = [await LeadStore.open(location), await LeadStore.open(location)];
    opened.push(a, b);
    await hold(a, "x", ["link-markup"]);
    await hold(a, "y", ["content", "link-markup"]);
    delayMs = 200;
    for (let check = 0; check < 2; check++)
      await Promise.all([reportSpam(a, config()), reportSpam(b, config())]);
    expect(texts()).toEqual([
      expect.stringMatching(/^2 post\(s\) .* since 27 Nov 2026 09:00 UTC: link-markup 2, content 1\. /),
    ]);
  });
});

describe("GET /api/health/delivery", () => {
  const secret = "a-long-random-cron-secret";
  const health = (authorization?: string) =>
    GET(
      new Request("https://arcline.example/api/health/delivery", {
        headers: authorization ? { authorization } : {},
      }),
    );
  const operator = () => health(`Bearer ${secret}`);
  beforeEach(() => {
    Object.assign(process.env, { DATA_DIR: dir, LEAD_ALERT_MINUTES: "30", CRON_SECRET: secret });
  });

  it("is 200 with counts while leads flow, 503 once one waits too long, with no personal data", async () => {
    process.env.AGENCY_API_URL = "http://127.0.0.1:9/api";
    const ok = await operator();
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.json()).toEqual({
      status: "ok",
      delivery: "on",
      pending: 0,
      oldestPendingSeconds: null,
      undeliverable: 0,
      spam: 0,
      limitSeconds: 1800,
    });

    const store = await open();
    // Spam is held, never sent: counted apart, and never a delivery problem however old. It is
    // counted to the last full hour, so a sender cannot watch the count for its own post.
    for (const [id, age] of [
      ["spam", 120],
      ["just-caught", 0],
    ] as const)
      await store.add({
        id,
        kind: "contact",
        payload: personal,
        now: store.now() - minutes(age),
        spam: ["repeat"],
      });
    const held = await operator();
    expect(held.status).toBe(200);
    expect(await held.json()).toMatchObject({ status: "ok", pending: 0, spam: 1 });

    await store.add({ id: "old", kind: "contact", payload: personal, now: store.now() - minutes(40) });
    const late = await operator();
    expect(late.status).toBe(503);
    const text = await late.text();
    expect(JSON.parse(text)).toMatchObject({ status: "delayed", pending: 1, undeliverable: 0, spam: 1 });
    expect(text).not.toMatch(/ada|Ada|555/);
  });

  it("is 200 without AGENCY_API_URL, however long a lead is kept for staff", async () => {
    const store = await open();
    await store.add({ id: "kept", kind: "contact", payload: personal, now: store.now() - minutes(600) });
    const kept = await operator();
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ status: "ok", delivery: "off", pending: 1 });
  });

  it("answers nobody but the operator, so a sender cannot tell a held post from a lead by it", async () => {
    process.env.AGENCY_API_URL = "http://127.0.0.1:9/api";
    const store = await open();
    const answers = async () => {
      const bodies = [];
      for (const authorization of [undefined, `Bearer ${secret}x`, secret, "Basic abc"]) {
        const response = await health(authorization);
        bodies.push({ status: response.status, body: await response.text() });
      }
      return bodies;
    };
    const before = await answers();
    expect(before[0]?.status).toBe(401);
    expect(before[0]?.body).not.toMatch(/"status"|delivery|pending/);
    // A lead waiting past the limit makes the operator's answer 503; nobody else's answer moves.
    await store.add({ id: "lead", kind: "contact", payload: personal, now: store.now() - minutes(40) });
    await store.add({
      id: "held",
      kind: "contact",
      payload: personal,
      now: store.now() - minutes(120),
      spam: ["repeat"],
    });
    expect(await answers()).toEqual(before);
    const late = await operator();
    expect(late.status).toBe(503);
    expect(await late.json()).toMatchObject({ status: "delayed", pending: 1, spam: 1 });

    delete process.env.CRON_SECRET;
    const unset = await operator();
    expect(unset.status).toBe(404);
    expect(await unset.text()).not.toMatch(/delayed|delivery/);
  });
});
