import type { Metadata } from "next";
import { contentIn } from "@/content";
import type { Language } from "@/content/languages";
import { buildMetadata, fullTitle, rootMetadata, seoMetadata } from "@/lib/seo/metadata";
import { indexablePages, staticPageSeo } from "@/lib/seo/page-seo";

const { notFound: notFoundCopy } = contentIn("en");

const origin = "https://arcline.example";

// The language segment Next gives the pages under app/[lang]/, and the one proxy.ts gives the 404 page.
let segment: string | undefined;
jest.mock("next/root-params", () => ({ lang: async () => segment }));
jest.mock("next/headers", () => ({
  headers: async () => new Headers(segment ? { "x-site-language": segment } : {}),
}));

type PageModule = {
  metadata?: Metadata;
  generateMetadata?: (props: { params: Promise<{ slug: string }> }) => Promise<Metadata>;
};

/** The metadata every route really exports, read from the route files themselves, in one language. */
async function routeMetadata(lang?: Language): Promise<{ route: string; metadata: Metadata }[]> {
  segment = lang;
  const { services } = contentIn(lang ?? "en");
  const load = async (route: string, module: Promise<PageModule>) => {
    const { metadata, generateMetadata } = await module;
    const found = metadata ?? (await generateMetadata?.({ params: Promise.resolve({ slug: "" }) }));
    if (!found) throw new Error(`${route} exports no metadata`);
    return { route, metadata: found };
  };
  const service = (await import("@/app/(site)/services/[slug]/page")) as PageModule;
  return [
    await load("/", import("@/app/(site)/page")),
    await load("/portfolio", import("@/app/(site)/portfolio/page")),
    await load("/pricing", import("@/app/(site)/pricing/page")),
    await load("/about", import("@/app/(site)/about/page")),
    await load("/contact", import("@/app/(site)/contact/page")),
    await load("/careers", import("@/app/(site)/careers/page")),
    await load("/testimonials", import("@/app/(site)/testimonials/page")),
    await load("/form/received", import("@/app/(site)/form/received/page")),
    await load("/form/not-sent", import("@/app/(site)/form/not-sent/page")),
    await load("404", import("@/app/global-not-found")),
    ...(await Promise.all(
      services.map(async ({ slug }) => ({
        route: `/services/${slug}`,
        metadata: await service.generateMetadata!({ params: Promise.resolve({ slug }) }),
      })),
    )),
  ];
}

/** The document title a route ends up with under the root layout's template. */
function documentTitle(metadata: Metadata): string {
  const { title } = metadata;
  if (typeof title === "string") return fullTitle(title);
  if (title && "absolute" in title && title.absolute) return title.absolute;
  throw new Error(`unexpected title ${JSON.stringify(title)}`);
}

function expectCompletePreview(metadata: Metadata) {
  const og = metadata.openGraph as Record<string, unknown> & { images: Record<string, unknown>[] };
  expect(og).toMatchObject({
    type: "website",
    siteName: "Arcline Digital",
    title: expect.any(String),
    description: metadata.description,
  });
  expect(og.images).toHaveLength(1);
  const [image] = og.images;
  expect(image).toEqual({
    url: expect.stringMatching(new RegExp(`^${origin}/og/[a-z-]+\\.png$`)),
    width: 1200,
    height: 630,
    alt: expect.stringMatching(/\S/),
    type: "image/png",
  });
  expect(metadata.twitter).toEqual({
    card: "summary_large_image",
    title: og.title,
    description: metadata.description,
    images: [image],
  });
  expect(metadata.metadataBase?.toString()).toBe(`${origin}/`);
}

let previous: string | undefined;
beforeAll(() => {
  previous = process.env.SITE_URL;
  process.env.SITE_URL = `${origin}/`;
});
afterAll(() => {
  process.env.SITE_URL = previous;
});

describe("buildMetadata", () => {
  it("makes every URL absolute from SITE_URL and points og:url at the canonical", () => {
    const metadata = seoMetadata(staticPageSeo("en", "/pricing"));
    expect(metadata.alternates).toEqual({
      canonical: `${origin}/pricing`,
      languages: { en: `${origin}/pricing`, es: `${origin}/es/pricing`, "x-default": `${origin}/pricing` },
    });
    expect(metadata.openGraph).toMatchObject({ url: `${origin}/pricing` });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: `${origin}/og/pricing.png` }),
    ]);
    expectCompletePreview(metadata);
  });

  it("gives the home page the bare origin as canonical, as in the sitemap", () => {
    const metadata = seoMetadata(staticPageSeo("en", "/"));
    expect(metadata.alternates).toMatchObject({ canonical: origin });
    expect(metadata.title).toEqual({ absolute: "Arcline Digital: branding, web and growth studio" });
  });

  it("keeps noindex pages out of search without a canonical, and still with a preview", () => {
    const metadata = buildMetadata({
      title: "Thank you",
      description: "Received.",
      noindex: true,
      path: "/x",
      lang: "en",
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toBeUndefined();
    expect((metadata.openGraph as { url?: string }).url).toBeUndefined();
    expectCompletePreview(metadata);
  });

  it("gives error pages the home preview and no canonical", () => {
    const metadata = buildMetadata({ title: "Page not found", description: "Gone.", lang: "en" });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: `${origin}/og/home.png` })]);
    expectCompletePreview(metadata);
  });

  it("gives the root layout the title template and complete defaults", () => {
    const metadata = rootMetadata("en");
    expect(metadata.title).toEqual({ default: "Arcline Digital", template: "%s | Arcline Digital" });
    expect(metadata.alternates).toBeUndefined();
    expectCompletePreview(metadata);
  });
});

describe("every route's metadata", () => {
  it("is complete: title, description, Open Graph and Twitter objects with the image", async () => {
    for (const { route, metadata } of await routeMetadata()) {
      try {
        expect(metadata.description).toMatch(/\S{2,}/);
        expectCompletePreview(metadata);
      } catch (error) {
        throw new Error(`${route}: ${(error as Error).message}`);
      }
    }
  });

  it("has a title and a description no other route has", async () => {
    const routes = await routeMetadata();
    const titles = [
      ...routes.filter(({ route }) => route !== "404").map(({ metadata }) => documentTitle(metadata)),
      // The 404 page renders its title itself, one for each kind of address (NotFoundText).
      ...[notFoundCopy.page, notFoundCopy.service].map((copy) => fullTitle(copy.title)),
    ];
    const descriptions = routes.map(({ metadata }) => metadata.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(routes.length);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Page not found | Arcline Digital",
        "Service not found | Arcline Digital",
        "SEO services | Arcline Digital",
      ]),
    );
  });

  it("gives every indexable page a title and description that search results show whole", async () => {
    const byRoute = new Map((await routeMetadata()).map(({ route, metadata }) => [route, metadata]));
    for (const page of indexablePages(contentIn("en"))) {
      const metadata = byRoute.get(page.path)!;
      expect([page.path, documentTitle(metadata).length <= 60]).toEqual([page.path, true]);
      const { length } = metadata.description ?? "";
      expect([page.path, length >= 70 && length <= 160]).toEqual([page.path, true]);
    }
  });

  it("sets og:title to the document title and its own canonical for each indexable page", async () => {
    const byRoute = new Map((await routeMetadata()).map(({ route, metadata }) => [route, metadata]));
    for (const page of indexablePages(contentIn("en"))) {
      const metadata = byRoute.get(page.path);
      expect(metadata).toBeDefined();
      const canonical = page.path === "/" ? origin : `${origin}${page.path}`;
      expect(metadata?.alternates).toMatchObject({ canonical });
      expect(metadata?.openGraph).toMatchObject({ url: canonical, title: documentTitle(metadata!) });
    }
  });

  it("leaves the 404 page's title to the page, which knows the address", async () => {
    segment = undefined;
    const metadata = await (await import("@/app/global-not-found")).generateMetadata();
    expect(metadata.title).toBeUndefined();
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).toMatchObject({ title: "Page not found | Arcline Digital" });
  });

  it("gives each Spanish page its own address, both languages' as alternates and the English one as x-default", async () => {
    const spanish = new Map((await routeMetadata("es")).map(({ route, metadata }) => [route, metadata]));
    for (const page of indexablePages(contentIn("es"))) {
      const metadata = spanish.get(page.path)!;
      const english = page.path === "/" ? origin : `${origin}${page.path}`;
      const own = page.path === "/" ? `${origin}/es` : `${origin}/es${page.path}`;
      expect([page.path, metadata.alternates]).toEqual([
        page.path,
        { canonical: own, languages: { en: english, es: own, "x-default": english } },
      ]);
      expect(metadata.openGraph).toMatchObject({ url: own, locale: "es_ES", alternateLocale: ["en_US"] });
      expect((metadata.openGraph?.images as { url: string }[])[0]!.url).toMatch(`${origin}/og/es-`);
      // Search results show them whole, in Spanish as in English.
      expect([page.path, documentTitle(metadata).length <= 60]).toEqual([page.path, true]);
      const { length } = metadata.description ?? "";
      expect([page.path, length >= 70 && length <= 160]).toEqual([page.path, true]);
    }
    const notFound = spanish.get("404")!;
    expect(notFound.openGraph).toMatchObject({
      locale: "es_ES",
      title: `${contentIn("es").notFound.page.title} | Arcline Digital`,
    });
  });
});
