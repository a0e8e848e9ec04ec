import { test as base, expect, type Page, type Response } from "@playwright/test";

/**
 * The site's pages fetch their scripts only once their first paint is reported
 * (scripts/paint-first.mjs), so a page's load event comes before its scripts and React's
 * hydration. A visitor waits for the page to respond; so do the tests: in the `page` of this
 * `test`, `goto` and `reload` resolve once an HTML page has started hydrating, unless asked
 * to return earlier (`waitUntil: "commit"` or `"domcontentloaded"`). Pages opened otherwise
 * (browser.newPage()) keep Playwright's own behaviour.
 */
export async function hydrated(page: Page) {
  // Next sets window.next.router as it evaluates its router, in the task that then calls
  // React's hydrateRoot: from there on React handles a click, or replays it once the part
  // of the page that was clicked is hydrated.
  await page.waitForFunction(() => Boolean((window as { next?: { router?: unknown } }).next?.router));
}

type WaitUntil = NonNullable<Parameters<Page["goto"]>[1]>["waitUntil"];

async function settle(page: Page, response: Response | null, waitUntil: WaitUntil) {
  if (waitUntil === "commit" || waitUntil === "domcontentloaded") return;
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  await hydrated(page);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await settle(page, response, options?.waitUntil);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await settle(page, response, options?.waitUntil);
        return response;
      };
    }
    await provide(page);
  },
});

export { expect };
export type { APIRequestContext, Locator, Page } from "@playwright/test";
