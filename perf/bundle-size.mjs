// What each prerendered page makes a browser download before any interaction, read from a
// production build (no browser, no server): the page's HTML and the scripts it names. The HTML
// (.next/server/app/**/*.html) is parsed with parse5: a page's scripts are its <script src>
// elements that are not `nomodule` (modern browsers skip those) and its
// <link rel="preload" as="script">. Each file is gzipped at level 6, as `next start` serves it.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { markdownTable } from "markdown-table";
import { parse } from "parse5";
import { KB, SWIPER_MARKERS, htmlBudget, scriptBudgetBytes, showsCarousel } from "./budgets.mjs";

const toPosix = (path) => path.split(sep).join("/");
const gzip = (buffer) => gzipSync(buffer, { level: 6 }).length;

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

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child.tagName === "template" ? child.content : child);
  }
}

/** The JS files a prerendered page makes a modern browser fetch. */
export function scriptsOfHtml(html) {
  const urls = new Set();
  for (const element of elements(parse(html))) {
    const attrs = Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));
    if (element.tagName === "script" && attrs.src && !("nomodule" in attrs)) urls.add(attrs.src);
    if (element.tagName === "link" && attrs.rel === "preload" && attrs.as === "script" && attrs.href)
      urls.add(attrs.href);
  }
  return [...urls]
    .map((url) => url.split(/[?#]/)[0])
    .filter((path) => path.startsWith("/_next/static/") && path.endsWith(".js"))
    .map((path) => `.next${path.slice("/_next".length)}`);
}

/** Each prerendered page by its address ("/_not-found" is the 404 page), and its HTML file. */
function pagesOf(siteDir) {
  const appDir = join(siteDir, ".next/server/app");
  return walk(appDir, (name) => name.endsWith(".html"))
    .map((file) => {
      const name = toPosix(relative(appDir, file)).replace(/\.html$/, "");
      return { route: name === "index" ? "/" : `/${name}`, file };
    })
    .filter(({ route }) => route !== "/_global-error")
    .sort((a, b) => a.route.localeCompare(b.route));
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
 * Per page: its HTML and its scripts, raw and gzipped, with their budgets and whether it loads swiper.
 * @returns {Array<{ route: string, html: { raw: number, gzip: number, budget: { raw: number, gzip: number } }, chunks: Array<{ path: string, raw: number, gzip: number, swiper: boolean }>, raw: number, gzip: number, budget: number, carousel: boolean, swiper: string[] }>}
 */
export function measureRoutes(siteDir) {
  requireBuild(siteDir);
  const cache = new Map();
  const chunk = (path) => {
    if (!cache.has(path)) {
      const file = join(siteDir, path);
      if (!existsSync(file)) throw new Error(`a page names ${path}, which is not in the build`);
      const buffer = readFileSync(file);
      cache.set(path, {
        path,
        raw: buffer.length,
        gzip: gzip(buffer),
        swiper: containsSwiper(buffer.toString("utf8")),
      });
    }
    return cache.get(path);
  };
  return pagesOf(siteDir).map(({ route, file }) => {
    const html = readFileSync(file);
    const text = html.toString("utf8");
    const infos = [...new Set(scriptsOfHtml(text))].map(chunk);
    const carousel = showsCarousel(text);
    return {
      route,
      html: { raw: html.length, gzip: gzip(html), budget: htmlBudget(route) },
      chunks: infos,
      raw: infos.reduce((sum, c) => sum + c.raw, 0),
      gzip: infos.reduce((sum, c) => sum + c.gzip, 0),
      budget: scriptBudgetBytes({ carousel }),
      carousel,
      swiper: infos.filter((c) => c.swiper).map((c) => c.path),
    };
  });
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** A plain-text table: the first column to the left, figures to the right. */
export const table = (rows) => markdownTable(rows, { align: rows[0].map((_, i) => (i === 0 ? "l" : "r")) });

/** A table of HTML and script KB per page, the floor's beside it, then the largest chunks. */
export function formatReport(routes, floor) {
  const out = ["What each page downloads before any interaction (KB = 1000 bytes; gz = gzipped):"];
  const rows = [["page", "HTML KB", "HTML gz", "script gz", "budget", "chunks", "swiper", "verdict"]];
  for (const r of routes) {
    const miss =
      r.gzip > r.budget ||
      r.html.raw > r.html.budget.raw ||
      r.html.gzip > r.html.budget.gzip ||
      (r.swiper.length > 0 && !r.carousel);
    rows.push([
      r.route,
      kb(r.html.raw),
      kb(r.html.gzip),
      kb(r.gzip),
      kb(r.budget),
      r.chunks.length,
      r.swiper.length > 0 ? "yes" : "no",
      miss ? "MISS" : "ok",
    ]);
  }
  const home = floor?.find((r) => r.route === "/");
  if (home)
    rows.push([
      "floor (perf/floor)",
      kb(home.html.raw),
      kb(home.html.gzip),
      kb(home.gzip),
      "",
      home.chunks.length,
      "",
      "",
    ]);
  out.push(table(rows));
  const usage = new Map();
  for (const r of routes)
    for (const c of r.chunks) usage.set(c.path, { ...c, routes: (usage.get(c.path)?.routes ?? 0) + 1 });
  out.push("Largest chunks (gzip KB, number of pages that load it):");
  const chunkRows = [...usage.values()]
    .sort((a, b) => b.gzip - a.gzip)
    .map((c) => [c.path, kb(c.gzip), `${c.routes}/${routes.length} pages`, c.swiper ? "swiper" : ""]);
  if (chunkRows.length) out.push(table([["chunk", "gz KB", "loaded by", ""], ...chunkRows]));
  return out.join("\n");
}
