#!/usr/bin/env node
// `npm run perf`: Lighthouse (mobile preset) over every route of the site, each run followed by
// a run of the floor (perf/floor, the smallest Next site) so machine noise hits both alike;
// then the median of each figure per route, checked against perf/budgets.mjs.
//
// Steps: build the site (`npm run build`) and the floor (installing the floor's dependencies
// when missing), start both on loopback (the site with `npm start`, as it is deployed; the
// floor with `next start`), install lighthouse@13.5.0 into a cache dir when missing,
// read the route list from the site, measure, print the table and the missed budgets.
//
// Environment (all optional):
//   PERF_RUNS=5           runs per route (and as many floor runs beside them)
//   PERF_ROUTES=/,/about  measure these paths instead of every route of the site
//   PERF_SKIP_BUILD=1     reuse the existing builds (.next and perf/floor/.next)
//   PERF_TIMEOUT_MIN=150  stop measuring after this many minutes (exit 3)
//   PERF_SITE_PORT=3510 PERF_FLOOR_PORT=3511 PERF_CHROME_PORT=3512   loopback ports
//   PERF_OUT=reports/perf where the reports, logs and summary go
//   LH_DIR                where lighthouse is installed (default ~/.cache/arcline-perf/lighthouse-13.5.0)
//   CHROME_PATH           the Chromium binary (default /usr/bin/chromium)
// Exit status: 0 every budget met; 1 a budget missed or a route could not be measured;
// 2 a setup step failed (install, build, server, ports); 3 the time limit was reached.
import { spawn } from "node:child_process";
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { homedir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startServer as startServerProcess } from "../e2e/support/server-process.mjs";
import { KB, budgets, budgetsAgainstFloor, floorAgainstItself, scriptBudgetBytes } from "./budgets.mjs";
import { measureRoutes, swiperChunks, table } from "./bundle-size.mjs";
import { discoverRoutes, get } from "./routes.mjs";
import { STALL_AFTER_LOAD_MS, medians, metrics } from "./lh-metrics.mjs";

const LH_VERSION = "13.5.0";
const perfDir = dirname(fileURLToPath(import.meta.url));
const siteDir = dirname(perfDir);
const floorDir = join(perfDir, "floor");

class SetupError extends Error {}

function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^[1-9][0-9]*$/.test(raw)) throw new SetupError(`${name} must be a positive integer, not "${raw}"`);
  return Number(raw);
}

function readConfig() {
  return {
    runs: positive("PERF_RUNS", 5),
    sitePort: positive("PERF_SITE_PORT", 3510),
    floorPort: positive("PERF_FLOOR_PORT", 3511),
    chromePort: positive("PERF_CHROME_PORT", 3512),
    timeoutMs: positive("PERF_TIMEOUT_MIN", 150) * 60_000,
    build: process.env.PERF_SKIP_BUILD !== "1",
    routes: process.env.PERF_ROUTES?.split(",")
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => (p.startsWith("/") ? p : `/${p}`)),
    lhDir:
      process.env.LH_DIR ||
      join(
        process.env.XDG_CACHE_HOME || join(homedir(), ".cache"),
        "arcline-perf",
        `lighthouse-${LH_VERSION}`,
      ),
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    outDir: process.env.PERF_OUT || join(siteDir, "reports", "perf"),
  };
}

let config;
try {
  config = readConfig();
} catch (error) {
  console.error(`npm run perf: ${error.message}`);
  process.exit(2);
}
const startedAt = Date.now();
const deadline = startedAt + config.timeoutMs;

// Chromium as root in a container with no outside network (the flags of the shared runner),
// plus --hide-scrollbars, which keeps two effects of the test browser's overlay scrollbars out
// of the figures: the stall of the first frame (firstFrameStalled in perf/lh-metrics.mjs), and
// the fade-out of a scrollable page's scrollbar after load, which had the browser draw, and
// Lighthouse take a screenshot of, about 20 frames in 300 ms while the page hydrates (22
// screenshots in a trace of /pricing; 1-2 with the flag; the floor's page does not scroll).
// It changes no layout (the mobile preset's scrollbars are overlays: same page size and element
// boxes with and without it) and applies to the site and the floor alike.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
  "--hide-scrollbars",
];

const log = (line) => console.log(line);
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

// ---------------------------------------------------------------- child processes

/** Process groups this script started (each child runs detached, as the leader of its group). */
const groups = new Map();

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

process.on("exit", () => {
  for (const pid of groups.keys()) killGroup(pid, "SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => {
    console.error(`\n# ${signal}: stopping the servers and the browser`);
    process.exit(130);
  });

/** Runs a command to completion with its output in a log file; rejects on failure or timeout. */
function run(name, command, args, { cwd = siteDir, env = {}, timeoutMs, logFile }) {
  return new Promise((resolve, reject) => {
    const fd = openSync(logFile, "a");
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", fd, fd],
      detached: true,
    });
    closeSync(fd);
    if (child.pid) groups.set(child.pid, name);
    const timer = setTimeout(() => {
      killGroup(child.pid, "SIGKILL");
      reject(new Error(`${name} took longer than ${Math.round(timeoutMs / 1000)} s (log: ${logFile})`));
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      groups.delete(child.pid);
      reject(new Error(`${name} could not start: ${error.message}`));
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      groups.delete(child.pid);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`}; log: ${logFile})`));
    });
  });
}

const tail = (file, lines = 25) =>
  existsSync(file) ? readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n") : "";

async function setupStep(name, logFile, fn) {
  const t0 = Date.now();
  process.stdout.write(`# ${name} ... `);
  try {
    await fn();
  } catch (error) {
    log("failed");
    if (logFile) console.error(tail(logFile));
    throw new SetupError(error.message);
  }
  log(`done (${Math.round((Date.now() - t0) / 1000)} s)`);
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

const nextBin = (dir) => join(dir, "node_modules", "next", "dist", "bin", "next");

/** The command that serves a production build of each project. */
const startCommand = {
  site: () => [join(siteDir, "scripts", "start.mjs")],
  floor: (port) => [nextBin(floorDir), "start", "-H", "127.0.0.1", "-p", String(port)],
};
/** The steps of each build (the site's are those of `npm run build`) and what they leave. */
const builds = {
  site: {
    // npm's own CLI, which runs `npm run perf` (npm_execpath).
    steps: [[process.env.npm_execpath ?? "npm", "run", "build"]],
    output: join(siteDir, ".next", "standalone", "server.js"),
  },
  floor: { steps: [[nextBin(floorDir), "build"]], output: join(floorDir, ".next", "BUILD_ID") },
};

/** Starts a production server on loopback, resolved once it answers its home page. */
async function startServer(name, dir, port, env) {
  const logFile = join(config.outDir, `${name}-server.log`);
  const fd = openSync(logFile, "w");
  const base = `http://127.0.0.1:${port}`;
  const server = startServerProcess(startCommand[name](port), {
    cwd: dir,
    env: { NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    url: `${base}/`,
    timeoutMs: 60_000,
    pollMs: 300,
    group: true,
    logFd: fd,
  });
  closeSync(fd);
  groups.set(server.child.pid, `${name} server`);
  void server.exited.then(() => groups.delete(server.child.pid));
  try {
    await server.ready;
  } catch {
    throw new SetupError(`the ${name} server did not answer ${base}/:\n${tail(logFile)}`);
  }
  return { base, pid: server.child.pid, stop: () => server.stop() };
}

// ---------------------------------------------------------------- setup

async function ensureLighthouse() {
  const pkg = join(config.lhDir, "node_modules", "lighthouse", "package.json");
  const installed = existsSync(pkg) ? JSON.parse(readFileSync(pkg, "utf8")).version : null;
  if (installed !== LH_VERSION) {
    const logFile = join(config.outDir, "lighthouse-install.log");
    await setupStep(`installing lighthouse@${LH_VERSION} into ${config.lhDir}`, logFile, async () => {
      mkdirSync(config.lhDir, { recursive: true });
      const manifest = join(config.lhDir, "package.json");
      if (!existsSync(manifest)) writeFileSync(manifest, '{ "name": "lh-harness", "private": true }\n');
      // lighthouse 13 declares node >= 22.19 but runs on Node 20; unpinned, npm would pick 12.x.
      await run(
        "npm install lighthouse",
        "npm",
        ["install", "--no-audit", "--no-fund", `lighthouse@${LH_VERSION}`],
        {
          cwd: config.lhDir,
          timeoutMs: 10 * 60_000,
          logFile,
        },
      );
    });
  }
  const version = JSON.parse(readFileSync(pkg, "utf8")).version;
  if (version !== LH_VERSION)
    throw new SetupError(`${config.lhDir} holds lighthouse ${version}, not ${LH_VERSION}`);
  const launcherDir = join(config.lhDir, "node_modules", "chrome-launcher");
  const launcherMain = JSON.parse(readFileSync(join(launcherDir, "package.json"), "utf8")).main;
  const { launch } = await import(pathToFileURL(join(launcherDir, launcherMain)).href);
  return { cli: join(config.lhDir, "node_modules", "lighthouse", "cli", "index.js"), launch };
}

async function setup() {
  mkdirSync(config.outDir, { recursive: true });
  rmSync(join(config.outDir, "lh"), { recursive: true, force: true });
  mkdirSync(join(config.outDir, "lh"), { recursive: true });
  for (const f of ["runs.jsonl", "summary.json", "table.txt"])
    rmSync(join(config.outDir, f), { force: true });

  if (!existsSync(config.chromePath))
    throw new SetupError(`no Chromium at ${config.chromePath} (set CHROME_PATH)`);
  for (const [name, port] of [
    ["PERF_SITE_PORT", config.sitePort],
    ["PERF_FLOOR_PORT", config.floorPort],
    ["PERF_CHROME_PORT", config.chromePort],
  ])
    if (!(await portFree(port))) throw new SetupError(`port ${port} is in use: set ${name} to a free one`);

  if (!existsSync(join(floorDir, "node_modules", "next", "package.json"))) {
    const logFile = join(config.outDir, "floor-install.log");
    await setupStep("installing the floor's dependencies (perf/floor/node_modules)", logFile, () =>
      run("npm ci (floor)", "npm", ["ci", "--no-audit", "--no-fund"], {
        cwd: floorDir,
        timeoutMs: 10 * 60_000,
        logFile,
      }),
    );
  }
  const lighthouse = await ensureLighthouse();

  for (const [name, dir] of [
    ["site", siteDir],
    ["floor", floorDir],
  ]) {
    const built = existsSync(builds[name].output);
    if (config.build || !built) {
      const logFile = join(config.outDir, `${name}-build.log`);
      rmSync(logFile, { force: true });
      await setupStep(`building the ${name}`, logFile, async () => {
        for (const args of builds[name].steps)
          await run(`build (${name})`, process.execPath, args, { cwd: dir, timeoutMs: 10 * 60_000, logFile });
      });
    } else log(`# reusing the ${name} build in ${relative(siteDir, join(dir, ".next")) || ".next"}`);
  }

  let site;
  let floor;
  await setupStep("starting the site (npm start) and the floor (next start)", null, async () => {
    const siteBase = `http://127.0.0.1:${config.sitePort}`;
    // The site's canonical URLs and sitemap name the origin it is served from, as in production.
    site = await startServer("site", siteDir, config.sitePort, { SITE_URL: siteBase });
    floor = await startServer("floor", floorDir, config.floorPort, {});
  });
  return { lighthouse, site, floor };
}

// ---------------------------------------------------------------- measuring

async function waitForFreePort(port, ms) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 200)))
    if (await portFree(port)) return true;
  return false;
}

async function lighthouseRun({ cli, launch }, url, file) {
  const remaining = deadline - Date.now();
  if (remaining < 10_000) throw new Error("no time left");
  rmSync(file, { force: true });
  // A Chrome killed a moment ago can hold its debugging port for a while; chrome-launcher
  // would take it for a running browser and Lighthouse would fail to connect.
  if (!(await waitForFreePort(config.chromePort, 20_000)))
    throw new Error(`port ${config.chromePort} (PERF_CHROME_PORT) is still taken`);
  const chrome = await launch({
    chromePath: config.chromePath,
    chromeFlags: CHROME_FLAGS,
    port: config.chromePort,
    logLevel: "silent",
    handleSIGINT: false,
  });
  if (!chrome.pid) throw new Error(`another Chrome answered on port ${config.chromePort} (PERF_CHROME_PORT)`);
  groups.set(chrome.pid, "chromium");
  try {
    await run(
      "lighthouse",
      process.execPath,
      [
        cli,
        url,
        `--port=${config.chromePort}`,
        "--quiet",
        "--output=json",
        `--output-path=${file}`,
        "--only-categories=performance,accessibility,best-practices,seo",
      ],
      { timeoutMs: Math.min(180_000, remaining), logFile: `${file}.log` },
    );
    return metrics(file);
  } finally {
    try {
      await chrome.kill();
    } catch {
      killGroup(chrome.pid, "SIGKILL");
    }
    killGroup(chrome.pid, "SIGKILL");
    groups.delete(chrome.pid);
    await waitForFreePort(config.chromePort, 20_000);
  }
}

const slug = (path) => (path === "/" ? "home" : path.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, ""));

async function measure(lighthouse, site, floor, routes) {
  const measurements = [];
  const failures = [];
  const total = routes.length * config.runs * 2;
  let done = 0;
  let timedOut = false;
  const runsFile = join(config.outDir, "runs.jsonl");

  const once = async (target, base, path, route, i) => {
    done += 1;
    const file = join(config.outDir, "lh", `${target}-${slug(route)}-${i}.json`);
    const t0 = Date.now();
    for (let attempt = 1; attempt <= 2; attempt++) {
      if (Date.now() > deadline - 10_000) {
        timedOut = true;
        return;
      }
      try {
        const m = await lighthouseRun(lighthouse, `${base}${path}`, file);
        const row = { target, route, run: i, ...m };
        measurements.push(row);
        appendFileSync(runsFile, `${JSON.stringify(row)}\n`);
        log(
          `[${String(done).padStart(String(total).length)}/${total}] ${target.padEnd(5)} ${route} #${i}: ` +
            `perf ${m.perf} LCP ${Math.round(m.lcp)} ms TBT ${Math.round(m.tbt)} ms ` +
            `(${Math.round((Date.now() - t0) / 1000)} s, ${elapsed()} in)` +
            (m.stalledFirstFrame
              ? ` first frame shown long after load (${Math.round(m.observedFcp)} ms, load ${Math.round(m.observedLoad)} ms)`
              : ""),
        );
        return;
      } catch (error) {
        const message = `${target} ${route} run ${i}, attempt ${attempt}: ${error.message}`;
        console.error(`# ${message}`);
        if (attempt === 2) failures.push(message);
      }
    }
  };

  for (let i = 1; i <= config.runs && !timedOut; i++)
    for (const route of routes) {
      if (timedOut) break;
      // Site route, then the floor: any slowdown of the machine hits both.
      await once("site", site.base, route, route, i);
      await once("floor", floor.base, "/", route, i);
    }
  return { measurements, failures, timedOut };
}

// ---------------------------------------------------------------- report

const kb = (bytes) => (bytes == null ? "-" : (bytes / KB).toFixed(1));
const ms = (v) => (v == null ? "-" : String(Math.round(v)));
const num = (v) => (v == null ? "-" : String(Math.round(v)));

function checkRoute(route, s, f, { swiperFiles, carouselRoutes }) {
  const misses = [];
  const score = (name, value, budget) => {
    if (value == null || value < budget) misses.push(`${name} ${value ?? "?"} < ${budget}`);
  };
  score("accessibility", s.a11y, budgets.accessibility);
  score("best-practices", s.bp, budgets.bestPractices);
  score("SEO", s.seo, budgets.seo);
  if (s.cls == null || s.cls > budgets.cls) misses.push(`CLS ${s.cls?.toFixed(3)} > ${budgets.cls}`);
  const carousel = carouselRoutes.has(route);
  const scriptBudget =
    carousel || f?.scriptBytes == null
      ? scriptBudgetBytes({ carousel })
      : f.scriptBytes + budgets.scriptKBAboveFloor * KB;
  if (s.scriptBytes == null || s.scriptBytes > scriptBudget)
    misses.push(
      `script ${kb(s.scriptBytes)} KB > ${kb(scriptBudget)} KB (+${kb(s.scriptBytes - scriptBudget)} KB)`,
    );
  if (!carousel) {
    const fetched = s.scripts.filter((url) => swiperFiles.has(basename(new URL(url).pathname)));
    if (fetched.length)
      misses.push(`fetches swiper's code (${fetched.map((u) => basename(new URL(u).pathname)).join(", ")})`);
  }
  if (route === "/" && (s.bytes == null || s.bytes > budgets.homeTotalKB * KB))
    misses.push(
      `total ${kb(s.bytes)} KB > ${budgets.homeTotalKB} KB (+${kb(s.bytes - budgets.homeTotalKB * KB)} KB)`,
    );
  if (s.perf == null || s.lcp == null || s.tbt == null) misses.push("no performance score, LCP or TBT");
  else if (f) {
    misses.push(...budgetsAgainstFloor(s, f));
  } else misses.push("no floor runs to compare with");
  return misses;
}

function report({ routes, source }, { measurements, failures, timedOut }, build) {
  const of = (target, route) => measurements.filter((m) => m.target === target && m.route === route);
  const rows = [
    [
      "route",
      "perf",
      "a11y",
      "bp",
      "seo",
      "LCPms",
      "CLS",
      "TBTms",
      "scriptKB",
      "totalKB",
      "floor perf",
      "floor LCPms",
      "floor TBTms",
      "floor scriptKB",
      "floor totalKB",
      "runs",
      "verdict",
    ],
  ];
  const missed = [];
  const summary = [];
  for (const route of routes) {
    const siteRuns = of("site", route);
    const floorRuns = of("floor", route);
    if (!siteRuns.length) {
      rows.push([route, ...Array(14).fill("-"), "0", "NOT MEASURED"]);
      missed.push([route, ["not measured"]]);
      continue;
    }
    const s = medians(siteRuns);
    const f = floorRuns.length ? medians(floorRuns) : null;
    const misses = checkRoute(route, s, f, build);
    if (siteRuns.length < config.runs)
      misses.push(`only ${siteRuns.length} of ${config.runs} runs succeeded`);
    if (misses.length) missed.push([route, misses, s.failedAudits]);
    summary.push({ route, site: s, floor: f, misses });
    rows.push([
      route,
      num(s.perf),
      num(s.a11y),
      num(s.bp),
      num(s.seo),
      ms(s.lcp),
      s.cls == null ? "-" : s.cls.toFixed(3),
      ms(s.tbt),
      kb(s.scriptBytes),
      kb(s.bytes),
      num(f?.perf),
      ms(f?.lcp),
      ms(f?.tbt),
      kb(f?.scriptBytes),
      kb(f?.bytes),
      `${siteRuns.length}+${floorRuns.length}`,
      misses.length ? "MISS" : "ok",
    ]);
  }
  const allFloor = measurements.filter((m) => m.target === "floor");
  const floorAll = allFloor.length ? medians(allFloor) : null;
  const first = measurements[0];
  const lines = [
    "",
    `Lighthouse ${first?.lighthouse ?? LH_VERSION}, ${first?.formFactor ?? "mobile"} preset; median of ${config.runs} runs per route, ` +
      `each run followed by a run of the floor (perf/floor); 1 KB = 1000 bytes transferred. Routes from ${source}.`,
    table(rows),
  ];
  if (floorAll)
    lines.push(
      `floor over all ${allFloor.length} runs: perf ${num(floorAll.perf)}, LCP ${ms(floorAll.lcp)} ms, TBT ${ms(floorAll.tbt)} ms, ` +
        `script ${kb(floorAll.scriptBytes)} KB, total ${kb(floorAll.bytes)} KB`,
    );
  lines.push("perf per run: " + summary.map((r) => `${r.route}=${r.site.perfRuns.join("/")}`).join(" "));
  if (floorAll) lines.push(`floor perf per run: ${floorAll.perfRuns.join("/")}`);
  const siteStalled = summary.filter((r) => r.site.stalledRuns);
  const siteRuns = summary.reduce((n, r) => n + r.site.runs, 0);
  lines.push(
    `first frame shown over ${STALL_AFTER_LOAD_MS} ms after the load event (a stall of headless Chromium, see perf/lh-metrics.mjs): ` +
      `site ${siteStalled.reduce((n, r) => n + r.site.stalledRuns, 0)} of ${siteRuns} runs, ` +
      `floor ${floorAll?.stalledRuns ?? 0} of ${allFloor.length}` +
      (siteStalled.length
        ? ` (${siteStalled.map((r) => `${r.route} ${r.site.stalledRuns}`).join(", ")})`
        : ""),
  );
  const selfCheck = floorAgainstItself(
    summary.filter((r) => r.floor).map((r) => ({ route: r.route, floor: r.floor })),
  );
  if (selfCheck.length)
    lines.push(
      `the floor against itself (its runs beside each route against those beside the next): ` +
        `${selfCheck.filter((c) => c.misses.length).length} of ${selfCheck.length} would miss a budget` +
        (selfCheck.some((c) => c.misses.length)
          ? ` (${selfCheck
              .filter((c) => c.misses.length)
              .map((c) => `${c.route}: ${c.misses.map((m) => m.split(" ")[0]).join(", ")}`)
              .join("; ")})`
          : ""),
    );
  lines.push("");
  if (missed.length) {
    lines.push(`Budgets missed on ${missed.length} of ${routes.length} routes:`);
    for (const [route, misses, audits] of missed) {
      lines.push(`  ${route}: ${misses.join("; ")}`);
      if (audits?.length) lines.push(`    audits below full marks: ${audits.join(", ")}`);
    }
  } else lines.push(`Every budget met on all ${routes.length} routes.`);
  if (failures.length)
    lines.push(`Lighthouse runs that failed (${failures.length}):`, ...failures.map((f) => `  ${f}`));
  if (timedOut)
    lines.push(`Stopped at the time limit (PERF_TIMEOUT_MIN): the figures above are from the runs done.`);
  lines.push(`Reports and logs: ${relative(process.cwd(), config.outDir) || "."}`);
  const text = lines.join("\n");
  log(text);
  writeFileSync(join(config.outDir, "table.txt"), `${text}\n`);
  writeFileSync(
    join(config.outDir, "summary.json"),
    `${JSON.stringify({ source, runs: config.runs, budgets, routes: summary, floor: floorAll, floorAgainstItself: selfCheck, failures, timedOut }, null, 2)}\n`,
  );
  if (timedOut) return 3;
  return missed.length || failures.length ? 1 : 0;
}

// ---------------------------------------------------------------- main

async function main() {
  // A last resort if a step hangs beyond its own timeout: the exit handler kills what we started.
  setTimeout(
    () => {
      console.error("# time limit exceeded by 10 minutes: giving up");
      process.exit(3);
    },
    config.timeoutMs + 10 * 60_000,
  ).unref();

  const { lighthouse, site, floor } = await setup();
  const routes = await discoverRoutes(site.base, config.routes);
  log(`# ${routes.routes.length} routes from ${routes.source}:`);
  log(`#   ${routes.routes.join(" ")}`);

  // A first request to every page checks it answers 200 (and takes the slower first hit).
  const unreachable = [];
  for (const url of [...routes.routes.map((r) => `${site.base}${r}`), `${floor.base}/`]) {
    const res = await get(url).catch((error) => ({ status: error.message }));
    if (res.status !== 200) unreachable.push(`${url}: ${res.status}`);
  }
  if (unreachable.length)
    throw new SetupError(`pages that do not answer 200:\n  ${unreachable.join("\n  ")}`);

  // One uncounted Lighthouse run of each: the first run after a start is slower than the rest.
  await setupStep("warm-up Lighthouse runs (not counted)", null, async () => {
    for (const [name, base] of [
      ["site", site.base],
      ["floor", floor.base],
    ])
      await lighthouseRun(lighthouse, `${base}/`, join(config.outDir, "lh", `warm-up-${name}.json`));
  });

  const build = {
    swiperFiles: new Set(swiperChunks(siteDir).map((p) => basename(p))),
    carouselRoutes: new Set(
      measureRoutes(siteDir)
        .filter((page) => page.carousel)
        .map((page) => page.route),
    ),
  };
  const count = routes.routes.length * config.runs * 2;
  log(
    `# ${count} Lighthouse runs (${config.runs} per route, each followed by one of the floor); about 20 s each`,
  );
  const results = await measure(lighthouse, site, floor, routes.routes);
  await Promise.all([site.stop(), floor.stop()]);
  return report(routes, results, build);
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`\n# npm run perf: ${error.message}`);
    if (!(error instanceof SetupError)) console.error(error.stack);
    process.exit(2);
  },
);
