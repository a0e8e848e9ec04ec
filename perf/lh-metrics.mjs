// The figures `npm run perf` reads from one Lighthouse JSON report, and their medians.
// Adapted from the shared lh-summary.mjs: same audits, plus the script URLs a page fetched.
import { readFileSync } from "node:fs";

/** One Lighthouse report (a file path or the parsed JSON) -> the figures the budgets need. */
export function metrics(report) {
  const r = typeof report === "string" ? JSON.parse(readFileSync(report, "utf8")) : report;
  if (r.runtimeError) throw new Error(`Lighthouse: ${r.runtimeError.code} ${r.runtimeError.message}`);
  const c = r.categories;
  const a = r.audits;
  const score = (k) => (c[k] && c[k].score != null ? Math.round(c[k].score * 100) : null);
  const num = (k) => (a[k] && typeof a[k].numericValue === "number" ? a[k].numericValue : null);
  const summary = a["resource-summary"]?.details?.items ?? [];
  const byType = (t) => summary.find((i) => i.resourceType === t) ?? {};
  const requests = a["network-requests"]?.details?.items ?? [];
  const observed = a.metrics?.details?.items?.[0] ?? {};
  const observedFcp = observed.observedFirstContentfulPaint ?? null;
  const observedLoad = observed.observedLoad ?? null;
  return {
    url: r.finalDisplayedUrl ?? r.finalUrl ?? r.requestedUrl,
    lighthouse: r.lighthouseVersion,
    formFactor: r.configSettings?.formFactor,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    cls: num("cumulative-layout-shift"),
    tbt: num("total-blocking-time"),
    bytes: num("total-byte-weight") ?? byType("total").transferSize ?? null,
    scriptBytes: byType("script").transferSize ?? null,
    requests: byType("total").requestCount ?? requests.length,
    scripts: requests.filter((q) => q.resourceType === "Script").map((q) => q.url),
    // What the unthrottled browser did, in ms from navigation start.
    observedFcp,
    observedLoad,
    stalledFirstFrame: firstFrameStalled(observedFcp, observedLoad),
    // The audits that cost points in the categories with a budget of 100, for the report.
    failedAudits: ["accessibility", "best-practices", "seo"].flatMap((k) =>
      (c[k]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && a[ref.id]?.score != null && a[ref.id].score < 1)
        .map((ref) => `${k}:${ref.id}`),
    ),
  };
}

/** How long after the load event a first frame must come to count as stalled. */
export const STALL_AFTER_LOAD_MS = 400;

/**
 * True when the first contentful frame reached the screen more than STALL_AFTER_LOAD_MS after
 * the load event: headless Chromium can throttle a new page's first frames while it still
 * animates the blank page's scrollbars (GoogleChrome/lighthouse#17148), and Lighthouse then
 * counts every script as needed for the paint. The runner hides scrollbars; these runs are
 * counted in case another trigger appears.
 */
export function firstFrameStalled(observedFcp, observedLoad) {
  return observedFcp != null && observedLoad != null && observedFcp > observedLoad + STALL_AFTER_LOAD_MS;
}

export const median = (xs) => {
  const v = xs.filter((x) => x != null).sort((p, q) => p - q);
  if (!v.length) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

const KEYS = ["perf", "a11y", "bp", "seo", "fcp", "lcp", "cls", "tbt", "bytes", "scriptBytes", "requests"];

/** The median of each figure over several runs of one page (each figure on its own). */
export function medians(runs) {
  const out = { runs: runs.length };
  for (const k of KEYS) out[k] = median(runs.map((run) => run[k]));
  out.perfRuns = runs.map((run) => run.perf);
  out.stalledRuns = runs.filter((run) => run.stalledFirstFrame).length;
  out.scripts = [...new Set(runs.flatMap((run) => run.scripts))];
  out.failedAudits = [...new Set(runs.flatMap((run) => run.failedAudits))];
  return out;
}
