import { contentIn } from "@/content";
import { indexablePages } from "@/lib/seo/page-seo";
import { contentLastModified, sitemapEntries } from "@/lib/seo/sitemap";

const { services } = contentIn("en");

const origin = "https://arcline.example";

let previous: string | undefined;
beforeAll(() => {
  previous = process.env.SITE_URL;
  process.env.SITE_URL = origin;
});
afterAll(() => {
  process.env.SITE_URL = previous;
});

describe("sitemapEntries", () => {
  it("lists every static page and every service in each language, once each, with absolute URLs", () => {
    const urls = sitemapEntries(undefined).map((entry) => entry.url);
    const paths = [
      "/about",
      "/portfolio",
      "/pricing",
      "/careers",
      "/testimonials",
      "/contact",
      ...services.map(({ slug }) => `/services/${slug}`),
    ];
    expect(urls).toEqual([
      origin,
      ...paths.map((path) => `${origin}${path}`),
      `${origin}/es`,
      ...paths.map((path) => `${origin}/es${path}`),
    ]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("gives every entry its page in each language and the English one as x-default", () => {
    const entries = sitemapEntries(undefined);
    const about = (url: string) => entries.find((entry) => entry.url === url)?.alternates;
    const both = { en: `${origin}/about`, es: `${origin}/es/about`, "x-default": `${origin}/about` };
    expect(about(`${origin}/about`)).toEqual({ languages: both });
    expect(about(`${origin}/es/about`)).toEqual({ languages: both });
    expect(entries.every((entry) => Object.keys(entry.alternates?.languages ?? {}).length === 3)).toBe(true);
  });

  it("leaves out the form result pages", () => {
    expect(sitemapEntries(undefined).some((entry) => entry.url.includes("/form/"))).toBe(false);
  });

  it("dates every entry with the given date, and omits lastmod when there is none", () => {
    const date = "2026-11-02T10:00:00+00:00";
    expect(sitemapEntries(date).every((entry) => entry.lastModified === date)).toBe(true);
    expect(sitemapEntries(undefined).every((entry) => !("lastModified" in entry))).toBe(true);
  });
});

describe("contentLastModified", () => {
  it("is a fixed commit date (the same on every call), not the current time", () => {
    const first = contentLastModified();
    expect(contentLastModified()).toBe(first);
    if (first !== undefined) {
      expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)$/);
      expect(Date.parse(first)).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe("indexablePages", () => {
  it("gives every page a card title the preview renderer can set with the bundled Latin font", () => {
    // next/og downloads glyphs it lacks at render time, which fails offline: keep card text printable ASCII.
    for (const { card } of indexablePages(contentIn("en"))) {
      expect(`${card.label} ${card.heading}`).toMatch(/^[\x20-\x7e]+$/);
      expect(card.color1).toMatch(/^#[0-9a-f]{6}$/i);
      expect(card.color2).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it("gives each service page its own card in its own colours", () => {
    const pages = indexablePages(contentIn("en")).filter((page) => page.path.startsWith("/services/"));
    expect(pages).toHaveLength(6);
    expect(new Set(pages.map((page) => page.card.heading)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => `${page.card.color1}${page.card.color2}`)).size).toBe(pages.length);
  });
});
