// The browser-free weight budgets: each page's HTML and the script it names, from the production
// build in .next.
// It needs `next build` first, and is not skipped without one: `npm test` builds, then runs it
// (`npm run test:bundle`), then Playwright.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { KB, budgets } from "./budgets.mjs";
import { formatReport, measureRoutes, swiperChunks } from "./bundle-size.mjs";

const siteDir = process.cwd();
const floorDir = join(siteDir, "perf", "floor");

let measured;
let loadError;
try {
  measured = measureRoutes(siteDir);
  const floor = existsSync(join(floorDir, ".next", "BUILD_ID")) ? measureRoutes(floorDir) : undefined;
  process.stdout.write(`\n${formatReport(measured, floor)}\n\n`);
} catch (error) {
  loadError = error;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

describe("what each page downloads (from the production build)", () => {
  test("the production build can be measured", () => {
    if (loadError) throw loadError;
    // Every prerendered page (the 404 page is rendered per request).
    expect(measured.map((route) => route.route)).toEqual(
      expect.arrayContaining(["/", "/about", "/contact", "/services/seo", "/form/received"]),
    );
  });

  if (!measured) return;

  test("swiper's code is recognised in the build (else the swiper checks below prove nothing)", () => {
    expect(swiperChunks(siteDir)).not.toHaveLength(0);
  });

  describe.each(measured)("$route", (route) => {
    const { html } = route;
    test(`sends at most ${html.budget.raw / KB} KB of HTML, ${html.budget.gzip / KB} KB gzipped`, () => {
      if (html.raw > html.budget.raw || html.gzip > html.budget.gzip)
        throw new Error(
          `${route.route} sends ${kb(html.raw)} of HTML (${kb(html.gzip)} gzipped); its budget is ${kb(html.budget.raw)} (${kb(html.budget.gzip)})`,
        );
    });
    const limit = route.carousel ? budgets.scriptKBCarousel : budgets.scriptKB;
    test(`ships at most ${limit} KB of script`, () => {
      if (route.gzip > route.budget) {
        const largest = [...route.chunks]
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 3)
          .map((c) => `${c.path} ${kb(c.gzip)}`);
        throw new Error(
          `${route.route} ships ${kb(route.gzip)} of script, ${kb(route.gzip - route.budget)} over its ${limit} KB budget; largest chunks: ${largest.join(", ")}`,
        );
      }
    });
    if (!route.carousel)
      test("loads none of swiper's code", () => {
        if (route.swiper.length > 0)
          throw new Error(
            `${route.route} loads swiper's code (${route.swiper.join(", ")}); only the carousel routes may`,
          );
      });
  });
});
