import { expect, hydrated, test, type Page } from "./support/test";

/**
 * A page's scripts are fetched only once its first contentful paint is reported
 * (scripts/paint-first.mjs): the stylesheet and the web font have the line to themselves
 * until the page is drawn. The page must still become interactive, with every script it
 * needs fetched once, also in a browser without paint timing. Not the 404 page: it is rendered
 * per request (app/global-not-found.tsx), and the rewrite acts on prerendered pages only.
 */
const pages = ["/", "/contact", "/testimonials", "/services/seo"];

async function scriptTimings(page: Page) {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of pages) {
    test(`${path}: scripts are requested after the first paint, each once, and the menu then works`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: "commit" });
      await hydrated(page);
      const { fcp, scripts } = await scriptTimings(page);
      expect(fcp).not.toBeNull();
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts) {
        expect({ ...script, afterPaint: script.start >= fcp! }).toEqual({ ...script, afterPaint: true });
      }
      const paths = scripts.map((script) => script.path);
      expect(new Set(paths).size).toBe(paths.length);
      // A second tag for a script may be served from memory without a timing entry.
      const tags = await page.evaluate(() =>
        [...document.querySelectorAll("script[src]:not([nomodule])")].map((tag) => tag.getAttribute("src")),
      );
      expect(tags.length).toBeGreaterThan(3);
      expect(new Set(tags).size).toBe(tags.length);

      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    });
  }

  test("a browser without paint timing gets the scripts at once", async ({ page }) => {
    // No "paint" entry type, and an observer that would never report one: only the loader's
    // own check can fetch the scripts before its 3 s fallback.
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => ["resource"] });
      PerformanceObserver.prototype.observe = () => {};
    });
    await page.goto("/contact", { waitUntil: "commit" });
    await hydrated(page);
    const { scripts } = await scriptTimings(page);
    expect(scripts.length).toBeGreaterThan(3);
    expect(Math.max(...scripts.map((script) => script.start))).toBeLessThan(1500);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("a page whose first paint is never reported gets its scripts after 3 seconds", async ({ page }) => {
    await page.addInitScript(() => {
      PerformanceObserver.prototype.observe = () => {};
    });
    const started = Date.now();
    await page.goto("/contact", { waitUntil: "commit" });
    await hydrated(page);
    const { scripts } = await scriptTimings(page);
    expect(Math.min(...scripts.map((script) => script.start))).toBeGreaterThanOrEqual(3000);
    expect(Date.now() - started).toBeLessThan(10_000);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});
