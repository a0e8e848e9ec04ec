import { crawl } from "./support/crawl";
import { expect, test, type APIRequestContext, type Page } from "./support/test";

/**
 * What a search engine and a link preview see. Every check starts from /sitemap.xml, so a page
 * added to the site is covered here without editing this file.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, which always directly follows the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), "PNG signature").toBe(true);
  expect(bytes.subarray(12, 16).toString("latin1"), "IHDR chunk").toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Absolute URLs carry the SITE_URL the site was built with; the same path is requested from
 * the server under test.
 */
function onTestServer(url: string, baseURL: string): string {
  const { pathname, search } = new URL(url);
  return new URL(`${pathname}${search}`, baseURL).toString();
}

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.trim());
}

/**
 * The images in an ICO file, from its directory: the file must be whole (every image inside it)
 * and each image a PNG or a BMP (a BITMAPINFOHEADER, 40 bytes).
 */
function icoImages(bytes: Buffer): { width: number; height: number; format: "png" | "bmp" }[] {
  expect(bytes.readUInt16LE(0), "ICO reserved field").toBe(0);
  expect(bytes.readUInt16LE(2), "ICO type (1 = icon)").toBe(1);
  const count = bytes.readUInt16LE(4);
  expect(count).toBeGreaterThan(0);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + 16 * index;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    expect(offset + size, `image ${index} lies inside the file`).toBeLessThanOrEqual(bytes.length);
    const image = bytes.subarray(offset, offset + size);
    const format = image.subarray(0, 8).equals(PNG_SIGNATURE) ? "png" : "bmp";
    if (format === "bmp") expect(image.readUInt32LE(0), `image ${index} header`).toBe(40);
    else expect(pngSize(image)).toEqual({ width: bytes[entry] || 256, height: bytes[entry + 1] || 256 });
    return { width: bytes[entry] || 256, height: bytes[entry + 1] || 256, format };
  });
}

const meta = (page: Page, attribute: "name" | "property", key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute("content");

async function jsonLdTypes(page: Page): Promise<{ types: string[]; nodes: Record<string, unknown>[] }> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  for (const node of nodes) expect(node["@context"]).toBe("https://schema.org");
  return { types: nodes.map((node) => String(node["@type"])), nodes };
}

test.describe("search and sharing", () => {
  test("every page in the sitemap has its own title, description, canonical URL, preview and structured data", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const urls = await sitemapUrls(request);
    expect(urls.length).toBeGreaterThanOrEqual(13);
    const origin = new URL(urls[0]!).origin;
    expect(urls[0]).toBe(origin);
    expect(urls.some((url) => new URL(url).pathname.startsWith("/form/"))).toBe(false);

    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const images = new Set<string>();

    for (const url of urls) {
      await test.step(url, async () => {
        const { pathname } = new URL(url);
        expect(new URL(url).origin, "one origin for the whole sitemap").toBe(origin);
        const response = await page.goto(onTestServer(url, baseURL!));
        expect(response?.status()).toBe(200);

        await expect(page.locator("h1")).toHaveCount(1);
        const title = await page.title();
        const description = await meta(page, "name", "description");
        expect(title).toMatch(/\S/);
        expect(description).toMatch(/\S/);
        titles.set(url, title);
        descriptions.set(url, description!);
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
        expect(await meta(page, "property", "og:url")).toBe(url);
        expect(await meta(page, "property", "og:title")).toBe(title);
        expect(await meta(page, "property", "og:description")).toBe(description);
        expect(await meta(page, "property", "og:type")).toBe("website");
        expect(await meta(page, "property", "og:image:width")).toBe("1200");
        expect(await meta(page, "property", "og:image:height")).toBe("630");
        expect(await meta(page, "property", "og:image:alt")).toMatch(/\S/);
        expect(await meta(page, "name", "twitter:card")).toBe("summary_large_image");

        const ogImage = (await meta(page, "property", "og:image"))!;
        const twitterImage = await meta(page, "name", "twitter:image");
        expect(new URL(ogImage).origin, "og:image is absolute, on SITE_URL").toBe(origin);
        expect(twitterImage).toBe(ogImage);
        images.add(ogImage);

        const image = await request.get(onTestServer(ogImage, baseURL!));
        expect(image.status()).toBe(200);
        expect(image.headers()["content-type"]).toBe("image/png");
        const bytes = await image.body();
        expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
        expect(bytes.length, "well under the 5 MB limit of X/Twitter cards").toBeLessThan(1024 * 1024);
        // Kept a day by crawlers and chat apps, with an ETag for a CDN to revalidate by.
        expect(image.headers()["cache-control"]).toMatch(/max-age=86400/);
        expect(image.headers()["etag"]).toMatch(/^"[\w-]{27}"$/);

        // The page's language, and the same page in each language with the English one as the default.
        const lang = pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
        const path = lang === "es" ? pathname.slice(3) || "/" : pathname;
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        expect(await meta(page, "property", "og:locale")).toBe(lang === "es" ? "es_ES" : "en_US");
        const alternates = Object.fromEntries(
          await page
            .locator('link[rel="alternate"][hreflang]')
            .evaluateAll((links) =>
              links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
            ),
        );
        const english = path === "/" ? origin : `${origin}${path}`;
        const inSpanish = path === "/" ? `${origin}/es` : `${origin}/es${path}`;
        expect(alternates).toEqual({ en: english, es: inSpanish, "x-default": english });

        const { types, nodes } = await jsonLdTypes(page);
        expect(types).toContain("Organization");
        if (path !== "/") {
          expect(types).toContain("WebPage");
          const webPage = nodes.find((node) => node["@type"] === "WebPage")!;
          expect(webPage.inLanguage).toBe(lang);
          const crumbs = (webPage.breadcrumb as { itemListElement: { item: string }[] }).itemListElement;
          expect(crumbs.map((crumb) => crumb.item)).toEqual([lang === "es" ? `${origin}/es` : origin, url]);
        }
        if (path.startsWith("/services/")) expect(types).toContain("Service");
        if (path === "/pricing") expect(types).toContain("OfferCatalog");
      });
    }

    expect(new Set(titles.values()).size, "titles are unique").toBe(urls.length);
    expect(new Set(descriptions.values()).size, "descriptions are unique").toBe(urls.length);
    const serviceImages = [...images].filter((image) =>
      /^\/og\/(es-)?services-/.test(new URL(image).pathname),
    );
    expect(serviceImages.length, "each service page has its own preview, in its language").toBe(
      urls.filter((url) => /^\/(es\/)?services\//.test(new URL(url).pathname)).length,
    );
  });

  test("robots.txt allows crawling and points to the sitemap", async ({ request, baseURL }) => {
    const [home] = await sitemapUrls(request);
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const robots = await response.text();
    expect(robots).toMatch(/^User-Agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemap).toBe(`${home}/sitemap.xml`);
    expect((await request.get(onTestServer(sitemap!, baseURL!))).status()).toBe(200);
  });

  for (const [path, title] of [
    ["/services/nope", "Service not found | Arcline Digital"],
    ["/nope", "Page not found | Arcline Digital"],
  ] as const) {
    test(`${path} answers 404, titled "${title}", kept out of search results and out of caches`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // A shared cache must not keep a mistyped address's 404 (nor serve it once the page exists).
      expect(response?.headers()["cache-control"]).toContain("no-store");
      await expect(page).toHaveTitle(title);
      expect(await meta(page, "name", "robots")).toContain("noindex");
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  }

  test("the form result pages are noindex", async ({ page }) => {
    for (const path of ["/form/received", "/form/not-sent"]) {
      await page.goto(path);
      expect(await meta(page, "name", "robots"), path).toContain("noindex");
    }
  });

  test("/favicon.ico, which browsers and crawlers ask for unprompted, is an icon of 16, 32 and 48 px", async ({
    request,
  }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const sizes = icoImages(await response.body()).map(({ width, height }) => `${width}x${height}`);
    expect(sizes.sort()).toEqual(["16x16", "32x32", "48x48"]);
  });

  test("every page in the sitemap can be reached by following links from the home page", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const listed = (await sitemapUrls(request)).map((url) => new URL(url).pathname);
    // What a crawler without JavaScript finds: the links in the served HTML, same origin only.
    const origin = new URL(baseURL!).origin;
    const reached = await crawl("/", async (path) => {
      const response = await request.get(path);
      if (!response.ok() || !response.headers()["content-type"]?.startsWith("text/html")) return [];
      return [...(await response.text()).matchAll(/<a\s[^>]*?href="([^"]*)"/g)]
        .map(([, href]) => new URL(href!.replaceAll("&amp;", "&"), new URL(path, origin)))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname);
    });
    expect(listed.filter((path) => !reached.has(path))).toEqual([]);
  });

  test("the site installs with its name, theme colour and icons", async ({ page, request }) => {
    await page.goto("/");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({
      name: "Arcline Digital",
      start_url: "/",
      theme_color: "#0b0b0f",
      background_color: "#0b0b0f",
    });
    expect(await meta(page, "name", "theme-color")).toBe("#0b0b0f");
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toContain(icon.type);
    }
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("href")!, link.getAttribute("type")!] as const),
      );
    expect(icons.map(([, type]) => type).sort()).toEqual(["image/svg+xml", "image/x-icon"]);
    for (const [href, type] of icons) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).toContain(type);
    }
    const appleIcon = await request.get(
      (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!,
    );
    expect(appleIcon.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await appleIcon.body())).toEqual({ width: 180, height: 180 });
  });
});
