import { expect, test } from "./support/test";

const slugs = ["web-development", "mobile-app", "branding", "digital-marketing", "seo", "cro"];

test.describe("home", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows every section of the spec with working links", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Attract NewLeads like never before");
    const hero = page.getByRole("form", { name: "Sign up for updates" });
    await expect(hero.getByPlaceholder("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(hero.getByRole("button", { name: "SEND" })).toBeVisible();

    await expect(page.getByRole("heading", { name: "Trusted by 200+ companies" })).toBeVisible();
    const logoRows = page.locator("section[aria-labelledby=trusted-title] ul:not([aria-hidden])");
    await expect(logoRows).toHaveCount(2);

    const offer = page.locator("section[aria-labelledby=offer-title]");
    await expect(offer.getByRole("heading", { name: "We Offer" })).toBeVisible();
    const cardLinks = offer.getByRole("listitem").getByRole("link");
    await expect(cardLinks).toHaveCount(6);
    expect(await cardLinks.evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual(
      slugs.map((slug) => `/services/${slug}`),
    );

    const why = page.locator("section[aria-labelledby=why-title]");
    await expect(why.getByRole("heading", { name: "Why choose us" })).toBeVisible();
    await expect(why.getByRole("link", { name: "LET'S CONNECT" })).toHaveAttribute("href", "/contact");

    const work = page.locator("section[aria-labelledby=work-title]");
    await expect(work.getByRole("heading", { name: "Some pieces of our work" })).toBeVisible();
    await expect(work.getByRole("link", { name: "SHOW MORE" })).toHaveAttribute("href", "/portfolio");
    await expect(work.getByText("Read more")).toHaveCount(4);

    const cta = page.locator("section[aria-labelledby=cta-title]");
    await expect(cta.getByRole("heading", { name: "There must be a reason you are here." })).toBeVisible();
    await expect(cta.getByText("Brand needs a redesign? Interesting web application idea?")).toBeVisible();
    await expect(cta.getByText("Your project needs development partner?")).toBeVisible();
    await expect(cta.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "Find job positions" })).toHaveAttribute("href", "/careers");
    await expect(cta.locator("img[src='/images/dots.svg']")).toBeVisible();

    const band = page.locator("section[aria-labelledby=band-title]");
    await expect(band.getByRole("heading", { name: "Let's discuss your idea" })).toBeVisible();
    await expect(band.getByPlaceholder("Your email")).toHaveAttribute("type", "email");
    await expect(band.getByRole("button", { name: "SEND" })).toBeVisible();
  });

  test("a work card zooms its image on hover and on keyboard focus, without moving", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("section[aria-labelledby=work-title] li a").first();
    const image = card.locator("img");
    await card.scrollIntoViewIfNeeded();
    await expect(image).toHaveCSS("opacity", "1");
    await expect(image).toHaveCSS("scale", "none");
    const atRest = await card.boundingBox();
    await card.hover();
    await expect(image).toHaveCSS("scale", "1.05");
    expect(await card.boundingBox()).toEqual(atRest);
    await page.mouse.move(0, 0);
    await expect(image).toHaveCSS("scale", "none");
    await card.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(image).toHaveCSS("scale", "1.05");
  });

  test("GO TO TOP scrolls back to the top", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "GO TO TOP" });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the logo marquee moves, and stands still under reduced motion", async ({ page }) => {
    await page.goto("/");
    const track = page.locator("section[aria-labelledby=trusted-title] .marquee").first();
    await expect(track).toHaveCSS("animation-name", "marquee");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("animation-name", "none");
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("hide Why choose us, the dots image and the contact street address", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Why choose us" })).toBeHidden();
    await expect(page.locator("img[src='/images/dots.svg']")).toBeHidden();
    await page.goto("/contact");
    await expect(page.getByText("412 Meadowlark Lane")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
  });
});

test.describe("inner pages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("portfolio shows 3 of 15 projects and toggles to all and back", async ({ page }) => {
    expect((await page.goto("/portfolio"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Completed Projects" })).toBeVisible();
    const cards = page.locator("main ul[id] > li");
    await expect(cards).toHaveCount(15);
    const visible = page.locator("main ul[id] > li:visible");
    await expect(visible).toHaveCount(3);
    const toggle = page.getByRole("button", { name: "Show more..." });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(visible).toHaveCount(15);
    const less = page.getByRole("button", { name: "Show less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await less.click();
    await expect(visible).toHaveCount(3);

    const first = cards.first().getByRole("link");
    await expect(first).toHaveAttribute("target", "_blank");
    await expect(first).toHaveAttribute("rel", /noopener/);
    await expect(first).toHaveAttribute("href", /^https:\/\//);
    await expect(first.getByText("View")).toBeVisible();
    const categories = await cards.locator("span").allTextContents();
    for (const category of ["WEBSITE", "DASHBOARD", "UI KIT", "E-COMMERCE STORE", "IOS APP"]) {
      expect(categories).toContain(category);
    }
    await expect(page.getByRole("link", { name: "GO TO HOME" })).toHaveAttribute("href", "/");
  });

  test("pricing shows the three groups with the spec's prices and features", async ({ page }) => {
    expect((await page.goto("/pricing"))?.status()).toBe(200);
    const expected: Record<string, [string, string, string[]][]> = {
      Website: [
        ["Basic", "$300", ["4 pages"]],
        ["Premium", "$200", ["6 pages"]],
        ["Enterprise", "$500", ["12 pages"]],
      ],
      SEO: [
        ["Basic", "$100", ["3 keywords", "50 backlinks", "3 blogs"]],
        ["Premium", "$150", ["5 keywords", "80 backlinks", "6 blogs"]],
        ["Enterprise", "$200", ["Overall keywords", "150 backlinks", "10 blogs"]],
      ],
      "Digital marketing": [
        ["Basic", "$100", ["Posting 5 days a week"]],
        ["Premium", "$180", ["15 blogs"]],
        ["Enterprise", "$250", ["60 posts", "30 blogs", "Account manager"]],
      ],
    };
    for (const [group, plans] of Object.entries(expected)) {
      const section = page.getByRole("region", { name: group, exact: true });
      const items = section.locator(":scope > ul > li");
      await expect(items).toHaveCount(3);
      for (const [index, [title, price, features]] of plans.entries()) {
        const plan = items.nth(index);
        await expect(plan.getByRole("heading", { level: 4 })).toHaveText(title);
        await expect(plan.getByText(price, { exact: true })).toBeVisible();
        await expect(plan.getByText("/ month")).toBeVisible();
        await expect(plan.locator("ul > li")).toHaveText(features);
      }
    }
    await expect(page.getByRole("link", { name: "GO TO HOME" })).toHaveAttribute("href", "/");
  });

  test("about shows the company name, the blurb, Company and Team", async ({ page }) => {
    expect((await page.goto("/about"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arcline Digital");
    await expect(page.getByRole("main").getByRole("link", { name: /^contact$/i })).toHaveAttribute(
      "href",
      "/contact",
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Company", exact: true, level: 2 })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Team", exact: true, level: 2 })).toBeVisible();
    await expect(page.getByRole("link", { name: "GO TO HOME" })).toHaveAttribute("href", "/");
  });

  for (const slug of slugs) {
    test(`service page ${slug} has every block`, async ({ page }) => {
      expect((await page.goto(`/services/${slug}`))?.status()).toBe(200);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toBeVisible();
      const cards = page.locator("section[aria-labelledby=cards-title] li");
      await expect(cards).toHaveCount(6);
      const work = page.locator("section[aria-labelledby=service-work-title]");
      if (slug === "cro") await expect(work).toHaveCount(0);
      else {
        await expect(work.getByRole("heading", { level: 2 })).toHaveText(/ Work$/);
        await expect(work.locator("li img")).toHaveCount(3);
      }
      const others = page.locator("section[aria-labelledby=other-services-title]");
      await expect(others.getByRole("heading", { name: "Other Services" })).toBeVisible();
      const links = await others.locator("li a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(links).toHaveLength(3);
      expect(links).not.toContain(`/services/${slug}`);
      await expect(others.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    });
  }

  test("an unknown service answers 404 with Service not found", async ({ page }) => {
    const response = await page.goto("/services/knitting");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Home" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  test("an unknown route answers 404 with a branded page and a link home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Home" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("an in-app navigation to a missing page still ends on a 404 message with a link home", async ({
    page,
  }) => {
    await page.goto("/about");
    // What a stale in-app link would do: a push through the router, not a page load.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        "/no-such-page",
      ),
    );
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page).toHaveTitle("Page not found | Arcline Digital");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page doesn't exist");
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Home" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const [path, heading] of [
      ["/services/knitting", "Service not found"],
      ["/no-such-page", "This page doesn't exist"],
    ] as const) {
      test(`${path} is a whole 404 page as the server sends it: "${heading}", the site's header and footer`, async ({
        page,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        expect(response?.headers()["cache-control"]).toContain("no-store");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.getByRole("banner").getByRole("link", { name: /home/i }).first()).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(page.getByRole("main").getByRole("link", { name: "Go to Home" })).toHaveAttribute(
          "href",
          "/",
        );
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      });
    }
  });

  test("testimonials page shows the carousel alone", async ({ page }) => {
    expect((await page.goto("/testimonials"))?.status()).toBe(200);
    await expect(page.locator("[aria-roledescription=carousel]")).toHaveCount(1);
    await expect(page.locator("[aria-roledescription=slide]")).toHaveCount(6);
  });

  test("careers lists open positions and how to apply", async ({ page }) => {
    expect((await page.goto("/careers"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Open positions" })).toBeVisible();
    expect(await page.locator("article").count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("link", { name: "Apply for this role" }).first()).toHaveAttribute(
      "href",
      /^mailto:careers@/,
    );
  });

  test("contact shows the information panel and every form field", async ({ page }) => {
    expect((await page.goto("/contact"))?.status()).toBe(200);
    const info = page.getByRole("complementary", { name: "Contact Information" });
    await expect(info.getByRole("link", { name: /\+1/ })).toHaveAttribute("href", /^tel:\+1/);
    await expect(info.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(info.getByText("412 Meadowlark Lane")).toBeVisible();
    await expect(info.getByRole("link", { name: /Instagram/ })).toBeVisible();
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByLabel("First Name")).toBeVisible();
    await expect(form.getByLabel("Last Name")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("placeholder", "+1");
    const subjects = form.getByRole("group", { name: "Select Subject" }).getByRole("radio");
    await expect(subjects).toHaveCount(4);
    await expect(form.getByRole("radio", { name: "General Inquiry" })).toBeChecked();
    await expect(form.getByLabel("Message")).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(page.getByRole("link", { name: "GO TO HOME" })).toHaveAttribute("href", "/");
  });
});
