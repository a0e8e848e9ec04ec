import { expect, test, type Page } from "./support/test";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { imageSize } from "image-size";
import yaml from "js-yaml";
import sharp from "sharp";
import { ports } from "./support/processes";
import { copyProject, hashTree, runNode, startGroup, stopAll } from "./support/project-copy";
import type { Server } from "./support/server-process.mjs";

/**
 * The content editor (Keystatic, `next dev` only) as a marketing person uses it, on a throwaway
 * copy of the project: a price, a quote, the home page's search title and the contact form's
 * button are changed and saved, and a 16th project with a 2 MB photo is added; the files on
 * disk change by those lines only, invalid values are refused, and the dev server and a
 * rebuilt site show the new content.
 *
 * EDITOR_SCREENSHOTS=1 also writes the screenshots of docs/images/editor-*.png (the only write
 * into this checkout).
 */

const root = resolve(__dirname, "..");
const screenshots = process.env.EDITOR_SCREENSHOTS === "1";
const devPort = ports(210).site;
const sitePort = ports(211).site;
const editor = `http://127.0.0.1:${devPort}/keystatic`;

const PRICE_LABEL = "Price (US dollars per month)";
const NEW_TITLE = "Arcline Digital: brand, web and growth agency";
const NEW_BUTTON = "Send my message";
const NEW_PROJECT = "Juniper Bakery Website";
const bytes2MB = 2 * 1024 * 1024;
const NEW_QUOTE =
  "We changed our own wording in the editor on a Tuesday afternoon, and the new page went live the same day without a single call to the developers.";

/** The new page's content, as the team would write it. */
const PRESS_YAML = `seo:
  title: 'Press: news and media kit | Arcline Digital'
  description: >-
    News from the studio, our logos and photos for the press, and who to call
    for an interview or a quote about our work.
  card:
    label: Press
    heading: News from the studio
    color1: '#0ea5e9'
    color2: '#22c55e'
banner:
  page: Press
  title: News from the studio
  description: Our logos, photos and the people to call for a quote.
  button: Get in touch
  color1: '#0ea5e9'
  color2: '#22c55e'
`;

/** The new page's file: its content by its key in the model, its address by its file's name. */
const PRESS_PAGE = `import type { Metadata } from "next";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { pageContent, pageLanguage } from "@/lib/language";
import { pagePath } from "@/lib/routes";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { staticPageSeo } from "@/lib/seo/page-seo";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(pagePath("press"), await pageLanguage());
}

export default async function PressPage() {
  const { lang, pressPage } = await pageContent();
  return (
    <>
      <JsonLd data={webPageJsonLd(staticPageSeo(lang, pagePath("press")))} />
      <HeroBanner {...pressPage.banner} lang={lang} />
    </>
  );
}
`;

/** Its one-line counterpart in the other languages, published where the page is translated. */
const PRESS_PAGE_IN_LANGUAGES = `export { default, generateMetadata } from "@/app/(site)/press/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("pressPage");
`;

/** Prints the sitemap's addresses, from the copy's own code. */
const SITEMAP_URLS = `
const { createJiti } = require("jiti");
const jiti = createJiti(process.cwd() + "/", { alias: { "@": process.cwd() } });
jiti.import(process.cwd() + "/lib/seo/sitemap.ts").then((sitemap) =>
  console.log(JSON.stringify(sitemap.sitemapEntries(undefined).map((entry) => entry.url))),
);
`;

let copy = "";
let dataDir = "";
let dev: Server | undefined;
/** The copy's content/ and public/ as they were before any edit. */
let original: {
  pricing: string;
  testimonials: string;
  home: string;
  forms: string;
  content: Record<string, string>;
  public: Record<string, string>;
};

const file = (path: string) => readFileSync(join(copy, path), "utf8");

async function screenshot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(join(root, "docs/images"), { recursive: true });
  // Without the dev server's "N" badge, which the finished site does not have.
  await page.screenshot({
    path: join(root, "docs/images", name),
    animations: "disabled",
    style: "nextjs-portal { display: none !important; }",
  });
}

/** Uncaught errors in the page: the editor must not crash while it is used. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Posts to the editor's write API, which a refused save must never reach. */
function writes(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/keystatic/update"))
      posts.push(request.url());
  });
  return posts;
}

const dialogs = (page: Page) => page.getByRole("dialog");

/** Closes the innermost "Edit item" dialog with its Done button and waits until it is gone. */
async function done(page: Page) {
  const open = await dialogs(page).count();
  await dialogs(page).last().getByRole("button", { name: "Done", exact: true }).click();
  await expect(dialogs(page)).toHaveCount(open - 1);
}

/** A JPEG photo of noise, so it stays large when compressed, with its camera and where it was taken. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: "Arcline Test Camera", Model: "T-1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 4000/100",
      },
    })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Picks a file in the first image field of the page, as the team would in the file dialog. */
async function pick(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).first().click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** Expects `after` to differ from `before` in exactly one line, that line becoming `line`. */
function expectOneLine(before: string, after: string, line: RegExp) {
  const changed = changedLines(before.split("\n"), after.split("\n"));
  expect(changed).toHaveLength(1);
  expect(after.split("\n")[changed[0]!]).toMatch(line);
}

/** Opens Pricing plans → Website, and returns its Basic plan's price. */
async function openBasicPlan(page: Page) {
  await page.goto(`${editor}/singleton/plans`);
  // The first visit compiles the editor in the dev server.
  await page.getByRole("row", { name: "Website", exact: true }).click({ timeout: 90_000 });
  const price = dialogs(page)
    .getByRole("group", { name: "Basic" })
    .getByRole("textbox", { name: PRICE_LABEL });
  await expect(price).toBeVisible();
  return price;
}

/** Saves and waits until the editor says it is saved: the write answered, "Unsaved" went away, "Saved" shows. */
async function save(page: Page) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/api/keystatic/update"),
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await answer).ok()).toBe(true);
  await expect(page.getByText("Unsaved", { exact: true })).toBeHidden();
  // And says so: Keystatic itself confirms only new entries (app/keystatic/keystatic-app.tsx).
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
}

/** Line diff of two texts of the same length: the indexes of the lines that differ. */
function changedLines(before: string[], after: string[]) {
  expect(after).toHaveLength(before.length);
  return before.flatMap((line, index) => (line === after[index] ? [] : [index]));
}

const indentOf = (line: string) => line.length - line.trimStart().length;

test.describe.configure({ mode: "serial" });

test.describe("content editor", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    copy = copyProject(root, "arcline-editor-");
    dataDir = mkdtempSync(join(tmpdir(), "arcline-editor-data-"));
    original = {
      pricing: file("content/pricing.yaml"),
      testimonials: file("content/testimonials.yaml"),
      home: file("content/pages/home.yaml"),
      forms: file("content/forms.yaml"),
      content: hashTree(join(copy, "content")),
      public: hashTree(join(copy, "public")),
    };
    dev = await startGroup(
      [join(copy, "node_modules/next/dist/bin/next"), "dev", "-H", "127.0.0.1", "-p", String(devPort)],
      { cwd: copy, env: { DATA_DIR: dataDir }, url: editor },
    );
  });

  test.afterAll(async () => {
    await dev?.stop();
    await stopAll();
    if (copy) rmSync(copy, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("a new price saved in the editor changes that one line of content/pricing.yaml", async ({ page }) => {
    // The first visit compiles two pages, the editor, its read route and its write route in the dev server.
    test.setTimeout(240_000);
    // The dev server has rendered both pages before the saves, as it has for someone who looks first.
    await page.goto(`http://127.0.0.1:${devPort}/pricing`);
    await expect(
      page.getByRole("region", { name: "Website" }).getByText("$300", { exact: true }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await page.goto(`http://127.0.0.1:${devPort}/testimonials`);
    await expect(page.getByText(NEW_QUOTE, { exact: true })).toHaveCount(0);

    const errors = pageErrors(page);
    await page.goto(editor);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 90_000 });
    await expect(
      page.getByRole("navigation").getByRole("link", { name: "Pricing plans", exact: true }),
    ).toBeVisible();
    // The projects' cards, English and Español, count their entries once the editor has read
    // content/, through an API route the dev server compiles on this first visit.
    await expect(page.getByText(/^15 entries$/)).toHaveCount(2, { timeout: 60_000 });
    await screenshot(page, "editor-dashboard.png");

    const price = await openBasicPlan(page);
    await expect(price).toHaveValue("300");
    await price.fill("345");
    await expect(price).toHaveValue("345");
    await screenshot(page, "editor-price.png");
    await done(page);
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    await save(page);

    await expect.poll(() => file("content/pricing.yaml")).not.toBe(original.pricing);
    const before = original.pricing.split("\n");
    const after = file("content/pricing.yaml").split("\n");
    const changed = changedLines(before, after);
    expect(changed).toHaveLength(1);
    const [line] = changed;
    expect(before[line!]).toMatch(/^\s+price: 300$/);
    expect(after[line!]).toBe(before[line!]!.replace("price: 300", "price: 345"));
    // And it is the Website Basic plan's price.
    const expected = yaml.load(original.pricing) as { groups: { plans: { basic: { price: number } } }[] };
    expected.groups[0]!.plans.basic.price = 345;
    expect(yaml.load(file("content/pricing.yaml"))).toEqual(expected);
    expect(errors).toEqual([]);
  });

  test("a negative price is refused: the editor names the field and writes nothing", async ({ page }) => {
    const errors = pageErrors(page);
    const posts = writes(page);
    const pricing = file("content/pricing.yaml");
    const price = await openBasicPlan(page);
    await price.fill("-5");
    await price.press("Tab");
    await expect(dialogs(page).getByText(`${PRICE_LABEL} must be at least 1`)).toBeVisible();
    await done(page);
    // The list names the entry with the mistake, though the editor let Done close it.
    await expect(
      page.getByRole("row", { name: "Website ⚠ plans.basic.price: must be at least 1", exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Nothing is sent; the entry stays unsaved. (The editor shows no message of its own here.)
    await page.waitForTimeout(1_500);
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    expect(posts).toEqual([]);
    expect(file("content/pricing.yaml")).toBe(pricing);
    expect(errors).toEqual([]);
  });

  test("an empty or blank project title is refused: the editor names the field and writes nothing", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const posts = writes(page);
    const path = "content/projects/lumen-health-patient-portal.yaml";
    const project = file(path);
    await page.goto(`${editor}/collection/projects/item/lumen-health-patient-portal`);
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await expect(title).toHaveValue("Lumen Health Patient Portal", { timeout: 90_000 });
    await title.fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Title must not be empty", { exact: true })).toBeVisible();
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    await screenshot(page, "editor-refused.png");
    // Only spaces is no title either: refused here, not by the build after a GitHub-mode save.
    await title.fill("   ");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Title must not be empty", { exact: true })).toBeVisible();
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await page.waitForTimeout(1_000);
    expect(posts).toEqual([]);
    expect(file(path)).toBe(project);
    expect(errors).toEqual([]);
  });

  test("a damaged, empty or too small photo is refused on the field by the team's own file name, and nothing changes", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const path = "content/projects/lumen-health-patient-portal.yaml";
    const project = file(path);
    await page.goto(`${editor}/collection/projects/item/lumen-health-patient-portal`);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeVisible({ timeout: 90_000 });
    // A JPEG cut short in its pixels, as an interrupted download leaves it.
    const whole = await photo(800, 600);
    await pick(page, "launch-day.jpg", "image/jpeg", whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(
      page.getByText("launch-day.jpg is damaged: its pixels do not open as an image.", { exact: true }),
    ).toBeVisible();
    await pick(page, "empty.png", "image/png", Buffer.alloc(0));
    await expect(
      page.getByText("empty.png is an empty file (0 bytes): it may not have finished downloading.", {
        exact: true,
      }),
    ).toBeVisible();
    await pick(page, "tiny.jpg", "image/jpeg", await photo(200, 150));
    await expect(
      page.getByText(
        "tiny.jpg is 200 x 150 pixels, smaller than the 382 x 287 px it is shown at: use a larger photo.",
        { exact: true },
      ),
    ).toBeVisible();
    // Nothing was taken: the entry has no change to save, and none to leave behind as a draft.
    await expect(page.getByText("Unsaved", { exact: true })).toBeHidden();
    expect(file(path)).toBe(project);
    expect(hashTree(join(copy, "public"))).toEqual(original.public);
    expect(errors).toEqual([]);
  });

  test("a preview card in Arabic and a count without its numbers are refused as typed, and Save sends nothing", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const posts = writes(page);
    const home = file("content/pages/home.yaml");
    await page.goto(`${editor}/singleton/home`);
    const card = page.getByRole("group", { name: "Preview card" });
    const heading = card.getByRole("textbox", { name: "Heading", exact: true });
    await expect(heading).toBeVisible({ timeout: 90_000 });
    await heading.fill("وكالة رقمية");
    await expect(
      card.getByText(
        "Heading is drawn on the preview card, which draws Latin, Greek and Cyrillic letters, digits and punctuation, not و ك ا ل ة ر ق م ي",
        { exact: true },
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForTimeout(1_000);
    await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
    // Nothing reached a server: in GitHub mode, where the browser commits, nothing is committed.
    expect(posts).toEqual([]);
    expect(file("content/pages/home.yaml")).toBe(home);

    await page.goto(`${editor}/singleton/common`);
    const count = page.getByRole("textbox", { name: "Portfolio: count above the button", exact: true });
    await expect(count).toBeVisible({ timeout: 90_000 });
    await count.fill("Showing {shown} projects");
    await expect(
      page.getByText("Portfolio: count above the button must contain {shown} and {total}", { exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForTimeout(1_000);
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the founding year reads as a year", async ({ page }) => {
    await page.goto(`${editor}/singleton/site`);
    await expect(page.getByRole("textbox", { name: "Founding year" })).toHaveValue(
      String((yaml.load(file("content/site.yaml")) as { foundingYear: number }).foundingYear),
      { timeout: 90_000 },
    );
  });

  test("a photo's picker offers only the kinds the site shows, and a GIF or HEIC picked anyway is refused on the field", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const path = "content/projects/lumen-health-patient-portal.yaml";
    const project = file(path);
    await page.goto(`${editor}/collection/projects/item/lumen-health-patient-portal`);
    const pick = page.getByRole("button", { name: "Choose file" }).first();
    await expect(pick).toBeVisible({ timeout: 90_000 });
    const chooser = page.waitForEvent("filechooser");
    await pick.click();
    const offered = await chooser;
    expect(await offered.element().getAttribute("accept")).toBe(
      "image/png,image/jpeg,image/webp,image/svg+xml",
    );
    const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#246" } })
      .gif()
      .toBuffer();
    await offered.setFiles({ name: "photo.gif", mimeType: "image/gif", buffer: gif });
    await expect(
      page.getByText("photo.gif is not a PNG, JPEG, WebP or SVG image; the site shows only those."),
    ).toBeVisible();
    const again = page.waitForEvent("filechooser");
    await pick.click();
    await (
      await again
    ).setFiles({ name: "IMG_2041.HEIC", mimeType: "image/heic", buffer: Buffer.alloc(2_000, 1) });
    await expect(
      page.getByText("IMG_2041.HEIC is not a PNG, JPEG, WebP or SVG image; the site shows only those."),
    ).toBeVisible();
    await screenshot(page, "editor-image-refused.png");
    // Nothing was taken: the entry has no change to save.
    await expect(page.getByText("Unsaved", { exact: true })).toBeHidden();
    expect(file(path)).toBe(project);
    expect(errors).toEqual([]);
  });

  test("a Spanish field left empty says it is not translated yet; an English one does not", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const posts = writes(page);
    await page.goto(`${editor}/singleton/about-es`);
    const spanishTitle = page.getByRole("textbox", { name: "Search title", exact: true });
    await expect(spanishTitle).not.toHaveValue("", { timeout: 90_000 });
    await expect(page.getByText(/^Not translated yet/)).toHaveCount(0);
    await spanishTitle.fill("");
    await expect(page.getByText("Not translated yet · 0 of 60 characters", { exact: true })).toBeVisible();
    await page.goto(`${editor}/singleton/about`);
    const title = page.getByRole("textbox", { name: "Search title", exact: true });
    await expect(title).not.toHaveValue("", { timeout: 90_000 });
    await title.fill("");
    await expect(page.getByText("0 of 60 characters", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Not translated yet/)).toHaveCount(0);
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the About page saves", async ({ page }) => {
    const errors = pageErrors(page);
    const about = file("content/pages/about.yaml");
    await page.goto(`${editor}/singleton/about`);
    await page.getByRole("row", { name: "Nadia Ferreira", exact: true }).click({ timeout: 90_000 });
    // The portraits are where the field keeps its images: found, so the required field is
    // filled and Save writes (it did nothing, and said nothing, when they were elsewhere).
    const role = dialogs(page).last().getByRole("textbox", { name: "Role", exact: true });
    await role.fill("Founder and Creative Director");
    await done(page);
    await save(page);
    await expect.poll(() => file("content/pages/about.yaml")).not.toBe(about);
    expectOneLine(about, file("content/pages/about.yaml"), /^ {6}role: Founder and Creative Director$/);
    // Put back, so the later comparison of the saves sees only the edits it expects.
    writeFileSync(join(copy, "content/pages/about.yaml"), about);
    expect(errors).toEqual([]);
  });

  test("a new quote saved in the editor is in content/testimonials.yaml", async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(`${editor}/singleton/quotes`);
    await page.getByRole("row", { name: "Dana Whitfield", exact: true }).click({ timeout: 90_000 });
    const quote = dialogs(page).getByRole("textbox", { name: "Quote" });
    await expect(quote).toHaveValue(/^The patient portal cut our front-desk calls/);
    await quote.fill(NEW_QUOTE);
    await done(page);
    await save(page);
    await expect
      .poll(
        () =>
          (yaml.load(file("content/testimonials.yaml")) as { testimonials: { quote: string }[] })
            .testimonials[0]!.quote,
      )
      .toBe(NEW_QUOTE);
    expect(errors).toEqual([]);
  });

  test("the home page's search title and the contact form's button are saved as one line each", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto(`${editor}/singleton/home`);
    const title = page.getByRole("textbox", { name: "Search title", exact: true });
    await expect(title).toHaveValue("Arcline Digital: branding, web and growth studio", { timeout: 90_000 });
    // The field counts as the team types, before anything is too long.
    await expect(page.getByText("48 of 60 characters", { exact: true })).toBeVisible();
    // An emoji counts as two, as the rule counts it: the counter never says "60 of 60" of a refused title.
    await title.fill(`${"x".repeat(59)}😀`);
    await expect(page.getByText("61 of 60 characters: 1 too many", { exact: true })).toBeVisible();
    await title.fill("x".repeat(61));
    await expect(page.getByText("61 of 60 characters: 1 too many", { exact: true })).toBeVisible();
    await screenshot(page, "editor-counter.png");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Search title must be no longer than 60 characters")).toBeVisible();
    await title.fill(NEW_TITLE);
    await save(page);
    await expect.poll(() => file("content/pages/home.yaml")).not.toBe(original.home);
    expectOneLine(original.home, file("content/pages/home.yaml"), new RegExp(`^  title: '${NEW_TITLE}'$`));

    await page.goto(`${editor}/singleton/forms`);
    const button = page
      .getByRole("group", { name: "Contact page form" })
      .getByRole("textbox", { name: "Button", exact: true });
    await expect(button).toHaveValue("Send Message", { timeout: 90_000 });
    await button.fill(NEW_BUTTON);
    await save(page);
    await expect.poll(() => file("content/forms.yaml")).not.toBe(original.forms);
    expectOneLine(original.forms, file("content/forms.yaml"), new RegExp(`^  submit: ${NEW_BUTTON}$`));
    expect(errors).toEqual([]);
  });

  test("a 16th project with a 2 MB photo is added without another edit, and the site keeps answering", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const bytes = await photo(2400, 1800);
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    await page.goto(`${editor}/collection/projects/create`);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(NEW_PROJECT, { timeout: 90_000 });
    // Position 0 puts it before every other project, with no other project edited.
    await page.getByRole("textbox", { name: "Position" }).fill("0");
    await pick(page, "juniper.jpg", "image/jpeg", bytes);
    // Taken once checked and drawn again without its camera data: the field offers to remove it.
    await expect(page.getByRole("button", { name: "Remove" })).toBeVisible();
    await page
      .getByRole("textbox", { name: "Alternative text" })
      .fill("The Juniper Bakery home page on a laptop");
    await page.getByRole("textbox", { name: "Link" }).fill("https://juniper-bakery.example/");
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/api/keystatic/update"),
    );
    await page.getByRole("button", { name: "Create", exact: true }).click();
    expect((await created).ok()).toBe(true);
    await expect
      .poll(() => existsSync(join(copy, "content/projects/juniper-bakery-website.yaml")))
      .toBe(true);

    // The photo is kept upright and whole, without where it was taken or the camera that took it.
    const { image } = yaml.load(file("content/projects/juniper-bakery-website.yaml")) as {
      image: { src: string };
    };
    const kept = readFileSync(join(copy, "public", image.src));
    const { width, height, exif } = await sharp(kept).metadata();
    expect({ width, height, exif }).toEqual({ width: 2400, height: 1800, exif: undefined });
    expect(kept.includes("Arcline Test Camera")).toBe(false);

    for (const path of ["/", "/portfolio", "/services/seo"]) {
      const response = await page.goto(`http://127.0.0.1:${devPort}${path}`);
      expect([path, response?.status()]).toEqual([path, 200]);
    }
    // As the team would look: reloading the page until the dev server has taken in the save.
    await expect
      .poll(
        async () => {
          await page.goto(`http://127.0.0.1:${devPort}/portfolio`);
          return page.getByRole("heading", { level: 3 }).first().textContent();
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe(NEW_PROJECT);
    expect(errors).toEqual([]);
  });

  test("a file broken by hand leaves the pages their last content, with a notice naming it, until it is mended", async ({
    request,
  }) => {
    const entry = yaml.load(file("content/projects/juniper-bakery-website.yaml")) as {
      image: { src: string };
    };
    const image = join(copy, "public", entry.image.src);
    const bytes = readFileSync(image);
    const portfolio = `http://127.0.0.1:${devPort}/portfolio`;
    const notice = "This content did not load; the pages show the last content that did";
    // A damaged photo in its place: the dev server must not try to decode it for every page.
    writeFileSync(image, Buffer.concat([bytes.subarray(0, 4), Buffer.alloc(2000, 7)]));
    await expect
      .poll(async () => (await request.get(portfolio)).text(), { timeout: 60_000 })
      .toContain(notice);
    const broken = await request.get(portfolio);
    expect(broken.status()).toBe(200);
    const text = await broken.text();
    expect(text).toContain("content/projects/juniper-bakery-website.yaml");
    expect(text).toContain(`image.src: public${entry.image.src} is not a PNG, JPEG, WebP or SVG image`);
    // The last content that loaded, the new project included.
    expect(text).toContain(NEW_PROJECT);
    for (const path of ["/", "/keystatic"])
      expect((await request.get(`http://127.0.0.1:${devPort}${path}`)).status(), path).toBe(200);
    writeFileSync(image, bytes);
    await expect
      .poll(async () => (await request.get(portfolio)).text(), { timeout: 60_000 })
      .not.toContain(notice);
  });

  test("a dev server started on a broken file shows the last commit's content, with the notice, until it is mended", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Team", "-c", "user.email=team@example.com", ...args], {
        cwd: copy,
        stdio: "pipe",
      });
    git("init", "-q");
    git("add", "content", "public/images");
    git("commit", "-q", "--no-gpg-sign", "-m", "Content as deployed");
    const pricing = file("content/pricing.yaml");
    const committedPrice = /price: (\d+)/.exec(pricing)![1]!;
    try {
      await dev?.stop();
      writeFileSync(join(copy, "content/pricing.yaml"), pricing.replace(/price: \d+/, "price: cheap"));
      dev = await startGroup(
        [join(copy, "node_modules/next/dist/bin/next"), "dev", "-H", "127.0.0.1", "-p", String(devPort)],
        { cwd: copy, env: { DATA_DIR: dataDir }, url: editor },
      );
      const page = `http://127.0.0.1:${devPort}/pricing`;
      const broken = await request.get(page, { timeout: 90_000 });
      expect(broken.status()).toBe(200);
      const text = await broken.text();
      expect(text).toContain(
        "This content did not load; the pages show the last content that did (or the last commit",
      );
      expect(text).toContain("content/pricing.yaml");
      const usd = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        maximumFractionDigits: 0,
      });
      expect(text).toContain(usd.format(Number(committedPrice)));
      writeFileSync(join(copy, "content/pricing.yaml"), pricing);
      await expect
        .poll(async () => (await request.get(page)).text(), { timeout: 60_000 })
        .not.toContain("This content did not load");
    } finally {
      writeFileSync(join(copy, "content/pricing.yaml"), pricing);
      rmSync(join(copy, ".git"), { recursive: true, force: true });
    }
  });

  test("an SVG under public/images/, opened on its own under the dev server, runs no script", async ({
    page,
  }) => {
    const svg = join(copy, "public/images/brands/scripted.svg");
    writeFileSync(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title="ran"</script></svg>',
    );
    try {
      const answer = await page.goto(`http://127.0.0.1:${devPort}/images/brands/scripted.svg`);
      expect(answer!.headers()["content-security-policy"]).toContain("sandbox");
      expect(await page.evaluate(() => document.title)).not.toBe("ran");
    } finally {
      rmSync(svg);
    }
  });

  test("the dev server shows the saved price and quote on the next request, without a restart", async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${devPort}/pricing`);
    const website = page.getByRole("region", { name: "Website" });
    await expect(website.getByText("$345", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(website.getByText("$300", { exact: true })).toHaveCount(0);
    await page.goto(`http://127.0.0.1:${devPort}/testimonials`);
    await expect(page.getByText(NEW_QUOTE, { exact: true }).filter({ visible: true }).first()).toBeVisible({
      timeout: 60_000,
    });
  });

  test("check-content refuses a negative price written by hand and passes the editor's saves", async () => {
    const path = join(copy, "content/pricing.yaml");
    const saved = readFileSync(path, "utf8");
    writeFileSync(path, saved.replace("price: 345", "price: -5"));
    try {
      const refused = await runNode(["scripts/check-content.mjs"], copy);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain("content/pricing.yaml");
      expect(refused.output).toContain("groups[0].plans.basic.price: must be at least 1");
    } finally {
      writeFileSync(path, saved);
    }
    const passed = await runNode(["scripts/check-content.mjs"], copy);
    expect(passed.code, passed.output).toBe(0);
  });

  test("the rebuilt site shows the new price, quote, title, button and project, its photo at web size", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // The dev server is done; the build gets both cores.
    await dev?.stop();
    const next = join(copy, "node_modules/next/dist/bin/next");
    // A new page takes its entry in the model, its page file and its YAML: its address, sitemap
    // entry, search fields, preview image and script policy follow from the entry.
    const model = file("content/model.ts");
    writeFileSync(
      join(copy, "content/model.ts"),
      model
        .replace(
          "export const singletons = {",
          "const pressPage = z.strictObject({ seo, banner });\n\nexport const singletons = {",
        )
        .replace(/(\n  contact: page\([^\n]*\n)/, '$1  pressPage: page("Press page", "press", pressPage),\n'),
    );
    writeFileSync(join(copy, "content/pages/press.yaml"), PRESS_YAML);
    mkdirSync(join(copy, "app/(site)/press"));
    writeFileSync(join(copy, "app/(site)/press/page.tsx"), PRESS_PAGE);
    mkdirSync(join(copy, "app/[lang]/press"));
    writeFileSync(join(copy, "app/[lang]/press/page.tsx"), PRESS_PAGE_IN_LANGUAGES);
    const pages = [
      "app/(site)/press/page.tsx",
      "app/[lang]/press/page.tsx",
      "app/og/[page]/route.ts",
      "app/(site)/page.tsx",
      "app/(site)/pricing/page.tsx",
      "app/(site)/testimonials/page.tsx",
      "app/(site)/contact/page.tsx",
      "app/(site)/portfolio/page.tsx",
      "app/media/[...path]/route.ts",
    ].join(",");
    const build = await runNode([next, "build", "--debug-build-paths", pages], copy);
    expect(build.code, build.output).toBe(0);
    // As package.json's build script does: the pages' inline-script hashes, and the files the
    // standalone server serves from its own folder.
    const hashed = await runNode(["scripts/hash-inline-scripts.mjs"], copy);
    expect(hashed.code, hashed.output).toBe(0);
    cpSync(join(copy, "public"), join(copy, ".next/standalone/public"), { recursive: true });
    cpSync(join(copy, ".next/static"), join(copy, ".next/standalone/.next/static"), { recursive: true });
    const site = await startGroup(["scripts/start.mjs"], {
      cwd: copy,
      env: { HOST: "127.0.0.1", PORT: String(sitePort), DATA_DIR: dataDir },
      url: `http://127.0.0.1:${sitePort}/pricing`,
      timeoutMs: 30_000,
    });
    try {
      const press = await page.request.get(`http://127.0.0.1:${sitePort}/press`);
      expect(press.status()).toBe(200);
      expect(press.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      await page.goto(`http://127.0.0.1:${sitePort}/press`);
      await expect(page).toHaveTitle("Press: news and media kit | Arcline Digital");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("News from the studio");
      // The sitemap is no route a partial build makes: its entries, as app/sitemap.ts gives them.
      const sitemap = await runNode(["-e", SITEMAP_URLS], copy, { SITE_URL: "https://arcline.example" });
      expect(sitemap.output).toContain('"https://arcline.example/press"');
      const card = await page.request.get(`http://127.0.0.1:${sitePort}/og/press.png`);
      expect([card.status(), card.headers()["content-type"]]).toEqual([200, "image/png"]);
      // Not translated yet: no link or alternate to a Spanish version, none in the sitemap, and
      // its Spanish address is the Spanish 404 page, never the English text.
      await expect(page.locator('a[hreflang="es"]')).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveCount(0);
      expect(sitemap.output).not.toContain("/es/press");
      const spanish = await page.goto(`http://127.0.0.1:${sitePort}/es/press`);
      expect(spanish!.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByText("News from the studio")).toHaveCount(0);

      await page.goto(`http://127.0.0.1:${sitePort}/pricing`);
      const website = page.getByRole("region", { name: "Website" });
      await expect(website.getByText("$345", { exact: true })).toBeVisible();
      await expect(website.getByText("$300", { exact: true })).toHaveCount(0);
      await page.goto(`http://127.0.0.1:${sitePort}/testimonials`);
      await expect(
        page.getByText(NEW_QUOTE, { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();

      await page.goto(`http://127.0.0.1:${sitePort}/`);
      await expect(page).toHaveTitle(NEW_TITLE);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", NEW_TITLE);
      await page.goto(`http://127.0.0.1:${sitePort}/contact`);
      await expect(page.getByRole("button", { name: NEW_BUTTON })).toBeVisible();

      // The new project's photo, served at the thumbnails' web size, not as uploaded.
      await page.goto(`http://127.0.0.1:${sitePort}/portfolio`);
      await page.getByRole("button", { name: "Show more..." }).click();
      const thumbnail = page.getByRole("img", { name: "The Juniper Bakery home page on a laptop" });
      await expect(thumbnail).toBeVisible();
      const src = await thumbnail.getAttribute("src");
      expect(src).toMatch(/^\/media\/projects\/.+\.jpg$/);
      const served = await page.request.get(`http://127.0.0.1:${sitePort}${src}`);
      expect(served.status()).toBe(200);
      const body = await served.body();
      expect(imageSize(body)).toMatchObject({ width: 1200, height: 900 });
      expect(body.length).toBeLessThan(bytes2MB / 2);
      // Without the camera's data, and the upload itself is not served: its address leads here.
      expect((await sharp(body).metadata()).exif).toBeUndefined();
      const original = await page.request.get(
        `http://127.0.0.1:${sitePort}${src!.replace("/media/", "/images/")}`,
        {
          maxRedirects: 0,
        },
      );
      expect(original.status()).toBe(308);
      expect(new URL(original.headers()["location"]!, `http://127.0.0.1:${sitePort}`).pathname).toBe(src);
    } finally {
      await site.stop();
      writeFileSync(join(copy, "content/model.ts"), model);
      rmSync(join(copy, "content/pages/press.yaml"));
      rmSync(join(copy, "app/(site)/press"), { recursive: true });
      rmSync(join(copy, "app/[lang]/press"), { recursive: true });
    }
  });

  test("the saves changed nothing but the edited lines: no other line, content file or image", async () => {
    // Soft: a failure lists every stray change at once.
    // content/testimonials.yaml: the lines before and after Dana Whitfield's quote are as they were.
    const before = original.testimonials.split("\n");
    const after = file("content/testimonials.yaml").split("\n");
    const start = before.findIndex((line) => /^\s+quote:/.test(line));
    const indent = indentOf(before[start]!);
    let end = start + 1;
    while (end < before.length && (before[end]!.trim() === "" || indentOf(before[end]!) > indent)) end += 1;
    expect.soft(after.slice(0, start), "lines before the quote").toEqual(before.slice(0, start));
    expect
      .soft(after.slice(after.length - (before.length - end)), "lines after the quote")
      .toEqual(before.slice(end));
    const expected = yaml.load(original.testimonials) as { testimonials: { name: string; quote: string }[] };
    expect(expected.testimonials[0]!.name).toBe("Dana Whitfield");
    expected.testimonials[0]!.quote = NEW_QUOTE;
    expect.soft(yaml.load(file("content/testimonials.yaml"))).toEqual(expected);

    // No other file under content/ changed, and no image was moved, renamed or deleted.
    const content = hashTree(join(copy, "content"));
    for (const edited of ["pricing.yaml", "testimonials.yaml", "pages/home.yaml", "forms.yaml"]) {
      delete content[edited];
      delete original.content[edited];
    }
    // The one new file is the new project's.
    delete content["projects/juniper-bakery-website.yaml"];
    expect.soft(content, "content/").toEqual(original.content);
    const images = hashTree(join(copy, "public"));
    const added = Object.keys(images).filter((path) => !(path in original.public));
    expect
      .soft(added, "public/: the new photo only")
      .toEqual([expect.stringMatching(/^images\/projects\/juniper-bakery-website\/.+\.jpg$/)]);
    for (const path of added) delete images[path];
    expect.soft(images, "public/").toEqual(original.public);
  });
});

test.describe("the editor in a GitHub-mode build", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is included, with its own security policy, while the site's pages keep theirs", async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const dir = copyProject(root, "arcline-editor-github-");
    const data = mkdtempSync(join(tmpdir(), "arcline-editor-github-data-"));
    // The repository variable alone: the GitHub App's secrets are not needed to build.
    const env = { NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: "arcline/site" };
    const port = ports(212).site;
    try {
      const next = join(dir, "node_modules/next/dist/bin/next");
      const paths = "app/keystatic/**,app/api/keystatic/**,app/(site)/about/page.tsx";
      const build = await runNode([next, "build", "--debug-build-paths", paths], dir, env);
      expect(build.code, build.output).toBe(0);
      expect((await runNode(["scripts/hash-inline-scripts.mjs"], dir)).code).toBe(0);
      cpSync(join(dir, ".next/static"), join(dir, ".next/standalone/.next/static"), { recursive: true });
      const site = await startGroup(["scripts/start.mjs"], {
        cwd: dir,
        env: { ...env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: data },
        url: `http://127.0.0.1:${port}/about`,
        timeoutMs: 30_000,
      });
      try {
        const editorPage = await request.get(`http://127.0.0.1:${port}/keystatic`);
        expect(editorPage.status()).toBe(200);
        // One policy each: a second would be enforced too.
        const policies = (answer: typeof editorPage) =>
          answer.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy");
        expect(policies(editorPage)).toHaveLength(1);
        const editorPolicy = editorPage.headers()["content-security-policy"];
        expect(editorPolicy).toMatch(/connect-src 'self' https:\/\/api\.github\.com/);
        expect(editorPolicy).toContain("frame-ancestors 'none'");
        expect(editorPage.headers()["x-robots-tag"]).toBe("noindex, nofollow");

        const sitePage = await request.get(`http://127.0.0.1:${port}/about`);
        expect(sitePage.status()).toBe(200);
        expect(policies(sitePage)).toHaveLength(1);
        const sitePolicy = sitePage.headers()["content-security-policy"];
        expect(sitePolicy).toMatch(/script-src 'self' 'sha256-/);
        expect(sitePolicy).not.toContain("github");
        expect(sitePolicy).toContain("img-src 'self' data:;");

        // Without the GitHub App's secrets the API says it is not set up, and nothing more.
        const api = await request.get(`http://127.0.0.1:${port}/api/keystatic/tree`, {
          headers: { "no-cors": "1" },
        });
        expect(api.status()).toBe(503);
        expect(await api.text()).toBe("The editor is not set up on this server.");
      } finally {
        await site.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    }
  });
});
