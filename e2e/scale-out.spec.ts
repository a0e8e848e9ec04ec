import { spawn } from "node:child_process";
import { TestPostgres } from "./support/postgres.mjs";
import { expect, test } from "./support/test";
import { deliveriesOf, signUp, storedLeads } from "./support/leads";
import { ports, startSite, startStub } from "./support/processes";
import type { Server } from "./support/server-process.mjs";
import { uniqueEmail } from "./support/stub";

// Several production servers of the one build on one PostgreSQL server, no browser.
test.describe.configure({ mode: "serial" });

let postgres: TestPostgres;
let databases = 0;
test.beforeAll(async () => {
  postgres = await TestPostgres.start();
});
test.afterAll(() => postgres?.destroy());

const running: Server[] = [];
test.afterEach(async ({}, testInfo) => {
  for (const [i, started] of running.splice(0).entries()) {
    await started.stop("SIGKILL");
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach(`process ${i} output`, { body: started.output(), contentType: "text/plain" });
  }
});

async function sharedStore() {
  databases += 1;
  const databaseUrl = await postgres.createDatabase(`scale${databases}`);
  return { databaseUrl, location: { engine: "postgresql" as const, databaseUrl, dataDir: "" } };
}

test("two instances on one PostgreSQL: posts to both while the API is down, one SIGKILLed and restarted: every 2xx lead arrives once", async () => {
  test.setTimeout(150_000);
  const a = ports(21);
  const b = ports(22);
  const stubPort = a.stub;
  const { databaseUrl, location } = await sharedStore();
  const settings = {
    DATABASE_URL: databaseUrl,
    AGENCY_API_URL: `http://127.0.0.1:${stubPort}/api`,
    UPSTREAM_TIMEOUT_MS: "2000",
    RATE_LIMIT_PER_MINUTE: "0",
  };
  const siteA = await startSite(a.site, settings);
  running.push(siteA, await startSite(b.site, settings));

  for (const port of [a.site, b.site]) {
    const page = await fetch(`http://127.0.0.1:${port}/pricing`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("$300");
  }

  const emails = Array.from({ length: 80 }, () => uniqueEmail());
  const answers = new Map<string, number | "no answer">();
  const toB = new Set<string>();
  const queue = [...emails];
  let killed: Promise<unknown> | undefined;
  const poster = (worker: number) => async () => {
    for (let email = queue.shift(); email; email = queue.shift()) {
      if (worker % 2) toB.add(email);
      answers.set(email, await signUp(worker % 2 ? b.site : a.site, email));
      if (answers.size === 30) killed ??= siteA.stop("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: 4 }, (_, worker) => poster(worker)()));
  expect(await killed).toBe("SIGKILL");
  const accepted = emails.filter((email) => answers.get(email) === 202);
  expect(accepted.length).toBeGreaterThanOrEqual(28);
  // B took every post sent to it, before and after A died; A's later posts found no one.
  expect([...toB].map((email) => answers.get(email))).toEqual(Array(toB.size).fill(202));
  expect([...answers.values()].every((status) => status === 202 || status === "no answer")).toBe(true);

  running.push(await startSite(a.site, settings));
  running.push(await startStub(stubPort));
  await expect
    .poll(() => deliveriesOf(stubPort, accepted), { timeout: 60_000 })
    .toEqual(Array(accepted.length).fill(1));
  await new Promise((done) => setTimeout(done, 4_000));
  expect(await deliveriesOf(stubPort, accepted)).toEqual(Array(accepted.length).fill(1));
  for (const count of await deliveriesOf(stubPort, emails)) expect(count).toBeLessThanOrEqual(1);

  // One store for both: every lead in it, answered or cut off by the kill, is delivered
  // (a lead A held when it died once its lease has run out), and none twice.
  await expect
    .poll(async () => (await storedLeads(location)).filter((lead) => lead.state !== "delivered").length, {
      timeout: 30_000,
    })
    .toBe(0);
  const stored = new Set((await storedLeads(location)).map((lead) => String(lead.payload?.email)));
  for (const email of accepted) expect(stored.has(email)).toBe(true);
  for (const count of await deliveriesOf(stubPort, emails)) expect(count).toBeLessThanOrEqual(1);
});

test("two instances on one PostgreSQL allow one client the rate limit once between them", async () => {
  test.setTimeout(60_000);
  const { databaseUrl } = await sharedStore();
  const [a, b] = [ports(23).site, ports(24).site];
  running.push(
    await startSite(a, { DATABASE_URL: databaseUrl }),
    await startSite(b, { DATABASE_URL: databaseUrl }),
  );
  const statuses = [];
  for (let i = 0; i < 8; i++) statuses.push(await signUp(i % 2 ? b : a, uniqueEmail()));
  expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
});

test("PostgreSQL stopped: a clear 503 and health unavailable, then posts and delivery resume when it is back", async () => {
  test.setTimeout(120_000);
  const { site: sitePort, stub: stubPort } = ports(25);
  const { databaseUrl, location } = await sharedStore();
  running.push(await startStub(stubPort));
  running.push(
    await startSite(sitePort, {
      DATABASE_URL: databaseUrl,
      AGENCY_API_URL: `http://127.0.0.1:${stubPort}/api`,
      RATE_LIMIT_PER_MINUTE: "0",
    }),
  );
  const health = async () => (await fetch(`http://127.0.0.1:${sitePort}/api/health`)).status;
  const before = uniqueEmail();
  expect(await signUp(sitePort, before)).toBe(200);

  postgres.stopServer();
  try {
    const during = uniqueEmail();
    const refused = await fetch(`http://127.0.0.1:${sitePort}/api/contact/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: during }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
    const text = await refused.text();
    expect(JSON.parse(text)).toEqual({ message: expect.stringMatching(/could not be saved/) });
    expect(text).not.toMatch(/ECONNREFUSED|5432|127\.0\.0\.1|postgres/i);
    await expect.poll(health, { timeout: 5_000 }).toBe(503);
    const body = await (await fetch(`http://127.0.0.1:${sitePort}/api/health`)).json();
    expect(body).toEqual({
      status: "unavailable",
      store: "unavailable",
      version: expect.any(String),
      upstream: "configured",
    });
    expect(await deliveriesOf(stubPort, [during])).toEqual([0]);
  } finally {
    postgres.startServer();
  }

  await expect.poll(health, { timeout: 10_000 }).toBe(200);
  const after = uniqueEmail("flaky");
  // The first attempt fails (503 from the stub): the lead waits in the store, then arrives.
  expect(await signUp(sitePort, after)).toBe(202);
  await expect.poll(() => deliveriesOf(stubPort, [before, after]), { timeout: 30_000 }).toEqual([1, 2]);
  const leads = await storedLeads(location);
  expect(leads.map((lead) => [lead.payload?.email, lead.state])).toEqual([
    [before, "delivered"],
    [after, "delivered"],
  ]);
});

test("a wrong setting stops the server with one clear line and no stack trace", async () => {
  const { site } = ports(26);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(site),
      SITE_URL: "not-a-url",
      AGENCY_API_URL: "ftp://x",
      DATABASE_URL: "mysql://user:secret@db/leads",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  expect(code).toBe(1);
  const lines = stderr.trim().split("\n");
  expect(lines).toEqual([
    "Invalid environment: AGENCY_API_URL must be an http(s) URL such as https://agency.example/api; SITE_URL must be an http(s) URL such as https://arcline.example; DATABASE_URL must be a postgres:// URL such as postgres://user@host/db",
  ]);
});
