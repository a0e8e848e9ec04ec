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
  // React marks the document as a root's container inside hydrateRoot, when it attaches its
  // event listeners: from there on it handles a click, first hydrating the part of the page
  // that was clicked if it has not yet. (Next sets window.next.router earlier, as its router
  // module loads, and may wait for a chunk before it calls hydrateRoot.)
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
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
