import { crawl } from "./support/crawl";
import { allPages } from "./support/routes";
import { expect, test, type Page } from "./support/test";

const serviceNames = ["Web Development", "Mobile App", "Branding", "Digital Marketing", "SEO", "CRO"];

const header = (page: Page) => page.getByRole("banner");

test.describe("desktop chrome (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the top bar links home and to every main section", async ({ page }) => {
    await page.goto("/pricing");
    const bar = header(page);
    await expect(bar.getByRole("link", { name: /home/i }).first()).toHaveAttribute("href", "/");
    const nav = bar.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", "/portfolio");
    await expect(nav.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await expect(bar.getByRole("link", { name: "CONTACT" })).toHaveAttribute("href", "/contact");
    await expect(bar.getByRole("button", { name: /open menu/i })).toBeHidden();
  });

  test("services dropdown opens, lists six services and closes on Escape with focus back", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = header(page).getByRole("button", { name: "Services" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link")).toHaveText(serviceNames);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("services dropdown closes on an outside click", async ({ page }) => {
    await page.goto("/");
    const trigger = header(page).getByRole("button", { name: "Services" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 500);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("services dropdown works by keyboard and closes on route change", async ({ page }) => {
    await page.goto("/");
    const trigger = header(page).getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const link = header(page).getByRole("link", { name: "Mobile App" });
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/mobile-app$/);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(link).toBeHidden();
  });

  test("the skip link comes first and moves focus to the content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });

  test("the footer shows its columns; Careers is a mobile-only footer link", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const heading of ["Company", "Services", "Follow us", "Headquarters"]) {
      await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "About us" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Careers" })).toBeHidden();
    await expect(footer.getByText("Wyoming, US").filter({ visible: true })).toBeVisible();
    for (const [name, host] of [
      ["Instagram", "instagram"],
      ["Facebook", "facebook"],
      ["LinkedIn", "linkedin"],
    ] as const) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("href", new RegExp(`^https://www\\.${host}\\.com/`));
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  test("every navigation lands at the top of the new page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("phone chrome (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("the hamburger menu lists Home, Services, Portfolio, About us, CONTACT, Pricing", async ({ page }) => {
    await page.goto("/");
    await expect(header(page).getByRole("button", { name: "Services", exact: true })).toBeHidden();
    const toggle = header(page).getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    const items = menu.locator(":scope > ul > li > :is(a, button)");
    await expect(items).toHaveText(["Home", "Services", "Portfolio", "About us", "CONTACT", "Pricing"]);
    const services = menu.getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(
      menu.locator(`#${await services.getAttribute("aria-controls")}`).getByRole("link"),
    ).toHaveText(serviceNames);
  });

  test("the hamburger menu closes on route change", async ({ page }) => {
    await page.goto("/");
    await header(page).getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menu).toBeHidden();
    await expect(header(page).getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the hamburger menu closes on Escape and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    const toggle = header(page).getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the hamburger menu closes on an outside click", async ({ page }) => {
    await page.goto("/");
    await header(page).getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.mouse.click(187, 720);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("the footer accordion keeps at most one section open", async ({ page }) => {
    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    const company = footer.getByRole("button", { name: "Company" });
    const services = footer.getByRole("button", { name: "Services" });
    const social = footer.getByRole("button", { name: "Follow us" });
    for (const button of [company, services, social])
      await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(footer.getByRole("link", { name: "Careers" })).toBeHidden();

    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(footer.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
    await expect(footer.getByRole("link", { name: "About us" })).toBeVisible();

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(footer.getByRole("link", { name: "Careers" })).toBeHidden();
    await expect(footer.getByRole("link", { name: "Branding" })).toBeVisible();

    await services.click();
    for (const button of [company, services, social])
      await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the menu button shows and the row of links for visitors without JavaScript is not drawn", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeVisible();
    // The desktop bar, hidden at this width, is the only navigation element.
    await expect(page.locator("nav")).toHaveCount(1);
    await expect(page.locator("nav")).toBeHidden();
  });

  test("the WhatsApp button opens the company chat in a new tab", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("link", { name: /WhatsApp/ });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", /noopener/);
    await expect(button).toHaveAttribute("rel", /noreferrer/);
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeGreaterThan(375 - 40);
    expect(box!.y + box!.height).toBeGreaterThan(740 - 40);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 768]) {
    test(`at ${width} px every page can be reached by the links a visitor sees, from the home page`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const reached = await crawl("/", async (path) => {
        await page.goto(path);
        return page
          .locator("a[href^='/']")
          .evaluateAll((links) =>
            links
              .filter((link) => link.checkVisibility({ visibilityProperty: true }))
              .map((link) => new URL((link as HTMLAnchorElement).href).pathname),
          );
      });
      expect(allPages.filter((path) => !reached.has(path))).toEqual([]);
    });
  }

  test("a phone shows the main links under the header and every footer section open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/contact");
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeHidden();
    const main = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Portfolio", "About us", "CONTACT", "Pricing"])
      await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const name of ["About us", "Careers", "Testimonials", ...serviceNames])
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: /^Instagram/ })).toBeVisible();
    await expect(footer.getByText("Wyoming, US")).toBeVisible();
  });
});

test.describe("the company email address", () => {
  /** Line boxes of each text run inside the page's mailto links that are visible. */
  const emailLines = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')]
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => {
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          const runs: { text: string; lines: number }[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
            runs.push({ text: node.textContent, lines });
          }
          return { text: link.textContent, runs };
        }),
    );

  for (const width of [375, 768, 1280]) {
    test(`wraps only after its "@", never inside a word, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/contact"]) {
        await page.goto(path);
        // Below the md breakpoint the footer's address sits in a closed accordion section.
        const headquarters = page.getByRole("contentinfo").getByRole("button", { name: "Headquarters" });
        if (await headquarters.isVisible()) await headquarters.click();
        const links = await emailLines(page);
        expect(links.length, `${path} shows the address`).toBeGreaterThan(0);
        for (const link of links) {
          expect(link.text).toBe("hello@arcline.example");
          for (const run of link.runs)
            expect(run, `${path}: "${run.text}" on one line`).toMatchObject({ lines: 1 });
        }
      }
    });
  }
});
