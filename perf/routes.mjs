// The routes `npm run perf` measures, read from the site itself.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const xmlText = (s) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

/**
 * GET with up to three tries: under load a kept-alive socket the server has just closed makes
 * a fetch fail ("fetch failed") although the server is fine.
 */
export async function get(url, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      return { status: res.status, ok: res.ok, text: await res.text() };
    } catch (error) {
      if (attempt >= tries)
        throw new Error(`GET ${url} failed ${tries} times: ${error.cause?.message ?? error.message}`);
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

async function fetchText(url) {
  const res = await get(url);
  return res.ok ? res.text : null;
}

/** The paths listed by the running site's /sitemap.xml (following a sitemap index), or null. */
export async function sitemapPaths(base) {
  const locs = async (url, depth) => {
    const xml = await fetchText(url);
    if (!xml || !/<(urlset|sitemapindex)\b/.test(xml)) return null;
    const found = [...xml.matchAll(/<loc>([\s\S]*?)<\/loc>/g)].map((m) => xmlText(m[1]));
    if (!/<sitemapindex\b/.test(xml)) return found;
    if (depth > 0) return [];
    const nested = [];
    for (const loc of found)
      nested.push(...((await locs(new URL(new URL(loc).pathname, base).href, 1)) ?? []));
    return nested;
  };
  const found = await locs(`${base}/sitemap.xml`, 0);
  if (!found?.length) return null;
  return [...new Set(found.map((loc) => new URL(loc, base).pathname))];
}

/** lib/routes.ts `staticPaths` (a module without imports), transpiled with the site's TypeScript. */
export async function staticPaths(siteDir) {
  const { default: ts } = await import("typescript");
  const source = readFileSync(join(siteDir, "lib", "routes.ts"), "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  try {
    const mod = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`);
    return [...mod.staticPaths];
  } catch (error) {
    throw new Error(`could not read staticPaths from lib/routes.ts: ${error.message}`);
  }
}

/** The /services/{slug} pages the build generated (generateStaticParams over serviceSlugs). */
export function servicePaths(siteDir) {
  const manifest = JSON.parse(readFileSync(join(siteDir, ".next", "prerender-manifest.json"), "utf8"));
  return Object.keys(manifest.routes ?? {}).filter((route) => /^\/services\/[^/]+$/.test(route));
}

/**
 * The paths to measure: PERF_ROUTES when given, else the running site's /sitemap.xml, else
 * lib/routes.ts staticPaths plus the /services/{slug} pages of the build.
 */
export async function discoverRoutes(base, siteDir, only) {
  if (only?.length) return { source: "PERF_ROUTES", routes: [...new Set(only)] };
  const fromSitemap = await sitemapPaths(base);
  if (fromSitemap) return { source: `${base}/sitemap.xml`, routes: fromSitemap };
  const services = servicePaths(siteDir);
  return {
    source: `no /sitemap.xml: lib/routes.ts staticPaths + the ${services.length} /services/{slug} pages of the build`,
    routes: [...new Set([...(await staticPaths(siteDir)), ...services])],
  };
}
