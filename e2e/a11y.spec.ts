import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { allPages, translatedPages } from "./support/routes";

const pages = [
  ...allPages,
  "/form/received",
  "/form/not-sent",
  "/services/unknown",
  "/missing-page",
  ...translatedPages,
  "/es/form/received",
  "/es/services/unknown",
];

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of pages) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("h1")).toHaveCount(1);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        const summary = results.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
