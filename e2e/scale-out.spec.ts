import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { ports, startSite, startStub, stop, type Started } from "./support/processes";
import { uniqueEmail } from "./support/stub";

test.describe.configure({ mode: "serial" });

const running: Started[] = [];
test.afterEach(async () => {
  for (const started of running.splice(0)) await stop(started, "SIGKILL");
});

test("two instances of one build both take posts; nothing is lost or delivered twice", async () => {
  test.setTimeout(150_000);
  const a = ports(21);
  const b = ports(22);
  const stubPort = a.stub;
  const upstream = { AGENCY_API_URL: `http://127.0.0.1:${stubPort}/api`, RATE_LIMIT_PER_MINUTE: "0" };
  const outboxes = [mkdtempSync(join(tmpdir(), "arcline-a-")), mkdtempSync(join(tmpdir(), "arcline-b-"))];
  running.push(await startSite(a.site, { ...upstream, OUTBOX_DIR: outboxes[0]! }));
  running.push(await startSite(b.site, { ...upstream, OUTBOX_DIR: outboxes[1]! }));

  for (const port of [a.site, b.site]) {
    const page = await fetch(`http://127.0.0.1:${port}/pricing`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("$300");
  }

  // Half the posts arrive while the agency API is down, half after it is back.
  const emails = Array.from({ length: 24 }, () => uniqueEmail());
  const post = (index: number) =>
    fetch(`http://127.0.0.1:${index % 2 ? b.site : a.site}/api/contact/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: emails[index] }),
    });
  const early = await Promise.all(emails.slice(0, 12).map((_, i) => post(i)));
  expect(early.map((r) => r.status)).toEqual(Array(12).fill(202));

  running.push(await startStub(stubPort));
  const late = await Promise.all(emails.slice(12).map((_, i) => post(i + 12)));
  for (const response of late) expect([200, 202]).toContain(response.status);

  const deliveries = async () => {
    const all = (await (await fetch(`http://127.0.0.1:${stubPort}/__requests`)).json()) as {
      body: { email: string };
    }[];
    return emails.map((email) => all.filter((record) => record.body.email === email).length);
  };
  await expect.poll(deliveries, { timeout: 60_000 }).toEqual(Array(24).fill(1));
  await new Promise((done) => setTimeout(done, 3_000));
  expect(await deliveries()).toEqual(Array(24).fill(1));

  // Each instance kept its own outbox and stored exactly the posts it answered.
  const added = outboxes.map(
    (dir) =>
      readFileSync(join(dir, "outbox.jsonl"), "utf8")
        .trimEnd()
        .split("\n")
        .filter((line) => JSON.parse(line).op === "add").length,
  );
  expect(added).toEqual([12, 12]);
});

test("a wrong setting stops the server with one clear line and no stack trace", async () => {
  const { site } = ports(23);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(site),
      SITE_URL: "not-a-url",
      AGENCY_API_URL: "ftp://x",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  expect(code).toBe(1);
  const lines = stderr.trim().split("\n");
  expect(lines).toEqual([
    "Invalid environment: AGENCY_API_URL must be an http(s) URL such as https://agency.example/api; SITE_URL must be an http(s) URL such as https://arcline.example",
  ]);
});
