/**
 * @jest-environment node
 *
 * The operator's view of delivery: /api/health/delivery and the one alert per incident, on a
 * real SQLite store, with a real HTTP receiver on 127.0.0.1 standing in for a Slack webhook.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GET } from "@/app/api/health/delivery/route";
import { readEnv } from "@/lib/env";
import { watchDelivery } from "@/lib/leads/alerts";
import { redirectLogs } from "@/lib/log";
import { closeStore } from "@/lib/leads/process";
import { LeadStore } from "@/lib/leads/store.mjs";
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
    await store.add({ id: "new", kind: "contact", payload: personal, now: now - minutes(1) });

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
            "the oldest for 31 minutes. Details: https://arcline.example/api/health/delivery",
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

  it("shows anyone else no count, so a sender cannot tell a held post from a lead", async () => {
    process.env.AGENCY_API_URL = "http://127.0.0.1:9/api";
    const store = await open();
    const answers = async () => {
      const bodies = [];
      for (const authorization of [undefined, `Bearer ${secret}x`, secret, "Basic abc"]) {
        const response = await health(authorization);
        bodies.push({ status: response.status, body: await response.json() });
      }
      return bodies;
    };
    const before = await answers();
    expect(before[0]).toEqual({ status: 200, body: { status: "ok", delivery: "on" } });
    await store.add({ id: "lead", kind: "contact", payload: personal, now: store.now() - minutes(40) });
    await store.add({
      id: "held",
      kind: "contact",
      payload: personal,
      now: store.now() - minutes(120),
      spam: ["repeat"],
    });
    const after = await answers();
    expect(after).toEqual(after.map(() => ({ status: 503, body: { status: "delayed", delivery: "on" } })));
    expect(await (await operator()).json()).toMatchObject({ pending: 1, spam: 1 });

    delete process.env.CRON_SECRET;
    const unset = await operator();
    expect(unset.status).toBe(503);
    expect(await unset.json()).toEqual({ status: "delayed", delivery: "on" });
  });
});
