// The routes `npm run perf` measures, read from the site itself.

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

/** The paths to measure: PERF_ROUTES when given, else those of the running site's /sitemap.xml. */
export async function discoverRoutes(base, only) {
  if (only?.length) return { source: "PERF_ROUTES", routes: [...new Set(only)] };
  const fromSitemap = await sitemapPaths(base);
  if (!fromSitemap) throw new Error(`${base}/sitemap.xml lists no pages`);
  return { source: `${base}/sitemap.xml`, routes: fromSitemap };
}
