// Full-page screenshots of every route at 375, 768 and 1280 px, for looking at the design.
// Usage: npm run screenshots -- [BASE_URL] [PATH...]   (the site must be running)
// Writes e2e/.screenshots/{route}-{width}.png (git-ignored).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { sitemapPaths } from "../perf/routes.mjs";

const [base = "http://127.0.0.1:3000", ...rest] = process.argv.slice(2);
// Every page of the running site's sitemap, and a 404 of each kind.
const paths = rest.length
  ? rest
  : [...((await sitemapPaths(base)) ?? ["/"]), "/services/unknown", "/missing-page"];
const widths = (process.env.WIDTHS ?? "375,768,1280").split(",").map(Number);
const out = "e2e/.screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    // Walk down the page so lazy images load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    // Sections below the first skip their rendering while off screen (content-visibility:
    // auto), and a full-page shot does not scroll: render them all for the picture.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    // SLICES=1 also writes the page in viewport-sized slices, readable at full size.
    if (process.env.SLICES) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += 1100, i++) {
        await page.screenshot({
          path: `${out}/${name}-${width}-part${i}.png`,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(1100, height - y) },
        });
      }
    }
    console.log(`${name}-${width}.png${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ""}`);
  }
  await page.close();
}
await browser.close();
