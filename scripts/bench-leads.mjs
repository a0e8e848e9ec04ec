#!/usr/bin/env node
// @ts-check
// Benchmark of the lead store on this machine, for each engine (SQLite, and PostgreSQL on a
// throwaway server with fsync on), against the production build:
//
// - load: autocannon posts valid, distinct leads to the three form endpoints from many
//   connections while a stub of the agency API fails a share of its requests; then the
//   server is stopped with SIGTERM and the store read back. Prints posts/s and p99, and
//   fails when a lead answered 200/202 is missing or one was delivered twice.
// - start-up: the store is filled with 10k, 100k and 1M leads, then the server is started
//   and timed until /api/health answers 200 (store open and writable); RSS is read after.
//
//   npm run bench:leads
//   npm run bench:leads -- --engines sqlite --sizes 10000,1000000 --duration 30 --runs 5
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "kysely";
import { startServer } from "../e2e/support/server-process.mjs";
import { UpstreamStub } from "../e2e/support/upstream-stub.mjs";
import { LeadStore } from "../lib/leads/staff.mjs";
import { TestPostgres } from "../e2e/support/postgres.mjs";

const { values: options } = parseArgs({
  options: {
    engines: { type: "string", default: "sqlite,postgresql" },
    sizes: { type: "string", default: "10000,100000,1000000" },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "32" },
    "fail-rate": { type: "string", default: "0.3" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "3402" },
  },
});
const engines = /** @type {import("../lib/leads/types").Engine[]} */ (options.engines.split(","));
const sizes = options.sizes.split(",").filter(Boolean).map(Number);
const duration = Number(options.duration);
const connections = Number(options.connections);
const failRate = Number(options["fail-rate"]);
const runs = Number(options.runs);
const sitePort = Number(options.port);
const stubPort = sitePort + 1000;
const root = join(import.meta.dirname, "..");

if (!existsSync(join(root, ".next", "standalone", "server.js"))) {
  console.log("No production build yet: running npm run build");
  if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
}

/** @type {TestPostgres | undefined} */
let postgres;
let databases = 0;
const cleanup = /** @type {(() => void)[]} */ ([]);
process.on("exit", () => cleanup.forEach((fn) => fn()));

/** A fresh, empty store of the engine. @param {import("../lib/leads/types").Engine} engine */
async function freshStore(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), "arcline-bench-"));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (engine === "sqlite") return { location: { engine, dataDir }, env: { DATA_DIR: dataDir } };
  postgres ??= await TestPostgres.start({ durable: true });
  databases += 1;
  const databaseUrl = await postgres.createDatabase(`bench${databases}`);
  return {
    location: { engine, databaseUrl, dataDir },
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  };
}

/** The site as `npm start` runs it; `ready` is the milliseconds until /api/health answers 200. @param {Record<string, string | undefined>} env */
function startSite(env) {
  return startServer([join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { HOST: "127.0.0.1", PORT: String(sitePort), SITE_URL: `http://127.0.0.1:${sitePort}`, ...env },
    url: `http://127.0.0.1:${sitePort}/api/health`,
    answers: (status) => status === 200,
    timeoutMs: 600_000,
    pollMs: 20,
  });
}

/** @param {number} pid */
function rssMegabytes(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return kb / 1024;
}

/** @param {import("../lib/leads/types").Engine} engine */
async function load(engine) {
  const { location, env } = await freshStore(engine);
  const stub = new UpstreamStub({ port: stubPort, record: false });
  stub.behave = () =>
    Math.random() < failRate
      ? { status: 503, body: '{"message":"busy"}' }
      : { status: 200, body: '{"message":"Received"}', delayMs: Math.random() < 0.1 ? 300 : 0 };
  await stub.start();
  const site = startSite({
    ...env,
    AGENCY_API_URL: `http://127.0.0.1:${stubPort}/api`,
    RATE_LIMIT_PER_MINUTE: "0",
  });
  await site.ready;

  let sequence = 0;
  /** @type {[string, (n: number) => object][]} */
  const kinds = [
    ["/api/contact/newsletter", (n) => ({ email: `load.${n}@example.com` })],
    ["/api/contact/contact-back", (n) => ({ email: `back.${n}@example.com` })],
    [
      "/api/contact/post",
      (n) => ({
        // A lead as visitors write one: a post that reads like a test is spam to the filter.
        firstName: "Ada",
        lastName: "Lovelace",
        email: `contact.${n}@example.com`,
        phoneNumber: "+1 307 555 0100",
        subject: "UI/UX",
        message: `A brief for a new website and brand, with a budget and a date. Brief ${n}.`,
      }),
    ],
  ];
  const result = await autocannon({
    url: `http://127.0.0.1:${sitePort}`,
    connections,
    duration,
    timeout: 15,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (/** @type {object} */ request) => {
          sequence += 1;
          const [path, body] = /** @type {[string, (n: number) => object]} */ (
            kinds[sequence % kinds.length]
          );
          return { ...request, path, body: JSON.stringify(body(sequence)) };
        },
      },
    ],
  });
  const exitCode = await site.stop("SIGTERM", 30_000);
  await stub.stop();

  const store = await LeadStore.open(location);
  const counts = await store.counts();
  let deliveredUnknown = 0;
  for await (const lead of store.each({ state: "delivered" }))
    if (stub.acceptedCount(lead.id) !== 1) deliveredUnknown += 1;
  await store.close();
  /** @type {Record<string, number>} */
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count = 0 }]) => [code, count]),
  );
  const told = (statuses[200] ?? 0) + (statuses[202] ?? 0);
  // More stored than told happens (a client gave up waiting); fewer is a lost lead.
  const lost = Math.max(0, told - counts.delivered - counts.pending);
  const twice = [...stub.accepted.values()].filter((count) => count > 1).length;
  return {
    engine,
    postsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
    told,
    counts,
    upstreamRequests: stub.requests,
    twice,
    deliveredUnknown,
    lost,
    exitCode,
  };
}

/**
 * Fills a store with `n` leads, 100k a statement: mostly delivered within the retention
 * period, one in a hundred refused, one in a thousand waiting.
 * @param {LeadStore} store @param {import("../lib/leads/types").Engine} engine
 * @param {number} n
 */
async function seed(store, engine, n) {
  for (let from = 1; from <= n; from += 100_000)
    await seedRange(store, engine === "postgresql", from, Math.min(n, from + 99_999));
}

/** @param {LeadStore} store @param {boolean} pg @param {number} from @param {number} to */
async function seedRange(store, pg, from, to) {
  const now = Date.now();
  const day = 24 * 60 * 60_000;
  const json = pg ? "json_build_object" : "json_object";
  const text = pg ? "::text" : "";
  const series = pg
    ? sql`generate_series(${from}::int, ${to}::int) as g(i)`
    : sql`(with recursive s(i) as (select ${from} union all select i + 1 from s where i < ${to}) select i from s) as g`;
  await sql`
    insert into leads (id, kind, payload, email, state, attempts, failures, received_at, since,
      scheduled_at, next_attempt_at, updated_at, last_status, delivered_at)
    select 'seed-' || i, 'contact',
      ${sql.raw(json)}('firstName', 'Seed', 'lastName', 'Lead ' || i, 'email', 'seed.' || i || '@example.com',
        'phoneNumber', '+1 307 555 0100', 'subject', 'UI/UX',
        'message', 'A brief for a new website and brand, with a budget and a date. Lead ' || i)${sql.raw(text)},
      'seed.' || i || '@example.com',
      case when i % 1000 = 0 then 'pending' when i % 100 = 0 then 'undeliverable' else 'delivered' end,
      1, case when i % 1000 = 0 then 1 else 0 end,
      cast(${now} as bigint) - (i % 20) * ${day}, cast(${now} as bigint) - (i % 20) * ${day}, cast(${now} as bigint), cast(${now + day} as bigint),
      cast(${now} as bigint) - (i % 20) * ${day},
      case when i % 100 = 0 then 422 else 200 end,
      case when i % 100 = 0 then null else cast(${now} as bigint) - (i % 20) * ${day} end
    from ${series}`.execute(store.db);
}

/** @param {import("../lib/leads/types").Engine} engine @param {number} size */
async function startup(engine, size) {
  const { location, env } = await freshStore(engine);
  const store = await LeadStore.open(location);
  await seed(store, engine, size);
  await store.close();
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const site = startSite(env);
    const ms = await site.ready;
    await new Promise((done) => setTimeout(done, 1_000));
    samples.push({ ms, rss: rssMegabytes(/** @type {number} */ (site.child.pid)) });
    await site.stop();
  }
  const median = (/** @type {number[]} */ values) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { engine, size, ms: median(samples.map((s) => s.ms)), rss: median(samples.map((s) => s.rss)) };
}

let ok = true;
const loads = [];
for (const engine of engines) {
  console.error(
    `load: ${engine}, ${duration} s from ${connections} connections, the API failing ${failRate * 100}%`,
  );
  loads.push(await load(engine));
}
const startups = [];
for (const engine of engines) {
  for (const size of sizes) {
    console.error(`start-up: ${engine} with ${size} stored leads`);
    startups.push(await startup(engine, size));
  }
}
postgres?.destroy();

console.log(
  `\nLoad: ${duration} s, ${connections} connections, agency API failing ${failRate * 100}% of requests`,
);
console.log(
  "| engine | posts/s | p50 ms | p99 ms | answered 200/202 | stored: delivered + pending | lost | delivered twice |",
);
console.log("|---|---|---|---|---|---|---|---|");
for (const l of loads) {
  console.log(
    `| ${l.engine} | ${l.postsPerSecond} | ${l.p50} | ${l.p99} | ${l.told} | ${l.counts.delivered} + ${l.counts.pending} | ${l.lost} | ${l.twice} |`,
  );
  if (
    l.lost > 0 ||
    l.twice > 0 ||
    l.deliveredUnknown > 0 ||
    l.told === 0 ||
    l.errors > 0 ||
    l.exitCode !== 0
  ) {
    ok = false;
    console.error(`FAILED on ${l.engine}: ${JSON.stringify(l)}`);
  }
}
console.log(`\nStart-up (spawn to /api/health 200) and RSS, median of ${runs}`);
console.log("| engine | stored leads | start-up ms | RSS MB |");
console.log("|---|---|---|---|");
for (const s of startups)
  console.log(`| ${s.engine} | ${s.size} | ${Math.round(s.ms)} | ${s.rss.toFixed(1)} |`);
for (const engine of engines) {
  const mine = startups.filter((s) => s.engine === engine);
  const [small, large] = [mine[0], mine.at(-1)];
  if (!small || !large || small === large) continue;
  const within = large.ms <= small.ms * 1.2 && large.rss - small.rss <= 30;
  console.log(
    `${engine}: ${large.size} vs ${small.size} leads: start-up ${((large.ms / small.ms - 1) * 100).toFixed(0)}%, RSS ${(large.rss - small.rss).toFixed(1)} MB (goal: within 20% and 30 MB) ${within ? "met" : "NOT MET"}`,
  );
}
process.exit(ok ? 0 : 1);
