import { expect, test } from "./support/test";
import { allPages } from "./support/routes";

/**
 * The dark sections' grid is drawn as a fixed number of lines (the `grid-bg` utility in
 * app/globals.css: a 1 px line and its box-shadow copies). A section taller or wider than the
 * lines reach would show its lower part or its sides without a grid. Checked on every page
 * that has one, at the narrowest width (where sections are tallest) and at desktop width.
 */
const pages = [...allPages, "/form/received", "/form/not-sent", "/no-such-page"];

for (const width of [320, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the grid lines reach every edge of every grid section", async ({ page }) => {
      let sections = 0;
      for (const path of pages) {
        await page.goto(path);
        const found = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>(".grid-bg")].map((section) => {
            const offsets = (pseudo: string) =>
              getComputedStyle(section, pseudo)
                .boxShadow.split(/,(?![^(]*\))/)
                .map((shadow) => [...shadow.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1])));
            const columns = offsets("::before").map(([x = Number.NaN]) => x);
            const rows = offsets("::after").map(([, y = Number.NaN]) => y);
            const line = getComputedStyle(section, "::before");
            const box = section.getBoundingClientRect();
            const firstColumn = Number.parseFloat(line.left);
            return {
              width: box.width,
              height: box.height,
              // The outermost lines, measured from the section's left and top edges.
              leftmost: firstColumn + Math.min(...columns),
              rightmost: firstColumn + Math.max(...columns),
              lowest: Math.max(...rows),
            };
          }),
        );
        for (const [i, s] of found.entries()) {
          const where = `${path}, grid section ${i + 1} (${Math.round(s.width)} x ${Math.round(s.height)} px)`;
          // No gap wider than a cell between the outermost line and the section's edge.
          expect(s.leftmost, `${where}: left edge`).toBeLessThanOrEqual(67);
          expect(s.width - s.rightmost, `${where}: right edge`).toBeLessThanOrEqual(67);
          expect(s.height - s.lowest, `${where}: bottom edge`).toBeLessThanOrEqual(67);
        }
        sections += found.length;
      }
      // Every page but a few has a grid section: the check above ran on something.
      expect(sections).toBeGreaterThan(pages.length / 2);
    });
  });
}
