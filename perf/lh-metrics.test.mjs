// What `npm run perf` reads from a Lighthouse report: the runs in which headless Chromium
// showed the first frame long after the load event are told apart from the others. The
// observed times below are those of real runs: of /about, a stalled one and a normal one, and
// of /contact once its scripts came after its first paint (the load event before the paint).
import { medians, metrics } from "./lh-metrics.mjs";

function report({ observedFirstContentfulPaint, observedLoad, lcp }) {
  const score = (s) => ({ score: s, auditRefs: [] });
  return {
    lighthouseVersion: "13.5.0",
    finalDisplayedUrl: "http://127.0.0.1:3510/about",
    configSettings: { formFactor: "mobile" },
    categories: {
      performance: score(0.86),
      accessibility: score(1),
      "best-practices": score(1),
      seo: score(1),
    },
    audits: {
      "largest-contentful-paint": { numericValue: lcp },
      metrics: { details: { items: [{ observedFirstContentfulPaint, observedLoad }] } },
    },
  };
}

const stalled = report({ observedFirstContentfulPaint: 1240.3, observedLoad: 533.5, lcp: 2751 });
const normal = report({ observedFirstContentfulPaint: 232.4, observedLoad: 383.1, lcp: 1527 });
const paintFirst = report({ observedFirstContentfulPaint: 99, observedLoad: 70, lcp: 1211 });

test("a run whose first frame was shown long after the load event is marked as stalled", () => {
  expect(metrics(stalled)).toMatchObject({
    observedFcp: 1240.3,
    observedLoad: 533.5,
    stalledFirstFrame: true,
  });
  expect(metrics(normal)).toMatchObject({
    observedFcp: 232.4,
    observedLoad: 383.1,
    stalledFirstFrame: false,
  });
});

test("a first frame shortly after the load event, as when nothing holds that event, is not a stall", () => {
  expect(metrics(paintFirst)).toMatchObject({ observedFcp: 99, observedLoad: 70, stalledFirstFrame: false });
});

test("a report without the observed times is not marked", () => {
  const bare = report({ lcp: 1500 });
  delete bare.audits.metrics;
  expect(metrics(bare).stalledFirstFrame).toBe(false);
});

test("the medians of a route count its stalled runs and keep them in the LCP", () => {
  const runs = [stalled, normal, stalled].map((r) => metrics(r));
  const m = medians(runs);
  expect(m.stalledRuns).toBe(2);
  expect(m.lcp).toBe(2751);
});
