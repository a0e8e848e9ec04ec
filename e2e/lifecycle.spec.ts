import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { ports, startSite, startStub, stop, type Started } from "./support/processes";
import { uniqueEmail } from "./support/stub";

// Each test runs its own production server (and stub) from the one build, no browser.
test.describe.configure({ mode: "serial" });

const running: Started[] = [];
test.afterEach(async ({}, testInfo) => {
  for (const [i, started] of running.splice(0).entries()) {
    await stop(started, "SIGKILL");
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach(`process ${i} output`, { body: started.output(), contentType: "text/plain" });
  }
});

function post(port: number, email: string, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}/api/contact/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email }),
  });
}

async function receivedBy(stubPort: number, email: string) {
  const response = await fetch(`http://127.0.0.1:${stubPort}/__requests?email=${encodeURIComponent(email)}`);
  return (await response.json()) as { headers: Record<string, string> }[];
}

function journal(dir: string) {
  return readFileSync(join(dir, "outbox.jsonl"), "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as { op: string; id: string; state: string });
}

test("a submission stored while the agency API was down survives SIGKILL and arrives exactly once after restart", async () => {
  test.setTimeout(150_000);
  const { site: sitePort, stub: stubPort } = ports(11);
  const outbox = mkdtempSync(join(tmpdir(), "arcline-kill-"));
  const env = { OUTBOX_DIR: outbox, AGENCY_API_URL: `http://127.0.0.1:${stubPort}/api` };

  const first = await startSite(sitePort, env);
  running.push(first);
  const email = uniqueEmail();
  const answer = await post(sitePort, email);
  expect(answer.status).toBe(202);
  expect(await answer.json()).toEqual({ message: expect.stringMatching(/saved/) });
  expect(await stop(first, "SIGKILL")).toBe("SIGKILL");

  running.push(await startStub(stubPort));
  const second = await startSite(sitePort, env);
  running.push(second);
  const restarted = Date.now();
  await expect.poll(async () => (await receivedBy(stubPort, email)).length, { timeout: 60_000 }).toBe(1);
  expect(Date.now() - restarted).toBeLessThan(60_000);

  // And only once: a few more deliverer rounds send nothing again.
  await new Promise((done) => setTimeout(done, 4_000));
  const received = await receivedBy(stubPort, email);
  expect(received).toHaveLength(1);
  const entries = journal(outbox);
  const added = entries.find((entry) => entry.op === "add");
  expect(received[0]!.headers["idempotency-key"]).toBe(added!.id);
  expect(entries.filter((entry) => entry.state === "delivered")).toHaveLength(1);
  expect(await stop(second, "SIGTERM")).toBe(0);
});

test("SIGTERM: posts in flight finish, new posts get 503 while draining, the process exits 0", async () => {
  test.setTimeout(90_000);
  const { site: sitePort, stub: stubPort } = ports(12);
  const outbox = mkdtempSync(join(tmpdir(), "arcline-drain-"));
  running.push(await startStub(stubPort));
  const site = await startSite(sitePort, {
    OUTBOX_DIR: outbox,
    AGENCY_API_URL: `http://127.0.0.1:${stubPort}/api`,
  });
  running.push(site);

  const held = uniqueEmail("hold");
  const inFlight = post(sitePort, held);
  await expect.poll(async () => (await receivedBy(stubPort, held)).length).toBe(1);
  const exited = new Promise((done) => site.child.once("exit", (code) => done(code)));
  site.child.kill("SIGTERM");
  await new Promise((done) => setTimeout(done, 200));

  const refused = await post(sitePort, uniqueEmail());
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBeTruthy();
  const finished = await inFlight;
  expect(finished.status).toBe(200);
  expect(await finished.json()).toEqual({ message: "Stub received /api/contact/newsletter" });
  expect(await exited).toBe(0);
  expect(journal(outbox).map((entry) => entry.state)).toEqual(["pending", "delivered"]);
});

test("the rate limit keys on the real client address, and a forged X-Forwarded-For does not reset it", async () => {
  test.setTimeout(60_000);
  const { site: sitePort } = ports(13);
  const site = await startSite(sitePort, { OUTBOX_DIR: mkdtempSync(join(tmpdir(), "arcline-limit-")) });
  running.push(site);
  for (let i = 0; i < 5; i++) {
    const answer = await post(sitePort, uniqueEmail(), { "x-forwarded-for": `198.51.100.${i}` });
    expect(answer.status).toBe(202);
  }
  const limited = await post(sitePort, uniqueEmail(), { "x-forwarded-for": "203.0.113.250" });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await limited.json()).toEqual({ message: expect.any(String) });
});
