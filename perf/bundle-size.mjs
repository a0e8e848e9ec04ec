// Script bytes per route, read from a production build (no browser, no server).
//
// The chunks a route loads on its first visit come from Next's own per-route stats,
// .next/diagnostics/route-bundle-stats.json ([{ route, firstLoadUncompressedJsBytes,
// firstLoadChunkPaths: [".next/static/chunks/....js", ...] }, ...]). Without that file they
// are read from the prerendered HTML (.next/server/app/**/*.html): every <script src> that
// is not `nomodule` (modern browsers skip those) and every <link rel="preload" as="script">.
// Each chunk is gzipped at level 6, as `next start` serves it.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { KB, SWIPER_MARKERS, hasCarousel, scriptBudgetBytes } from "./budgets.mjs";

const STATS = ".next/diagnostics/route-bundle-stats.json";

const toPosix = (path) => path.split(sep).join("/");

function walk(dir, keep, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, keep, out);
    else if (keep(entry.name)) out.push(path);
  }
  return out;
}

function requireBuild(siteDir) {
  const next = join(siteDir, ".next");
  if (!existsSync(join(next, "BUILD_ID")) || !existsSync(join(next, "static", "chunks")))
    throw new Error(
      `no production build in ${next}: run \`next build\` first (\`npm test\` builds before this check)`,
    );
}

function fromStats(file) {
  const stats = JSON.parse(readFileSync(file, "utf8"));
  const valid =
    Array.isArray(stats) &&
    stats.every((r) => typeof r?.route === "string" && Array.isArray(r.firstLoadChunkPaths));
  if (!valid)
    throw new Error(
      `${file} no longer has the shape [{ route, firstLoadChunkPaths }]: update perf/bundle-size.mjs`,
    );
  return stats.map((r) => ({
    route: r.route,
    chunks: r.firstLoadChunkPaths.filter((p) => p.endsWith(".js")).map(toPosix),
  }));
}

const attr = (attrs, name) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(attrs)?.[1];

/** The JS files a prerendered page makes a modern browser fetch. */
export function scriptsOfHtml(html) {
  const urls = new Set();
  for (const [, attrs] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = attr(attrs, "src");
    if (src && !/\bnomodule\b/i.test(attrs)) urls.add(src);
  }
  for (const [, attrs] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const href = attr(attrs, "href");
    if (href && attr(attrs, "rel") === "preload" && attr(attrs, "as") === "script") urls.add(href);
  }
  return [...urls]
    .map((url) => url.split(/[?#]/)[0])
    .filter((path) => path.startsWith("/_next/static/") && path.endsWith(".js"))
    .map((path) => `.next${path.slice("/_next".length)}`);
}

function fromHtml(appDir) {
  return walk(appDir, (name) => name.endsWith(".html"))
    .map((file) => {
      const name = toPosix(relative(appDir, file)).replace(/\.html$/, "");
      return { route: name === "index" ? "/" : `/${name}`, file };
    })
    .filter(({ route }) => route !== "/_global-error")
    .map(({ route, file }) => ({ route, chunks: scriptsOfHtml(readFileSync(file, "utf8")) }));
}

/** Which chunks each route loads on its first visit, and where that list came from. */
export function routeChunkPaths(siteDir) {
  requireBuild(siteDir);
  const statsFile = join(siteDir, STATS);
  if (existsSync(statsFile)) return { source: STATS, routes: fromStats(statsFile) };
  return {
    source: "the prerendered HTML in .next/server/app",
    routes: fromHtml(join(siteDir, ".next/server/app")),
  };
}

const containsSwiper = (text) => SWIPER_MARKERS.some((marker) => text.includes(marker));

/** Every JS file of the build that carries swiper's code, as paths relative to siteDir. */
export function swiperChunks(siteDir) {
  requireBuild(siteDir);
  const dir = join(siteDir, ".next/static");
  return walk(dir, (name) => name.endsWith(".js"))
    .filter((file) => containsSwiper(readFileSync(file, "utf8")))
    .map((file) => toPosix(relative(siteDir, file)));
}

/**
 * Gzipped and raw script bytes per route, with each route's budget and whether it loads swiper.
 * @returns {{ source: string, routes: Array<{ route: string, chunks: Array<{ path: string, raw: number, gzip: number, swiper: boolean }>, raw: number, gzip: number, budget: number, carousel: boolean, swiper: string[] }> }}
 */
export function measureRoutes(siteDir) {
  const { source, routes } = routeChunkPaths(siteDir);
  const cache = new Map();
  const chunk = (path) => {
    if (!cache.has(path)) {
      const file = join(siteDir, path);
      if (!existsSync(file)) throw new Error(`${source} lists ${path}, which is not in the build`);
      const buffer = readFileSync(file);
      cache.set(path, {
        path,
        raw: buffer.length,
        gzip: gzipSync(buffer, { level: 6 }).length,
        swiper: containsSwiper(buffer.toString("utf8")),
      });
    }
    return cache.get(path);
  };
  return {
    source,
    routes: routes.map(({ route, chunks }) => {
      const infos = [...new Set(chunks)].map(chunk);
      return {
        route,
        chunks: infos,
        raw: infos.reduce((sum, c) => sum + c.raw, 0),
        gzip: infos.reduce((sum, c) => sum + c.gzip, 0),
        budget: scriptBudgetBytes(route),
        carousel: hasCarousel(route),
        swiper: infos.filter((c) => c.swiper).map((c) => c.path),
      };
    }),
  };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

function columns(lines) {
  if (lines.length === 0) return [];
  const widths = lines[0].map((_, i) => Math.max(...lines.map((line) => String(line[i]).length)));
  return lines.map((line) =>
    line
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join("  "),
  );
}

/** A table of script KB per route, then the largest chunks and how many routes load each. */
export function formatReport({ source, routes }, floor) {
  const out = [`Script per route, gzipped (1 KB = 1000 bytes), from ${source}:`];
  const rows = [["route", "chunks", "raw KB", "gzip KB", "budget KB", "over KB", "swiper", "verdict"]];
  for (const r of routes) {
    const over = r.gzip - r.budget;
    const swiperMiss = r.swiper.length > 0 && !r.carousel;
    rows.push([
      r.route,
      r.chunks.length,
      kb(r.raw),
      kb(r.gzip),
      kb(r.budget),
      over > 0 ? `+${kb(over)}` : "-",
      r.swiper.length > 0 ? "yes" : "no",
      over > 0 || swiperMiss ? "MISS" : "ok",
    ]);
  }
  out.push(...columns(rows));
  if (floor) {
    const home = floor.routes.find((r) => r.route === "/");
    if (home)
      out.push(
        `floor (perf/floor, the smallest Next site): ${kb(home.gzip)} KB in ${home.chunks.length} chunks`,
      );
  }
  const usage = new Map();
  for (const r of routes)
    for (const c of r.chunks) usage.set(c.path, { ...c, routes: (usage.get(c.path)?.routes ?? 0) + 1 });
  out.push("Largest chunks (gzip KB, number of routes that load it):");
  const chunkRows = [...usage.values()]
    .sort((a, b) => b.gzip - a.gzip)
    .map((c) => [c.path, kb(c.gzip), `${c.routes}/${routes.length} routes`, c.swiper ? "swiper" : ""]);
  out.push(...columns(chunkRows).map((line) => `  ${line.trimEnd()}`));
  return out.join("\n");
}
