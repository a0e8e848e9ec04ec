import { contentIn } from "../content";
import { expect, test, type Page } from "./support/test";
import { receivedFor, uniqueEmail } from "./support/stub";
import { translatedPages } from "./support/routes";

test.use({ viewport: { width: 1280, height: 900 } });

const english = contentIn("en");
const spanish = contentIn("es");

/** Every English sentence the team translated (three words or more, so not a shared name like "UI/UX"). */
function translatedSentences(en: unknown, es: unknown, found = new Set<string>()): Set<string> {
  if (typeof en === "string") {
    if (en !== es && en.trim().split(/\s+/).length >= 3) found.add(en.trim());
  } else if (Array.isArray(en))
    en.forEach((item, index) => translatedSentences(item, (es as unknown[])?.[index], found));
  else if (en && typeof en === "object")
    for (const [key, value] of Object.entries(en))
      translatedSentences(value, (es as Record<string, unknown> | undefined)?.[key], found);
  return found;
}

/** What a visitor, a screen reader and a search result read of the page. */
const everythingRead = (page: Page) =>
  page.evaluate(() =>
    [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      document.body.innerText,
      ...[...document.querySelectorAll("[aria-label], [alt], [placeholder]")].flatMap((element) =>
        ["aria-label", "alt", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
      ),
    ].join("\n"),
  );

test("every Spanish page is in Spanish: no sentence of the English site shows on it", async ({ page }) => {
  test.setTimeout(120_000);
  const sentences = [...translatedSentences(english, spanish)];
  expect(sentences.length).toBeGreaterThan(300);
  expect(translatedPages).toHaveLength(13);
  for (const path of [...translatedPages, "/es/form/received", "/es/form/not-sent", "/es/nada"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const read = await everythingRead(page);
    expect({ path, english: sentences.filter((sentence) => read.includes(sentence)) }).toEqual({
      path,
      english: [],
    });
  }
});

test("what a project, a plan or a position picks from a list is named in Spanish too", async ({ page }) => {
  const text = async () => (await page.locator("main").textContent()) ?? "";
  await page.goto("/es/portfolio");
  const portfolio = await text();
  for (const category of Object.keys(english.common.categories)) expect(portfolio).not.toContain(category);
  expect(portfolio).toContain(spanish.common.categories[english.projects[0]!.category]);
  await page.goto("/es/pricing");
  await expect(page.getByRole("heading", { level: 4 })).toHaveText(
    Array(english.pricingGroups.length).fill(Object.values(spanish.common.planNames)).flat(),
  );
  await page.goto("/es/careers");
  const careers = await text();
  for (const type of Object.keys(english.common.positionTypes)) expect(careers).not.toContain(type);
  expect(careers).toContain(spanish.common.positionTypes[english.positions[0]!.type]);
});

test("the language link leads to the same page in the other language, by keyboard too", async ({ page }) => {
  await page.goto("/es/services/seo");
  const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("hreflang", "en");
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await toEnglish.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services\/seo$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.getService("seo")!.banner.title);

  await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/services\/seo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.getService("seo")!.banner.title);
});

test("a page that does not exist in Spanish offers no link to it, and says so in Spanish", async ({
  page,
}) => {
  const answer = await page.goto("/es/nada");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.notFound.page.heading);
  await expect(page.locator("a[hreflang]")).toHaveCount(0);
  await page.goto("/no-such-page");
  await expect(page.locator("a[hreflang]")).toHaveCount(0);
});

test("the mobile menu has the language link", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/es/pricing");
  await page.getByRole("button", { name: spanish.common.menu.openMenu }).click();
  const menu = page.getByRole("navigation", { name: spanish.common.screenReader.mainMenu });
  await menu.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

const footerForm = (page: Page) => page.getByRole("form", { name: spanish.footer.newsletter.label });

test("a Spanish form checks and answers in Spanish, and the agency gets the English body", async ({
  page,
}) => {
  await page.goto("/es/pricing");
  const form = footerForm(page);
  await form.getByRole("textbox").fill("nope");
  await form.getByRole("button", { name: spanish.footer.newsletter.submit }).click();
  await expect(form.getByText(/correo/i).first()).toBeVisible();

  // A person takes a second to retype an address; a send within a second of the first touch is held
  // as a script's (minFillMs in lib/leads/spam.ts) and never reaches the agency.
  await page.waitForTimeout(1_000);
  const email = uniqueEmail();
  await form.getByRole("textbox").fill(email);
  await form.getByRole("button", { name: spanish.footer.newsletter.submit }).click();
  const toast = page.locator("[data-rht-toaster] [data-toast-id]");
  await expect(toast).toBeVisible();
  const shown = await toast.innerText();
  const { received, stored } = spanish.forms.newsletter;
  expect({ shown, inSpanish: shown.includes(received) || shown.includes(stored) }).toEqual({
    shown,
    inSpanish: true,
  });
  await expect.poll(async () => (await receivedFor(email)).map(({ body }) => body)).toEqual([{ email }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Spanish form lands on the Spanish result page", async ({ page }) => {
    await page.goto("/es/pricing");
    const form = footerForm(page);
    await form.getByRole("textbox").fill(uniqueEmail());
    await form.getByRole("button", { name: spanish.footer.newsletter.submit }).click();
    await expect(page).toHaveURL(/\/es\/form\/received$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.formResults.received.title);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});
