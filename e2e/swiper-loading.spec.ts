import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { allPages } from "./support/routes";

// The chunks of the build that hold swiper's code.
const swiperChunks = readdirSync(".next/static/chunks").filter(
  (file) =>
    file.endsWith(".js") && readFileSync(`.next/static/chunks/${file}`, "utf8").includes("swiper-wrapper"),
);
const carouselPages = new Set(["/", "/testimonials"]);

test("swiper's code is fetched only by the pages that show the carousel, prefetches included", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(swiperChunks.length).toBeGreaterThan(0);
  for (const path of allPages) {
    const scripts: string[] = [];
    const listener = (response: { url(): string }) => {
      const name = response.url().split("/").pop() ?? "";
      if (name.endsWith(".js")) scripts.push(name);
    };
    page.on("response", listener);
    await page.goto(path, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    page.off("response", listener);
    const fetched = scripts.some((name) => swiperChunks.includes(name));
    expect(fetched, path).toBe(carouselPages.has(path));
  }
});
