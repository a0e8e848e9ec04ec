import { expect, test, type Locator, type Page } from "./support/test";
import { storedLeads } from "./support/leads";
import { receivedFor, uniqueEmail } from "./support/stub";
import { typeLikeAPerson } from "./support/typing";

test.use({ viewport: { width: 1280, height: 900 } });

const errorText = "There was an error submitting your form.";
const savedText = "Thank you! Your message is saved and our team will get back to you shortly.";

type EmailPlace = {
  name: string;
  path: string;
  upstream: string;
  form: (page: Page) => Locator;
  submit: string;
};

const emailPlaces: EmailPlace[] = [
  {
    name: "home hero sign-up",
    path: "/",
    upstream: "/api/contact/newsletter",
    form: (page) => page.getByRole("form", { name: "Sign up for updates" }),
    submit: "SEND",
  },
  {
    name: "call-to-action band",
    path: "/",
    upstream: "/api/contact/contact-back",
    form: (page) => page.getByRole("form", { name: "Ask us to contact you" }),
    submit: "SEND",
  },
  {
    name: "footer newsletter box",
    path: "/pricing",
    upstream: "/api/contact/newsletter",
    form: (page) => page.getByRole("form", { name: "Subscribe to our newsletter" }),
    submit: "Subscribe",
  },
];

/**
 * Where a screen reader would announce `text` from: the live regions on the page that hold it,
 * each named by the form it sits in.
 */
async function announcedBy(page: Page, text: string) {
  return page.evaluate(
    (text) =>
      [...document.querySelectorAll("[role=status], [role=alert], [role=log], [aria-live]")]
        .filter((region) => region.getAttribute("aria-live") !== "off")
        .filter((region) => region.textContent?.includes(text))
        .map((region) => region.closest("form")?.getAttribute("aria-label") ?? "outside any form"),
    text,
  );
}

for (const place of emailPlaces) {
  test.describe(place.name, () => {
    test("posts the email to the right upstream path and shows the server's message", async ({ page }) => {
      await page.goto(place.path);
      const form = place.form(page);
      const email = uniqueEmail("slow");
      const input = form.getByRole("textbox");
      await typeLikeAPerson(input, email);
      const button = form.getByRole("button", { name: place.submit });
      await button.click();
      await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
      await expect(page.locator("[data-rht-toaster] [data-toast-message]")).toHaveText(
        `Stub received ${place.upstream}`,
      );
      await expect(form.getByRole("button", { name: place.submit })).toBeEnabled();
      await expect(input).toHaveValue("");
      expect(await announcedBy(page, `Stub received ${place.upstream}`)).toHaveLength(1);
      const received = await receivedFor(email);
      expect(received.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
        { method: "POST", path: place.upstream, body: { email } },
      ]);
      expect(received[0]!.headers["idempotency-key"]).toBeTruthy();
    });

    test("says the email was received when the agency API fails, and delivers it once the API recovers", async ({
      page,
    }) => {
      await page.goto(place.path);
      const form = place.form(page);
      const email = uniqueEmail("flaky");
      await typeLikeAPerson(form.getByRole("textbox"), email);
      await form.getByRole("button", { name: place.submit }).click();
      await expect(page.locator("[data-rht-toaster] [data-toast-message]")).toHaveText(savedText);
      await expect(form.getByRole("textbox")).toHaveValue("");
      // First attempt answered 503; the background deliverer retries with the same key.
      await expect.poll(async () => (await receivedFor(email)).length, { timeout: 15_000 }).toBe(2);
      const [failed, delivered] = await receivedFor(email);
      expect(delivered!.headers["idempotency-key"]).toBe(failed!.headers["idempotency-key"]);
      expect(delivered!.body).toEqual({ email });
    });

    test("refuses an invalid email in the browser and says why", async ({ page }) => {
      await page.goto(place.path);
      const form = place.form(page);
      const input = form.getByRole("textbox");
      await input.fill("not-an-email");
      await form.getByRole("button", { name: place.submit }).click();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      const describedBy = await input.getAttribute("aria-describedby");
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Enter a valid email address");
      await expect(input).toBeFocused();
    });
  });
}

/** Fills the contact form with a message for the Packaging Design subject. */
async function fill(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First Name").fill("  Ada ");
  await form.getByLabel("Last Name").fill("Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone Number").fill("+1 (307) 555-0199");
  await form.getByRole("radio", { name: "Packaging Design" }).check();
  await typeLikeAPerson(
    form.getByLabel("Message"),
    "We are launching a tea brand and need packaging.\nBudget: $20k.",
    3.5,
  );
  return form;
}

test.describe("contact form", () => {
  test("sends every field to /contact/post, shows Sending... and the server's message, then resets", async ({
    page,
  }) => {
    await page.goto("/contact");
    const email = uniqueEmail("slow");
    const form = await fill(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    // Text and place are read in one go: the toast lasts 5 s, which a loaded machine can spend
    // between two separate reads.
    let right = 0;
    await expect
      .poll(async () => {
        const shown = await page.evaluate(() => {
          const message = document.querySelector("[data-rht-toaster] [data-toast-message]");
          return message && { text: message.textContent, right: message.getBoundingClientRect().right };
        });
        right = shown?.right ?? 0;
        return shown?.text;
      })
      .toBe("Stub received /api/contact/post");
    expect(right).toBeGreaterThan(1280 - 120);

    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByRole("radio", { name: "General Inquiry" })).toBeChecked();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const received = await receivedFor(email);
    expect(received.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: "/api/contact/post",
        body: {
          firstName: "Ada",
          lastName: "Lovelace",
          email,
          phoneNumber: "+1 (307) 555-0199",
          subject: "Packaging Design",
          message: "We are launching a tea brand and need packaging.\nBudget: $20k.",
        },
      },
    ]);
    await expect(page.getByRole("form", { name: "Contact form" }).locator("p[role=status]")).toHaveText(
      "Stub received /api/contact/post",
    );
  });

  test("announces the result once, from the form's own live region, while the toast shows it", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = await fill(page, uniqueEmail());
    await form.getByRole("button", { name: "Send Message" }).click();
    const text = "Stub received /api/contact/post";
    await expect(page.locator("[data-rht-toaster] [data-toast-message]")).toHaveText(text);
    await expect(form.getByRole("status")).toHaveText(text);
    expect(await announcedBy(page, text)).toEqual(["Contact form"]);
  });

  test("says the message was received when the agency API fails, and resets to the defaults", async ({
    page,
  }) => {
    await page.goto("/contact");
    const email = uniqueEmail("fail");
    const form = await fill(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-rht-toaster] [data-toast-message]")).toHaveText(savedText);
    await expect(form.getByLabel("Last Name")).toHaveValue("");
    await expect(form.getByRole("radio", { name: "General Inquiry" })).toBeChecked();
    expect((await receivedFor(email)).length).toBeGreaterThanOrEqual(1);
  });

  test("when the site cannot be reached, shows the error toast, resets, and offers the message back", async ({
    page,
    context,
  }) => {
    await page.goto("/contact");
    const email = uniqueEmail();
    const form = await fill(page, email);
    await context.setOffline(true);
    await form.getByRole("button", { name: "Send Message" }).click();
    const toast = page.locator("[data-rht-toaster] [data-toast-message]");
    await expect(toast).toContainText(errorText);
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByRole("radio", { name: "General Inquiry" })).toBeChecked();

    await context.setOffline(false);
    await toast.getByRole("button", { name: "Restore my message" }).click();
    await expect(toast).toHaveCount(0);
    await expect(form.getByLabel("First Name")).toHaveValue("  Ada ");
    await expect(form.getByLabel("First Name")).toBeFocused();
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Message")).toHaveValue(
      "We are launching a tea brand and need packaging.\nBudget: $20k.",
    );
    await expect(form.getByRole("radio", { name: "Packaging Design" })).toBeChecked();

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast).toHaveText("Stub received /api/contact/post");
    expect(await receivedFor(email)).toHaveLength(1);
  });

  test("marks missing fields and sends nothing", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const label of ["First Name", "Last Name", "Email", "Phone Number", "Message"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(form.getByLabel("First Name")).toBeFocused();
    await expect(page.locator("[data-rht-toaster] [data-toast-message]")).toHaveCount(0);
  });
});

test("when the form's code cannot load, the browser posts the form itself and lands on a result page", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  // Every script the page has not loaded yet fails from here on: the checks, the post, the toasts.
  const refused: string[] = [];
  await page.route("**/_next/static/chunks/**", (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  const email = uniqueEmail();
  const form = await fill(page, email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/form\/received$/);
  expect(refused.length, "the form's code was asked for, and refused").toBeGreaterThan(0);
  const received = await receivedFor(email);
  expect(received).toHaveLength(1);
  expect(received[0]!.body).toMatchObject({ firstName: "Ada", subject: "Packaging Design" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const place of emailPlaces) {
    test(`the ${place.name} still posts and lands on a result page`, async ({ page }) => {
      await page.goto(place.path);
      const email = uniqueEmail();
      const form = place.form(page);
      await form.getByRole("textbox").fill(email);
      await form.getByRole("button", { name: place.submit }).click();
      await expect(page).toHaveURL(/\/form\/received$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Thank you/);
      const received = await receivedFor(email);
      expect(received.map(({ path, body }) => ({ path, body }))).toEqual([
        { path: place.upstream, body: { email } },
      ]);
    });
  }

  test("the contact form still posts and lands on a result page", async ({ page }) => {
    await page.goto("/contact");
    const email = uniqueEmail();
    const form = await fill(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/form\/received$/);
    const received = await receivedFor(email);
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toMatchObject({ firstName: "Ada", subject: "Packaging Design" });
  });

  test("an invalid native post lands on the not-sent page", async ({ page }) => {
    await page.goto("/pricing");
    const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
    await form.getByRole("textbox").fill("nope");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/form\/not-sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(errorText);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a lead keeps the page it was sent from and that address's campaign, and no click id", async ({
      page,
    }) => {
      const campaign = `spring-${javaScriptEnabled ? "js" : "html"}-${Date.now()}`;
      await page.goto(`/pricing?utm_source=newsletter&utm_campaign=${campaign}&gclid=abc123`);
      const email = uniqueEmail();
      const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
      await form.getByRole("textbox").fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
      if (javaScriptEnabled) await expect(form.getByRole("status")).not.toBeEmpty();
      else await expect(page).toHaveURL(/\/form\/received$/);
      const leads = await storedLeads({ engine: "sqlite", dataDir: process.env.E2E_DATA_DIR! });
      expect(leads.filter((lead) => lead.payload?.email === email).map((lead) => lead.source)).toEqual([
        { page: "/pricing", campaign: { utm_source: "newsletter", utm_campaign: campaign } },
      ]);
    });
  });
}

test.describe("spam", () => {
  test("a form sent faster than a person types is held as spam and answered as a lead; ten seconds of typing is a lead", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
    const status = form.getByRole("status");
    const stored = async (email: string) =>
      (await storedLeads({ engine: "sqlite", dataDir: process.env.E2E_DATA_DIR! }))
        .filter((lead) => lead.payload?.email === email)
        .map(({ state, spamReasons }) => ({ state, spamReasons }));
    // A script that fills the form the instant it has its timing value, and sends it. It is fast only
    // if the timing value came back within the second: on a machine too busy for that, its post is
    // rightly a lead (nobody is held for a slow server), so it tries again, up to three times.
    let bot = "";
    const tries: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.goto("/pricing");
      bot = uniqueEmail();
      const timing = page.waitForResponse((response) => response.url().endsWith("/api/contact/timing"));
      const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact/newsletter"));
      await form.getByRole("textbox").fill(bot);
      await timing;
      await form.getByRole("button", { name: "Subscribe" }).click();
      const elapsed = (JSON.parse((await sent).postData() ?? "{}") as { formElapsed?: number }).formElapsed;
      await expect(status).not.toBeEmpty();
      expect(await status.textContent()).not.toBe(errorText);
      const [lead] = await stored(bot);
      tries.push(`${elapsed} ms: ${lead?.state}`);
      if (lead?.state === "spam") break;
    }
    expect(await stored(bot), `the attempts, by the browser's clock: ${tries.join(", ")}`).toEqual([
      { state: "spam", spamReasons: ["too-fast"] },
    ]);
    expect(await receivedFor(bot)).toEqual([]);

    const person = uniqueEmail();
    await typeLikeAPerson(form.getByRole("textbox"), person, 10);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => stored(person)).toEqual([{ state: "delivered", spamReasons: null }]);
    expect(await receivedFor(person)).toHaveLength(1);
  });
});
