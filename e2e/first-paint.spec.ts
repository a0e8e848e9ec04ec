import { expect, test } from "./support/test";

/**
 * A page's body is built only once its stylesheets are in (components/site-shell.tsx): a body
 * parsed earlier gets laid out unstyled when the browser forces its first layout, work that
 * is thrown away and delays the first paint. The stylesheets are held back here to see what
 * the browser builds meanwhile.
 */
const pages = ["/", "/testimonials", "/contact", "/no-such-page"];

for (const path of pages) {
  test(`${path}: nothing after the head is built before the stylesheets arrive`, async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\.css(\?|$)/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });

    const documentResponse = page.waitForResponse(
      (response) => response.request().resourceType() === "document",
    );
    await page.goto(path, { waitUntil: "commit" });
    // The whole HTML is in the browser, and the stylesheet has been asked for.
    await (await documentResponse).finished();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // Time enough for a parser that is not held to build the whole page.
    await page.waitForTimeout(400);

    const built = await page.evaluate(() => ({
      body: document.body !== null,
      main: document.querySelector("main") !== null,
      title: document.title,
    }));
    expect(built).toEqual({ body: false, main: false, title: expect.stringContaining("Arcline Digital") });

    release();
    await expect(page.locator("main h1")).toBeVisible();
    // Built with its styles: the header sticks to the top, as the stylesheet says.
    await expect(page.locator("body > header").first()).toHaveCSS("position", /sticky|fixed/);
  });
}
