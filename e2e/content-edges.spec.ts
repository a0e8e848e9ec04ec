import { expect, test, type Page } from "./support/test";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import yaml from "js-yaml";
import { contentIn } from "../content";
import { ports } from "./support/processes";
import { copyProject, startGroup, stopAll } from "./support/project-copy";
import type { Server } from "./support/server-process.mjs";

const { careers, common, contact, home, portfolio, services } = contentIn("en");

/**
 * What the team may save in the editor, at its edges, on a throwaway copy of the project under
 * `next dev`: words as long as a field takes (no space to break at), two pages with one search
 * title, then every project deleted. A visitor sees no text leave its card or button, the page
 * with the new title, and no empty block where the projects were.
 */

const root = resolve(__dirname, "..");
const devPort = ports(220).site;
const site = `http://127.0.0.1:${devPort}`;
const widths = [375, 768, 1280];

/** A word of `letters` letters, as someone might paste a URL slug or a German compound. */
const word = (letters: number) =>
  "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(10).slice(0, letters);
const QUOTE = word(300);
const BANNER_TITLE = word(70);
const PROJECT_TITLE = word(60);
const seo = services.find((service) => service.slug === "seo")!;

let copy = "";
let dev: Server | undefined;

/** Sets fields of a content file of the copy (named as the check names them) and writes it, as a save would. */
function save(file: string, fields: Record<string, unknown>) {
  const path = join(copy, "content", file);
  const data = yaml.load(readFileSync(path, "utf8"));
  for (const [field, value] of Object.entries(fields)) {
    const keys = field.split(/[.[\]]+/).filter(Boolean);
    let node = data as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys.at(-1)!] = value;
  }
  writeFileSync(path, yaml.dump(data));
}

/**
 * The text that runs out of a box drawn around it (a card's or button's border or background, a
 * clipping section) or off the page. A carousel's slide is where the walk stops: the slides past
 * the view sit outside it by design, and each slide is as wide as the view.
 */
async function textOutOfItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const drawsBox = (style: CSSStyleDeclaration) =>
      style.overflowX !== "visible" ||
      parseFloat(style.borderLeftWidth) > 0 ||
      parseFloat(style.borderRightWidth) > 0 ||
      !/^(transparent|rgba\(.*, 0\))$/.test(style.backgroundColor);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || element.closest(".marquee, script, style")) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (!rects.length) continue;
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      for (let box: Element | null = element; box; box = box.parentElement) {
        if (box.classList.contains("swiper-slide")) break;
        const page = box === document.documentElement;
        if (!page && !drawsBox(getComputedStyle(box))) continue;
        const edges = page ? { left: 0, right: window.innerWidth } : box.getBoundingClientRect();
        // Text for screen readers only (and the form's trap for robots) sits in a 1 px clipped box.
        if (edges.right - edges.left <= 1) break;
        if (left < edges.left - 1 || right > edges.right + 1) {
          const name = `<${box.tagName.toLowerCase()} class="${(box.getAttribute("class") ?? "").slice(0, 40)}">`;
          out.push(`"${text.slice(0, 30)}…" (${Math.round(right - left)} px wide) runs out of ${name}`);
          break;
        }
      }
    }
    return out;
  });
}

/**
 * Opens the pages that show projects before a save, as the team does: under `next dev` a page
 * compiled for the first time after a save can show the content as it was before it.
 */
async function look(page: Page) {
  for (const path of ["/portfolio", "/", "/services/seo"])
    await page.goto(`${site}${path}`, { timeout: 90_000 });
}

const APPLY_LEAD = "Write to our hiring team at";
const projectCards = (page: Page) => page.locator("main ul[id] > li");
const projectCount = new RegExp(common.projectCount.replace(/\{\w+\}/g, "\\d+"));

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.describe("content at its edges", () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    copy = copyProject(root, "arcline-edges-");
    save("testimonials.yaml", { "testimonials[0].quote": QUOTE });
    save("services/seo.yaml", {
      "banner.title": BANNER_TITLE,
      "banner.button": word(28),
      heading: word(80),
      "card.title": word(40),
      "card.description": word(200),
      "cardSection[0].title": word(80),
      "cardSection[0].description": word(300),
    });
    save("pricing.yaml", { "groups[0].plans.basic.features[0]": word(40) });
    // Every kind of heading, button, label and card the other pages have.
    save("pages/home.yaml", {
      "hero.before": word(20),
      "hero.highlight": word(16),
      "hero.after": word(24),
      "hero.tagline": word(200),
      "offer.title": word(60),
      "whyChooseUs.link": word(24),
      "work.moreLabel": word(24),
      "cta.title": word(80),
      "cta.contactLabel": word(24),
      "cta.careersLabel": word(30),
      "band.title": word(60),
    });
    save("pages/about.yaml", {
      "banner.title": word(70),
      "banner.button": word(28),
      "company.stats[0].label": word(44),
      "team.members[0].role": word(40),
      "values[0].title": word(80),
    });
    save("pages/contact.yaml", { "banner.title": word(70), title: word(60) });
    save("forms.yaml", {
      "contact.label": word(60),
      "contact.submit": word(24),
      "newsletter.submit": word(16),
      "contactBack.submit": word(16),
    });
    save("footer.yaml", {
      "newsletter.title": word(40),
      "sections.company": word(24),
      headquartersLabel: word(24),
      rights: word(58),
    });
    save("common.yaml", { "menu.about": word(20), "menu.pricing": word(20), goHome: word(24) });
    save("pages/not-found.yaml", {
      "page.title": word(40),
      "page.heading": word(60),
      "page.linkLabel": word(24),
    });
    save("pages/form-results.yaml", { "received.title": word(80), homeLink: word(24) });
    save("careers.yaml", { "positions[0].title": word(60), "positions[0].team": word(40) });
    save("pages/careers.yaml", {
      "howToApply.stepLabel": "Stage {number}",
      "howToApply.emailLead": APPLY_LEAD,
      "howToApply.emailSubject": "Candidatura: {position}",
    });
    // The editor names a project's file after its title; this one is first in the portfolio and on the home page.
    save("projects/halcyon-architects-website.yaml", {
      title: PROJECT_TITLE,
      services: ["web-development", "seo"],
    });
    const projects = join(copy, "content/projects");
    writeFileSync(
      join(projects, `${PROJECT_TITLE.toLowerCase()}.yaml`),
      readFileSync(join(projects, "halcyon-architects-website.yaml")),
    );
    rmSync(join(projects, "halcyon-architects-website.yaml"));
    dev = await startGroup(
      [join(copy, "node_modules/next/dist/bin/next"), "dev", "-H", "127.0.0.1", "-p", String(devPort)],
      { cwd: copy, env: {}, url: `${site}/contact` },
    );
  });

  test.afterAll(async () => {
    await dev?.stop();
    await stopAll();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test("words as long as a field takes stay inside their cards, quotes, headings and buttons", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const found: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        "/",
        "/testimonials",
        "/services/seo",
        "/pricing",
        "/portfolio",
        "/careers",
        "/about",
        "/contact",
        "/no-such-page",
        "/form/received",
      ]) {
        // The first visit compiles the page in the dev server.
        await page.goto(`${site}${path}`, { timeout: 90_000 });
        if (path === "/" || path === "/testimonials") await expect(page.getByText(QUOTE)).toHaveCount(1);
        if (path === "/services/seo")
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(BANNER_TITLE);
        if (path === "/portfolio") await expect(page.getByText(PROJECT_TITLE)).toBeVisible();
        found.push(...(await textOutOfItsBox(page)).map((line) => `${width} px ${path}: ${line}`));
      }
    }
    expect(found).toEqual([]);
  });

  test("the careers page's steps, its line before the email and the email's subject are the team's words", async ({
    page,
  }) => {
    await page.goto(`${site}/careers`, { timeout: 90_000 });
    await expect(page.getByText("Stage 1", { exact: true })).toBeVisible();
    const apply = page.getByRole("link", { name: careers.applyLabel }).first();
    expect(new URL((await apply.getAttribute("href")) ?? "").searchParams.get("subject")).toBe(
      `Candidatura: ${word(60)}`,
    );
    await expect(page.getByText(`${APPLY_LEAD} ${careers.howToApply.email}.`, { exact: true })).toBeVisible();
  });

  test("a search title another page has is published: /about shows it, with no notice", async ({ page }) => {
    await page.goto(`${site}/about`, { timeout: 90_000 });
    await expect(page).not.toHaveTitle(contact.seo.title);
    save("pages/about.yaml", { "seo.title": contact.seo.title });
    await expect
      .poll(
        async () => {
          await page.goto(`${site}/about`, { timeout: 90_000 });
          return page.title();
        },
        { timeout: 90_000 },
      )
      .toBe(contact.seo.title);
    await expect(page.getByText("This content did not load")).toHaveCount(0);
    // Nor does the dev server count an error (its badge opens the overlay).
    await expect(page.getByRole("button", { name: "Open issues overlay" })).toHaveCount(0);
  });

  test("two projects show without a Show more button or a count", async ({ page }) => {
    await look(page);
    const names = readdirSync(join(copy, "content/projects"));
    for (const name of names.slice(2)) rmSync(join(copy, "content/projects", name));
    await expect
      .poll(
        async () => {
          await page.goto(`${site}/portfolio`, { timeout: 90_000 });
          return projectCards(page).count();
        },
        { timeout: 90_000 },
      )
      .toBe(2);
    await expect(projectCards(page).filter({ visible: true })).toHaveCount(2);
    await expect(page.getByRole("button", { name: common.showMore })).toHaveCount(0);
    await expect(page.getByText(projectCount)).toHaveCount(0);
  });

  test("with every project deleted, no page shows an empty work block", async ({ page }) => {
    await look(page);
    for (const name of readdirSync(join(copy, "content/projects")))
      rmSync(join(copy, "content/projects", name));
    await expect
      .poll(
        async () => {
          await page.goto(`${site}/portfolio`, { timeout: 90_000 });
          return projectCards(page).count();
        },
        { timeout: 90_000 },
      )
      .toBe(0);
    const projects = page.getByRole("region", { name: portfolio.title });
    await expect(projects.getByRole("heading", { name: portfolio.title })).toBeVisible();
    await expect(projects.getByRole("list")).toHaveCount(0);
    await expect(projects.getByRole("button")).toHaveCount(0);
    await expect(page.getByText(projectCount)).toHaveCount(0);

    await page.goto(`${site}/`, { timeout: 90_000 });
    await expect(page.getByRole("heading", { name: home.testimonials.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: home.work.title })).toHaveCount(0);
    await expect(page.getByText(home.work.readMore)).toHaveCount(0);

    await page.goto(`${site}/services/seo`, { timeout: 90_000 });
    await expect(page.getByRole("heading", { name: common.otherServices })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${seo.banner.page} ${common.workSuffix}` })).toHaveCount(
      0,
    );
  });
});
