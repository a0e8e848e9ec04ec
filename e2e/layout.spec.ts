import { contentIn } from "../content";
import { expect, test, type Page } from "./support/test";
import { allPages, translatedPages } from "./support/routes";

const { positions, projects } = contentIn("en");

/** Layout a visitor would see as broken: text under the floating button, hidden or overlapping parts. */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The text that ever scrolls under the fixed WhatsApp button. The button keeps its place in the
 * viewport while the page moves, so over a whole scroll it covers its own column of the page from
 * where it sits on arrival down to the end: any visible text in that band passes under it.
 */
async function textUnderButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>("a.whatsapp-button");
    if (!button) return ["(no WhatsApp button)"];
    window.scrollTo(0, 0);
    const b = button.getBoundingClientRect();
    const band = { left: b.left, right: b.right, top: b.top, bottom: document.documentElement.scrollHeight };
    // Visible part of a box once the boxes of its clipping ancestors (carousel, sr-only) cut it.
    const clipped = (rect: DOMRect, element: Element) => {
      let { left, right, top, bottom } = rect;
      for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const r = e.getBoundingClientRect();
        left = Math.max(left, r.left);
        right = Math.min(right, r.right);
        top = Math.max(top, r.top);
        bottom = Math.min(bottom, r.bottom);
      }
      return { left, right, top, bottom };
    };
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || button.contains(element)) continue;
      // The logo marquee is moving artwork that crosses the whole width, like a full-bleed image.
      if (element.closest(".marquee")) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const r = clipped(rect, element);
        if (r.right - r.left < 2 || r.bottom - r.top < 2) continue;
        if (r.left < band.right && r.right > band.left && r.bottom > band.top && r.top < band.bottom) {
          found.add(text.slice(0, 60));
        }
      }
    }
    return [...found];
  });
}

for (const width of [375, 768, 1024, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("no text ever scrolls under the WhatsApp button, and nothing scrolls sideways", async ({ page }) => {
      // Every page in turn, each laid out whole: a busy machine needs longer than one page's time.
      test.setTimeout(180_000);
      for (const path of [...allPages, ...translatedPages, "/no-such-page", "/es/nada"]) {
        await page.goto(path);
        expect(await textUnderButton(page), `${path}: text under the button`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path}: horizontal scroll`).toBe(0);
      }
    });

    test("a portfolio card's category badge sits clear of its image", async ({ page }) => {
      await page.goto("/portfolio");
      const cards = page.locator("main ul[id] > li:visible");
      await expect(cards).toHaveCount(3);
      for (const [index, card] of (await cards.all()).entries()) {
        const image = await card.locator("img").boundingBox();
        const badge = await card.getByText(projects[index]!.category, { exact: true }).boundingBox();
        expect(image && badge, "image and badge are laid out").toBeTruthy();
        expect(overlaps(image!, badge!), `${projects[index]!.title}: badge over the image`).toBe(false);
      }
    });

    test("each job tag reads on one line", async ({ page }) => {
      await page.goto("/careers");
      for (const position of positions) {
        const article = page.getByRole("article", { name: position.title });
        const tags = [];
        for (const tag of [position.team, position.location, position.type]) {
          tags.push(
            await article.getByText(tag, { exact: true }).evaluate((item) => {
              const range = document.createRange();
              range.selectNodeContents(item);
              return { lines: range.getClientRects().length, top: item.getBoundingClientRect().top };
            }),
          );
        }
        expect(
          tags.map((tag) => tag.lines),
          position.title,
        ).toEqual([1, 1, 1]);
        // Beside the title on a wide screen, the three tags share one row.
        if (width >= 1024) expect(new Set(tags.map((tag) => tag.top)).size, position.title).toBe(1);
      }
    });
  });
}

test.describe("home work cards (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("show their project image at rest, filling the card", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("section[aria-labelledby=work-title] li a");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      const image = card.locator("img");
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(image).toHaveCSS("opacity", "1");
      const [cardBox, imageBox] = await Promise.all([card.boundingBox(), image.boundingBox()]);
      expect(imageBox?.width).toBeGreaterThanOrEqual(cardBox!.width - 2);
      expect(imageBox?.height).toBeGreaterThanOrEqual(cardBox!.height - 2);
    }
  });
});

// A section under `content-visibility: auto` is laid out only once the browser finds it near the
// screen, a frame after the rest: where a page's second section or its footer begins inside the first
// screen (most pages, on a phone and on a large screen), that is a late paint the visitor sees.
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${viewport.width} x ${viewport.height}, nothing in the first screen waits to be laid out`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await browser.newPage({ viewport });
    for (const path of [...allPages, "/no-such-page"]) {
      await page.goto(path);
      const waiting = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => getComputedStyle(element).contentVisibility !== "visible")
          .filter((element) => element.getClientRects().length > 0)
          .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(waiting, path).toEqual([]);
    }
    await page.close();
  });
}
