#!/usr/bin/env node
// Load test of the form endpoints on loopback: the production server (`npm start`) with a
// fresh outbox, a stub of the agency API that fails part of the time, and autocannon posting
// valid, distinct submissions from many connections for a bounded time. Then the server is
// stopped with SIGTERM (it drains) and the outbox is read back.
//
// Prints requests/s, p99 latency and the loss: answers that told a visitor their submission
// was received (200/202) minus the submissions the outbox holds as delivered or pending.
// Exits non-zero when anything was lost or delivered twice.
//
// The rate limit (5 posts a minute per client) would throttle one load generator, so the
// server runs with RATE_LIMIT_PER_MINUTE=0 for this run only.
//
//   npm run load                       (builds first if there is no build)
//   LOAD_DURATION=30 LOAD_CONNECTIONS=50 LOAD_FAIL_RATE=0.5 npm run load
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { readJournal } from "../lib/outbox/journal.mjs";

const root = join(import.meta.dirname, "..");
const sitePort = Number(process.env.LOAD_PORT ?? 3402);
const stubPort = Number(process.env.LOAD_STUB_PORT ?? 4402);
const duration = Number(process.env.LOAD_DURATION ?? 15);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 32);
const failRate = Number(process.env.LOAD_FAIL_RATE ?? 0.3);

if (!existsSync(join(root, ".next", "BUILD_ID"))) {
  console.log("No production build yet: running next build");
  const build = spawnSync(process.execPath, [join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(1);
}

// The agency API stand-in: 503 for a share of requests, otherwise 200 (some of them slow).
const accepted = new Map();
let upstreamRequests = 0;
let upstreamFailures = 0;
const stub = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    upstreamRequests += 1;
    const key = String(req.headers["idempotency-key"] ?? "");
    if (Math.random() < failRate) {
      upstreamFailures += 1;
      res.writeHead(503, { "Content-Type": "application/json" }).end('{"message":"busy"}');
      return;
    }
    setTimeout(
      () => {
        accepted.set(key, (accepted.get(key) ?? 0) + 1);
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"message":"Received"}');
      },
      Math.random() < 0.1 ? 300 : 0,
    );
  });
});
await new Promise((done) => stub.listen(stubPort, "127.0.0.1", done));

const outbox = mkdtempSync(join(tmpdir(), "arcline-load-"));
const site = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
  cwd: root,
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    HOST: "127.0.0.1",
    PORT: String(sitePort),
    AGENCY_API_URL: `http://127.0.0.1:${stubPort}/api`,
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    OUTBOX_DIR: outbox,
    RATE_LIMIT_PER_MINUTE: "0",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const exited = new Promise((done) => site.once("exit", (code, signal) => done(code ?? signal)));
await waitFor(`http://127.0.0.1:${sitePort}/images/logo.svg`);

let sequence = 0;
const kinds = [
  ["/api/contact/newsletter", (n) => ({ email: `load.${n}@example.com` })],
  ["/api/contact/contact-back", (n) => ({ email: `back.${n}@example.com` })],
  [
    "/api/contact/post",
    (n) => ({
      firstName: "Load",
      lastName: `Tester ${n}`,
      email: `contact.${n}@example.com`,
      phoneNumber: "+1 307 555 0100",
      subject: "UI/UX",
      message: `Submission number ${n} of the load test.`,
    }),
  ],
];

console.log(
  `Posting for ${duration} s from ${connections} connections; the agency API stub fails ${Math.round(failRate * 100)}% of requests.`,
);
const result = await autocannon({
  url: `http://127.0.0.1:${sitePort}`,
  connections,
  duration,
  timeout: 15,
  requests: [
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      setupRequest: (request) => {
        sequence += 1;
        const [path, body] = kinds[sequence % kinds.length];
        return { ...request, path, body: JSON.stringify(body(sequence)) };
      },
    },
  ],
});

site.kill("SIGTERM");
const exitCode = await Promise.race([
  exited,
  new Promise((done) => setTimeout(() => done("timeout"), 30_000)),
]);
if (exitCode === "timeout") site.kill("SIGKILL");
stub.close();

const { records, skipped } = readJournal(outbox);
const states = { pending: 0, delivered: 0, undeliverable: 0 };
for (const record of records.values()) states[record.state] += 1;
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
);
const told = (statuses[200] ?? 0) + (statuses[202] ?? 0);
// More stored than told happens (a client gave up waiting); fewer is a lost lead.
const lost = Math.max(0, told - states.delivered - states.pending);
const twice = [...accepted.values()].filter((count) => count > 1).length;
const deliveredButUnknown = [...records.values()].filter(
  (r) => r.state === "delivered" && accepted.get(r.id) !== 1,
).length;

console.log(`
requests/s (mean)    ${result.requests.average.toFixed(0)}
latency p50 / p99    ${result.latency.p50} ms / ${result.latency.p99} ms
answers              ${JSON.stringify(statuses)}  errors ${result.errors}  timeouts ${result.timeouts}
told "received"      ${told}  (200 + 202)
outbox               ${records.size} stored: ${states.delivered} delivered, ${states.pending} pending, ${states.undeliverable} undeliverable, ${skipped} unreadable lines
agency API stub      ${upstreamRequests} requests, ${upstreamFailures} answered 503, ${accepted.size} submissions accepted
delivered twice      ${twice}
server exit code     ${exitCode}
LOSS                 ${lost}`);

rmSync(outbox, { recursive: true, force: true });
const ok =
  lost === 0 &&
  states.delivered >= (statuses[200] ?? 0) &&
  twice === 0 &&
  deliveredButUnknown === 0 &&
  skipped === 0 &&
  told > 0;
if (!ok) console.error("FAILED: a submission was lost or delivered twice");
process.exit(ok ? 0 : 1);

async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  site.kill("SIGKILL");
  throw new Error(`${url} did not come up`);
}
