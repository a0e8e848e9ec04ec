import { expect, test, type Page } from "./support/test";
import { allPages } from "./support/routes";

/**
 * Inter is preloaded and declared `font-display: optional` (components/site-shell.tsx), over
 * fallback faces sized to it (app/globals.css). A visitor whose font is in by the first paint
 * sees Inter; one whose font is late sees the fallback for that page view, and the late font
 * moves nothing. With `swap` it did: on `/` at 412 px the hero heading took a third line when
 * Inter came in and pushed the page down by a tenth of the screen (CLS 0.10).
 */
const pages = [...allPages, "/form/received", "/form/not-sent", "/no-such-page"];
const widths = [320, 412, 768, 1280];

/** The font families the browser drew an element's text with (e.g. "Inter", "Liberation Sans"). */
async function drawnWith(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Records layout shifts from the start of the page's life. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        { value: number; sources: { node?: Node }[] }[])
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            (source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "#text",
          ),
        });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);

const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const path of pages) {
  test(`${path}: drawn in Inter when it is in time; a late font moves nothing`, async ({ browser }) => {
    test.setTimeout(60_000);

    // In time: the font is preloaded, so on a good connection it is in by the first paint.
    const onTime = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const fontFiles: string[] = [];
    onTime.on("request", (request) => {
      if (request.resourceType() === "font") fontFiles.push(new URL(request.url()).pathname);
    });
    await onTime.goto(path);
    await onTime.evaluate(() => document.fonts.ready);
    expect(await drawnWith(onTime, "main h1")).toEqual(["Inter"]);
    // Only the preloaded font: nothing on the page sends for "Inter Extended".
    expect(fontFiles).toHaveLength(1);
    expect(fontFiles[0]).not.toContain("inter-latin-ext");
    await onTime.close();

    // Late: held back until the page has painted, then let through.
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 823 } });
      const page = await context.newPage();
      await recordShifts(page);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      await page.waitForTimeout(300);
      // Only what moves once the font arrives is the font's doing: a busy machine may paint a page
      // before its parser has read it all, and that shift is the page's, not the font's.
      await page.waitForFunction(() => document.readyState !== "loading");
      await afterTwoFrames(page);
      const before = (await shiftsSoFar(page)).length;
      release();
      await page.waitForFunction(() =>
        [...document.fonts].some((f) => f.family === "Inter" && f.status === "loaded"),
      );
      await afterTwoFrames(page);

      const where = `${path} at ${width} px`;
      const shifts = (await shiftsSoFar(page)).slice(before);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `${where}: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
      // And the page stayed in the fallback: the font was late, as this case means it to be.
      expect(await drawnWith(page, "main h1"), where).not.toContain("Inter");
      await context.close();
    }
  });
}

test("letters the preloaded font leaves out are drawn in Inter once a visitor types them", async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontFiles.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact");
  await page.evaluate(() => document.fonts.ready);
  expect(fontFiles.some((file) => file.includes("inter-latin-ext"))).toBe(false);
  const field = page.getByRole("form", { name: "Contact form" }).getByLabel("Last Name");
  await field.fill("Núñez-Ødegård");
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family === "Inter Extended" && face.status === "loaded"),
  );
  expect(fontFiles.filter((file) => file.includes("inter-latin-ext"))).toHaveLength(1);
  // ASCII from the preloaded face, the accented letters from the extension: both Inter, once the
  // field is laid out again with the new face (a frame or two, more on a busy machine).
  await expect
    .poll(async () => (await drawnWith(page, "input[name=lastName]")).sort(), { timeout: 2_000 })
    .toEqual(["Inter"]);
});

/**
 * Each fallback family is scaled so that, weight by weight, the pages' text is as wide in it
 * as in Inter: then a page drawn in the fallback wraps and stacks as it does in Inter. The
 * scales were measured over the pages' text; copy that changes a lot can drift from them,
 * and this says by how much and what `size-adjust` to use instead.
 */
test("the fallback faces are as wide as Inter over the pages' text, weight by weight", async ({ page }) => {
  test.setTimeout(60_000);
  const families = ["Inter Fallback", "Inter Fallback Roboto"];
  const totals = new Map<string, { inter: number; [family: string]: number }>();
  for (const path of pages) {
    await page.goto(path);
    const measured = await page.evaluate(async (families) => {
      await document.fonts.ready;
      const weights = new Map<string, string[]>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, " ").trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest("script, style, svg")) continue;
        const weight = getComputedStyle(parent).fontWeight;
        weights.set(weight, [...(weights.get(weight) ?? []), text]);
      }
      const canvas = document.createElement("canvas").getContext("2d")!;
      const result: Record<string, Record<string, number>> = {};
      for (const [weight, texts] of weights) {
        result[weight] = {};
        for (const family of ["inter", ...families]) {
          const font = `${weight} 100px "${family}"`;
          const faces = await document.fonts.load(font);
          if (faces.length === 0) throw new Error(`no face of ${family} at ${weight} on this machine`);
          canvas.font = font;
          result[weight][family] = texts.reduce((sum, text) => sum + canvas.measureText(text).width, 0);
        }
      }
      return result;
    }, families);
    for (const [weight, widths] of Object.entries(measured)) {
      const total = totals.get(weight) ?? { inter: 0 };
      for (const [family, width] of Object.entries(widths)) total[family] = (total[family] ?? 0) + width;
      totals.set(weight, total);
    }
  }

  expect([...totals.keys()].sort()).toEqual(expect.arrayContaining(["400", "600"]));
  for (const [weight, total] of totals) {
    for (const family of families) {
      const ratio = (total[family] ?? Number.NaN) / total.inter;
      // The face's size-adjust, for the message (FontFace.sizeAdjust, not yet in the DOM types).
      const scale = await page.evaluate(
        ([family, weight]) =>
          ([...document.fonts] as (FontFace & { sizeAdjust?: string })[]).find((face) => {
            const range = face.weight.split(" ").map(Number);
            return (
              face.family === family &&
              Math.min(...range) <= Number(weight) &&
              Math.max(...range) >= Number(weight)
            );
          })?.sizeAdjust ?? "?",
        [family, weight],
      );
      expect(
        Math.abs(ratio - 1),
        `${family} at weight ${weight} draws the pages' text ${(ratio * 100).toFixed(1)}% as wide as Inter; ` +
          `its size-adjust (${scale}) should be ${(Number.parseFloat(scale) / ratio).toFixed(2)}%`,
      ).toBeLessThan(0.015);
    }
  }
});
