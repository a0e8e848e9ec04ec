import { expect, test } from "./support/test";
import { allPages } from "./support/routes";

test.describe("keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the portfolio toggle works with Enter and Space and shows a focus ring", async ({ page }) => {
    await page.goto("/portfolio");
    const toggle = page.getByRole("button", { name: "Show more..." });
    await toggle.focus();
    await expect(toggle).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Enter");
    await expect(page.locator("main ul[id] > li:visible")).toHaveCount(15);
    await expect(page.getByRole("button", { name: "Show less" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.locator("main ul[id] > li:visible")).toHaveCount(3);
  });

  test("the contact form can be filled and sent without a mouse", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("First Name").focus();
    await page.keyboard.type("Grace");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type("grace@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+1 555 0100");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "General Inquiry" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Brand Identity" })).toBeChecked();
    await page.keyboard.press("Tab");
    // Over three seconds, as a person types it: a contact form filled faster is held as spam.
    const message = "Hello from the keyboard.";
    await page.keyboard.type(message, { delay: 3_200 / message.length });
    await page.keyboard.press("Tab");
    const send = page.getByRole("button", { name: "Send Message" });
    await expect(send).toBeFocused();
    await expect(send).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-rht-toaster] [data-toast-message]")).toHaveText(
      "Stub received /api/contact/post",
    );
  });
});

test.describe("phone keyboard", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the footer accordion opens and closes with Enter", async ({ page }) => {
    await page.goto("/");
    const services = page.getByRole("contentinfo").getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Web Development" })).toBeFocused();
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

  test("the carousel changes slides without animation", async ({ page }) => {
    await page.goto("/testimonials");
    await expect(page.locator(".swiper-initialized")).toHaveCount(1);
    const speed = await page
      .locator(".testimonial-swiper")
      .evaluate((el) => (el as HTMLElement & { swiper: { params: { speed: number } } }).swiper.params.speed);
    expect(speed).toBe(0);
  });

  test("GO TO TOP jumps instantly", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "GO TO TOP" });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

for (const width of [320, 640]) {
  // 640 CSS px is a 1280 px window at 200% zoom.
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("no page scrolls sideways or cuts off content", async ({ page }) => {
      for (const path of allPages) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      }
    });
  });
}
