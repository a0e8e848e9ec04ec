import { expect, test, type Page } from "./support/test";

/** Indexes of the slides lying fully inside the carousel's viewport. */
async function slidesInView(page: Page) {
  return page.locator(".testimonial-swiper").evaluate((swiper) => {
    const frame = swiper.getBoundingClientRect();
    return [...swiper.querySelectorAll("[aria-roledescription=slide]")].flatMap((slide, index) => {
      const box = slide.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1 ? [index] : [];
    });
  });
}

for (const [width, perView] of [
  [375, 1],
  [800, 2],
  [1280, 4],
] as const) {
  test.describe(`carousel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`shows ${perView} per view and steps one slide at a time`, async ({ page }) => {
      await page.goto("/testimonials");
      const carousel = page.locator("section[aria-roledescription=carousel]");
      await expect(carousel).toHaveAttribute("aria-label", /.+/);
      await expect(carousel.locator("[aria-roledescription=slide]")).toHaveCount(6);
      await expect(carousel.locator(".swiper-initialized")).toHaveCount(1);
      expect(await slidesInView(page)).toEqual([...Array(perView).keys()]);

      const previous = carousel.getByRole("button", { name: "Previous testimonial" });
      const next = carousel.getByRole("button", { name: "Next testimonial" });
      await expect(previous).toHaveAttribute("aria-disabled", "true");
      await next.click();
      await expect.poll(() => slidesInView(page)).toEqual([...Array(perView).keys()].map((i) => i + 1));
      await expect(previous).toHaveAttribute("aria-disabled", "false");
      await previous.click();
      await expect.poll(() => slidesInView(page)).toEqual([...Array(perView).keys()]);
    });
  });
}

test.describe("carousel by keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("buttons work with Enter and the arrow keys move it", async ({ page }) => {
    await page.goto("/testimonials");
    const next = page.getByRole("button", { name: "Next testimonial" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => slidesInView(page)).toEqual([1, 2, 3, 4]);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => slidesInView(page)).toEqual([2, 3, 4, 5]);
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => slidesInView(page)).toEqual([1, 2, 3, 4]);
  });

  test("the slides sit in the same place before and after the script runs", async ({
    page,
    browser,
    baseURL,
  }) => {
    const measure = (target: Page) =>
      target.locator("[aria-roledescription=slide]").evaluateAll((slides) =>
        slides.slice(0, 5).map((el) => {
          const box = el.getBoundingClientRect();
          return [Math.round(box.x), Math.round(box.y), Math.round(box.width)];
        }),
      );
    const noScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const serverOnly = await noScript.newPage();
    await serverOnly.goto("/testimonials");
    const before = await measure(serverOnly);
    await noScript.close();

    await page.goto("/testimonials");
    await expect(page.locator(".swiper-initialized")).toHaveCount(1);
    expect(await measure(page)).toEqual(before);
  });
});
