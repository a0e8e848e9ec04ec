import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "./support/test";
import { allPages, translatedPages } from "./support/routes";
import { startServer } from "./support/server-process.mjs";
import { typeLikeAPerson } from "./support/typing";

// Every page runs under one policy without 'unsafe-inline': its own inline scripts are allowed
// by hash (prerendered pages) or by nonce (404s, rendered per address), and nothing else. The
// "next start" project (playwright.config.ts) runs the same tests under Next's own server.

/** Everything the browser refuses or reports as an error on `page`, as text. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.exposeBinding("reportViolation", (_source, text: string) => problems.push(`policy: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sample})`,
      ),
    );
  });
  page.on("pageerror", (error) => problems.push(`error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The browser's own note on a page answered 404 or 500 on purpose.
    if (/status of (404|500)/.test(message.text())) return;
    problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Whether React has hydrated the document (it cannot without the payload the inline scripts carry). */
const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react")));

test.describe("a strict policy on every page", () => {
  test("every page of the sitemap, 404s at any address and the error page run their scripts, and nothing is refused", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = await watch(page);
    const notFound = [
      "/no-such-page",
      "/services/no-such-service",
      "/x.php",
      "/api/no-such-route",
      "/es/nada",
    ];
    const icons = new Set<string>();
    for (const path of [...allPages, ...translatedPages, ...notFound, "/_global-error"]) {
      const answer = await page.goto(path);
      const policies = (await answer!.headersArray()).filter(
        (header) => header.name.toLowerCase() === "content-security-policy",
      );
      // One policy: a browser enforces each it gets, so a second would refuse what the first allows.
      expect(policies, path).toHaveLength(1);
      const scripts = /script-src ([^;]*)/.exec(policies[0]!.value)?.[1] ?? "";
      expect(scripts, path).toMatch(
        notFound.includes(path) ? /^'self' 'nonce-[^']+'$/ : /^'self'( 'sha256-[^']+')+$/,
      );
      await expect.poll(() => hydrated(page), { message: path }).toBe(true);
      for (const href of await page
        .locator("svg use")
        .evaluateAll((uses) => uses.map((use) => use.getAttribute("href"))))
        icons.add(href ?? "");
    }
    expect(problems).toEqual([]);
    // Every icon drawn is in the sprite its address names, served as an image that may be kept.
    const sprites = new Map<string, string>();
    for (const href of icons) {
      const [address = "", id] = href.split("#");
      if (!sprites.has(address)) {
        const sprite = await page.request.get(address);
        expect([address, sprite.status(), sprite.headers()["content-type"]]).toEqual([
          address,
          200,
          "image/svg+xml",
        ]);
        sprites.set(address, await sprite.text());
      }
      expect(sprites.get(address), href).toContain(`<symbol id="${id}"`);
    }
    expect(icons.size).toBeGreaterThan(10);
  });

  test("the three forms send with JavaScript, under the policy", async ({ page }) => {
    const problems = await watch(page);
    await page.goto("/");
    for (const name of ["Sign up for updates", "Ask us to contact you"]) {
      const form = page.getByRole("form", { name });
      await typeLikeAPerson(form.getByRole("textbox"), `csp-${Date.now()}@example.com`);
      await form.getByRole("button", { name: "SEND" }).click();
      await expect(form.getByRole("status")).toHaveText(/Stub received/);
    }
    await page.goto("/contact");
    const contact = page.getByRole("form", { name: "Contact form" });
    await contact.getByLabel("First Name").fill("Ada");
    await contact.getByLabel("Last Name").fill("Lovelace");
    await contact.getByLabel("Email").fill(`csp-${Date.now()}@example.com`);
    await contact.getByLabel("Phone Number").fill("+1 307 555 0199");
    await typeLikeAPerson(contact.getByLabel("Message"), "A strict policy, please.", 3.5);
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByRole("status")).toHaveText("Stub received /api/contact/post");
    expect(problems).toEqual([]);
  });

  test("the Services menu, Show more... and GO TO TOP work under the policy, on a 404 too", async ({
    page,
  }) => {
    const problems = await watch(page);
    for (const path of ["/portfolio", "/x.php"]) {
      await page.goto(path);
      const services = page.getByRole("banner").getByRole("button", { name: "Services" });
      await services.click();
      await expect(services, path).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
    }
    await page.goto("/portfolio");
    await page.getByRole("button", { name: "Show more..." }).click();
    await expect(page.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    await page.goto("/");
    const top = page.getByRole("button", { name: "GO TO TOP" });
    await top.scrollIntoViewIfNeeded();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

    test("the menu, the footer accordion and the carousel work under the policy", async ({ page }) => {
      const problems = await watch(page);
      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await page.keyboard.press("Escape");
      const services = page.getByRole("contentinfo").getByRole("button", { name: "Services" });
      await services.click();
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await page.goto("/testimonials");
      const carousel = page.locator("section[aria-roledescription=carousel]");
      await expect(carousel.locator(".swiper-initialized")).toHaveCount(1);
      const previous = carousel.getByRole("button", { name: "Previous testimonial" });
      await carousel.getByRole("button", { name: "Next testimonial" }).click();
      await expect(previous).toHaveAttribute("aria-disabled", "false");
      expect(problems).toEqual([]);
    });
  });
});

test("a page whose HTML changed after the build has its changed and injected scripts refused", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "arcline-tampered-"));
  // Not the cache of served pages that the running e2e server keeps beside it: the changed
  // file must be what this server reads.
  const built = resolve(".next/standalone");
  cpSync(built, dir, {
    recursive: true,
    filter: (path) => path !== join(built, ".next", "server", "route-cache"),
  });
  const file = join(dir, ".next", "server", "app", "about.html");
  const html = readFileSync(file, "utf8");
  const bootstrap = "(self.__next_f=self.__next_f||[]).push([0])";
  expect(html).toContain(bootstrap);
  writeFileSync(
    file,
    html
      .replace(bootstrap, `${bootstrap};self.changed=1`)
      .replace("</body>", "<script>self.injected=1</script></body>"),
  );
  const port = 3191;
  const server = startServer(["server.js"], {
    cwd: dir,
    env: { NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1", DATA_DIR: join(dir, "data") },
    url: `http://127.0.0.1:${port}/api/health`,
    answers: (status) => status < 500,
  });
  await server.ready;
  try {
    const problems = await watch(page);
    await page.goto(`http://127.0.0.1:${port}/about`);
    await expect.poll(() => problems.filter((text) => text.startsWith("policy:")).length).toBe(2);
    expect(await page.evaluate(() => ({ changed: "changed" in self, injected: "injected" in self }))).toEqual(
      {
        changed: false,
        injected: false,
      },
    );
    // The page itself is still there, as it is without JavaScript.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await server.stop("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});
