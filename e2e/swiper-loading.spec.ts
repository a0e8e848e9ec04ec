import { expect, test, type Page } from "./support/test";
import { readdirSync, readFileSync } from "node:fs";
import { CAROUSEL_ROUTES, SWIPER_MARKERS } from "../perf/budgets.mjs";
import { allPages } from "./support/routes";

// The chunks of the build that hold swiper's code.
const swiperChunks = readdirSync(".next/static/chunks").filter((file) => {
  if (!file.endsWith(".js")) return false;
  const code = readFileSync(`.next/static/chunks/${file}`, "utf8");
  return SWIPER_MARKERS.some((marker) => code.includes(marker));
});
const carouselPages = new Set(CAROUSEL_ROUTES);

/** Records the names of the scripts the page fetches from now on. */
function recordScripts(page: Page) {
  const names: string[] = [];
  page.on("response", (response) => {
    const name = response.url().split("/").pop() ?? "";
    if (name.endsWith(".js")) names.push(name);
  });
  return { fetchedSwiper: () => names.some((name) => swiperChunks.includes(name)) };
}

test("swiper's code is never fetched by the pages without the carousel, prefetches included", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(swiperChunks.length).toBeGreaterThan(0);
  const scripts = recordScripts(page);
  for (const path of allPages.filter((p) => !carouselPages.has(p))) {
    await page.goto(path, { waitUntil: "networkidle" });
    // Down to the footer, where the links to the carousel pages are.
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(scripts.fetchedSwiper(), path).toBe(false);
  }
});

test.describe("on the home page, at phone size", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("swiper's code waits until the carousel nears the viewport, and then it works", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    expect(scripts.fetchedSwiper()).toBe(false);
    await expect(page.locator(".swiper-initialized")).toHaveCount(0);

    await page.locator(".testimonial-swiper").scrollIntoViewIfNeeded();
    await expect(page.locator(".swiper-initialized")).toHaveCount(1);
    expect(scripts.fetchedSwiper()).toBe(true);
    const next = page.getByRole("button", { name: "Next testimonial" });
    await next.click();
    await expect(page.getByRole("group", { name: "2 of 6" })).toHaveClass(/swiper-slide-active/);
  });

  test("a press on the carousel before its code has loaded is not lost", async ({ page }) => {
    // Hold swiper's chunk back until the button has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => swiperChunks.includes(url.pathname.split("/").pop() ?? ""),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto("/");
    const next = page.getByRole("button", { name: "Next testimonial" });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    release();
    await expect(page.locator(".swiper-initialized")).toHaveCount(1);
    await expect(page.getByRole("group", { name: "2 of 6" })).toHaveClass(/swiper-slide-active/);
  });
});
