/**
 * Invariants of the site's content that a marketing edit could break. The modules already
 * validate their shapes at import time; these tests pin the business facts (counts, prices,
 * slugs, fixed copy) and check that every image exists with the size it declares.
 */
import fs from "node:fs";
import path from "node:path";
import { brandRows } from "@/content/brands";
import { positions } from "@/content/careers";
import { pages } from "@/content/pages";
import { projects, projectsSchema, workItems } from "@/content/portfolio";
import { pricingGroups, pricingGroupsSchema } from "@/content/pricing";
import { ContentError, parseContent, projectCategories, type ImageAsset } from "@/content/schema";
import {
  checkServiceLinks,
  getServicePage,
  serviceCards,
  servicePages,
  servicePagesSchema,
  serviceSlugs,
} from "@/content/services";
import { site } from "@/content/site";
import { testimonials } from "@/content/testimonials";
import * as content from "@/content";

const PUBLIC_DIR = path.join(__dirname, "..", "public");
const SPEC_SLUGS = ["web-development", "mobile-app", "branding", "digital-marketing", "seo", "cro"];

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The message of the error `fn` throws, failing the test if it does not throw a ContentError. */
function contentErrorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError, but nothing was thrown");
}

function isImage(value: unknown): value is ImageAsset {
  return (
    typeof value === "object" &&
    value !== null &&
    "src" in value &&
    "width" in value &&
    "height" in value &&
    "alt" in value
  );
}

/** Every image object reachable from `value`, labelled with its path, e.g. `projects[3].image`. */
function collectImages(
  value: unknown,
  label: string,
  out: [string, ImageAsset][] = [],
): [string, ImageAsset][] {
  if (isImage(value)) out.push([label, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => collectImages(item, `${label}[${i}]`, out));
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) collectImages(item, `${label}.${key}`, out);
  return out;
}

function svgRootAttributes(file: string): Record<string, string> {
  const source = fs.readFileSync(file, "utf8");
  const root = /<svg\b([^>]*)>/.exec(source)?.[1] ?? "";
  return Object.fromEntries([...root.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

describe("counts", () => {
  it("has the numbers of items the pages are designed for", () => {
    expect(testimonials).toHaveLength(6);
    expect(serviceCards).toHaveLength(6);
    expect(servicePages).toHaveLength(6);
    expect(projects).toHaveLength(15);
    expect(workItems).toHaveLength(4);
    expect(pricingGroups).toHaveLength(3);
    expect(brandRows.map((row) => row.length)).toEqual([6, 6]);
    expect(positions.length).toBeGreaterThanOrEqual(1);
  });
});

describe("services", () => {
  it("has exactly the six spec slugs, in menu order", () => {
    expect(serviceSlugs).toEqual(SPEC_SLUGS);
    expect(servicePages.map((page) => page.name)).toEqual([
      "Web Development",
      "Mobile App",
      "Branding",
      "Digital Marketing",
      "SEO",
      "CRO",
    ]);
  });

  it("shows three projects on every service page except CRO, which has none", () => {
    for (const page of servicePages)
      expect([page.data.slug, page.projects.length]).toEqual([
        page.data.slug,
        page.data.slug === "cro" ? 0 : 3,
      ]);
  });

  it("links every home card to its own service page, with the agreed icon", () => {
    expect(serviceCards.map((card) => [card.icon, card.to])).toEqual([
      ["code", "/services/web-development"],
      ["phone", "/services/mobile-app"],
      ["pen", "/services/branding"],
      ["megaphone", "/services/digital-marketing"],
      ["search", "/services/seo"],
      ["chart", "/services/cro"],
    ]);
  });

  it("lists three other services on every page, never the page itself", () => {
    for (const page of servicePages) {
      const targets = page.services.map((card) => card.to);
      expect(targets).toHaveLength(3);
      expect(new Set(targets).size).toBe(3);
      expect(targets).not.toContain(`/services/${page.data.slug}`);
    }
    expect(() => checkServiceLinks(servicePages, serviceCards)).not.toThrow();
  });

  it("gives every service two distinct banner colors", () => {
    for (const { data } of servicePages)
      expect(data.color1.toLowerCase()).not.toBe(data.color2.toLowerCase());
  });

  it("finds pages by slug", () => {
    expect(getServicePage("seo")?.name).toBe("SEO");
    expect(getServicePage("brand")).toBeUndefined();
  });
});

describe("pricing", () => {
  it("matches the prices and features of spec section 9 exactly (US dollars per month)", () => {
    expect(pricingGroups.map(({ id, title, plans }) => ({ id, title, plans }))).toEqual([
      {
        id: "website",
        title: "Website",
        plans: [
          { title: "Basic", price: 300, features: ["4 pages"] },
          { title: "Premium", price: 200, features: ["6 pages"] },
          { title: "Enterprise", price: 500, features: ["12 pages"] },
        ],
      },
      {
        id: "seo",
        title: "SEO",
        plans: [
          { title: "Basic", price: 100, features: ["3 keywords", "50 backlinks", "3 blogs"] },
          { title: "Premium", price: 150, features: ["5 keywords", "80 backlinks", "6 blogs"] },
          { title: "Enterprise", price: 200, features: ["Overall keywords", "150 backlinks", "10 blogs"] },
        ],
      },
      {
        id: "digital-marketing",
        title: "Digital marketing",
        plans: [
          { title: "Basic", price: 100, features: ["Posting 5 days a week"] },
          { title: "Premium", price: 180, features: ["15 blogs"] },
          { title: "Enterprise", price: 250, features: ["60 posts", "30 blogs", "Account manager"] },
        ],
      },
    ]);
  });
});

describe("portfolio", () => {
  it("uses every category two to four times and opens with three different ones", () => {
    for (const category of projectCategories) {
      const count = projects.filter((project) => project.category === category).length;
      expect([category, count >= 2 && count <= 4]).toEqual([category, true]);
    }
    expect(new Set(projects.slice(0, 3).map((project) => project.category)).size).toBe(3);
  });

  it("has unique titles, images and links", () => {
    for (const key of ["title", "link"] as const)
      expect(new Set(projects.map((project) => project[key])).size).toBe(15);
    expect(new Set(projects.map((project) => project.image.src)).size).toBe(15);
  });

  it("draws the home work items from the portfolio", () => {
    for (const item of workItems) {
      const project = projects.find((candidate) => candidate.title === item.title);
      expect(project).toBeDefined();
      expect(item).toEqual({
        category: project?.category,
        title: project?.title,
        image: project?.image,
        link: project?.link,
      });
    }
  });

  it("draws the service pages' work strips from the portfolio", () => {
    for (const page of servicePages)
      for (const item of page.projects) {
        const project = projects.find((candidate) => candidate.title === item.title);
        expect(item).toEqual({ title: project?.title, category: project?.category, image: project?.image });
      }
  });
});

describe("testimonials and brands", () => {
  it("has six different people with quotes that fit a slide", () => {
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(6);
    for (const t of testimonials) expect(t.quote.length).toBeLessThanOrEqual(400);
  });

  it("has twelve different client logos", () => {
    const logos = brandRows.flat();
    expect(new Set(logos.map((logo) => logo.image.src)).size).toBe(12);
    expect(new Set(logos.map((logo) => logo.name)).size).toBe(12);
    for (const logo of logos) {
      expect(logo.image.height).toBe(40);
      expect(logo.image.width).toBeGreaterThanOrEqual(120);
      expect(logo.image.width).toBeLessThanOrEqual(180);
    }
  });
});

describe("fixed copy", () => {
  it("keeps the spec's wording on the home page", () => {
    const { home } = pages;
    expect(home.hero.headline).toBe("Attract NewLeads like never before");
    expect(home.hero.headline).toContain(home.hero.highlight);
    expect(home.hero.highlight).toBe("NewLeads");
    expect(home.trustedBy).toBe("Trusted by 200+ companies");
    expect(home.offer.title).toBe("We Offer");
    expect(home.whyChooseUs.title).toBe("Why choose us");
    expect(home.work.title).toBe("Some pieces of our work");
    expect(home.cta).toEqual({
      title: "There must be a reason you are here.",
      lines: [
        "Brand needs a redesign? Interesting web application idea?",
        "Your project needs development partner?",
      ],
    });
    expect(home.band.title).toBe("Let's discuss your idea");
    expect(pages.portfolio.title).toBe("Completed Projects");
    expect(pages.contact.title).toBe("Contact Information");
  });

  it("titles the about page with the company name", () => {
    expect(pages.banners.about.title).toBe(site.name);
    expect(pages.banners.about.button).toBe("Contact");
    expect(pages.about.company.title).toBe("Company");
    expect(pages.about.team.title).toBe("Team");
  });

  it("keeps the company details consistent", () => {
    expect(site.name).toBe("Arcline Digital");
    expect(site.headquarters).toBe("Wyoming, US");
    expect(site.whatsappUrl).toBe(`https://wa.me/${site.phone.e164.slice(1)}`);
    expect(site.phone.display.replace(/\D/g, "")).toBe(site.phone.e164.slice(1));
  });

  it("gives careers positions unique anchors", () => {
    expect(new Set(positions.map((position) => position.id)).size).toBe(positions.length);
  });
});

describe("images", () => {
  const images = collectImages(
    {
      site,
      servicePages,
      serviceCards,
      projects,
      workItems,
      testimonials,
      pricingGroups,
      brandRows,
      positions,
      pages,
    },
    "content",
  );

  it("finds the images of every module", () => {
    // 15 projects + 4 work items + 15 service strip items + 6 testimonials + 12 logos + 4 team members
    expect(images).toHaveLength(56);
  });

  it.each(images)("%s exists under public/ with its declared size and alt text", (_label, image) => {
    const file = path.join(PUBLIC_DIR, image.src);
    expect(fs.existsSync(file)).toBe(true);
    expect(image.alt.trim()).not.toBe("");
    if (image.src.endsWith(".svg")) {
      const attrs = svgRootAttributes(file);
      expect(attrs.viewBox).toBe(`0 0 ${image.width} ${image.height}`);
      expect([attrs.width, attrs.height]).toEqual([String(image.width), String(image.height)]);
    }
  });

  it("keeps the generated artwork small and self-contained", () => {
    const files = listFiles(path.join(PUBLIC_DIR, "images")).filter((file) => file.endsWith(".svg"));
    let total = 0;
    for (const file of files) {
      const source = fs.readFileSync(file, "utf8");
      const label = path.relative(PUBLIC_DIR, file);
      total += Buffer.byteLength(source);
      expect([label, Buffer.byteLength(source) < 6 * 1024]).toEqual([label, true]);
      expect([label, /href="(?!#)|<image|@import|url\((?!#)/.test(source)]).toEqual([label, false]);
      const attrs = svgRootAttributes(file);
      expect([label, Boolean(attrs.width && attrs.height && attrs.viewBox)]).toEqual([label, true]);
    }
    expect(total).toBeLessThan(250 * 1024);
    for (const extra of ["images/dots.svg", "images/logo.svg"])
      expect(fs.existsSync(path.join(PUBLIC_DIR, extra))).toBe(true);
  });
});

describe("a bad edit fails with the module and the field", () => {
  it("reports a missing title", () => {
    const edited = clone(servicePages) as unknown as Record<string, Record<string, unknown>>[];
    delete edited[2]!.data!.title;
    const message = contentErrorOf(() =>
      parseContent("content/services.ts", "servicePages", servicePagesSchema, edited),
    );
    expect(message).toContain("Invalid content in content/services.ts");
    expect(message).toContain("servicePages[2].data.title");
  });

  it("reports a price written as a string", () => {
    const edited = clone(pricingGroups) as unknown as { plans: { price: unknown }[] }[];
    edited[0]!.plans[0]!.price = "300";
    const message = contentErrorOf(() =>
      parseContent("content/pricing.ts", "pricingGroups", pricingGroupsSchema, edited),
    );
    expect(message).toContain("content/pricing.ts");
    expect(message).toContain("pricingGroups[0].plans[0].price: must be a number");
  });

  it("reports an unknown project category", () => {
    const edited = clone(projects) as unknown as { category: string }[];
    edited[4]!.category = "APP";
    const message = contentErrorOf(() =>
      parseContent("content/portfolio.ts", "projects", projectsSchema, edited),
    );
    expect(message).toContain("content/portfolio.ts");
    expect(message).toContain("projects[4].category");
  });

  it("reports a card that points at a service page that does not exist", () => {
    const cards = clone(serviceCards);
    cards[2]!.to = "/services/brand";
    const message = contentErrorOf(() => checkServiceLinks(servicePages, cards));
    expect(message).toContain(
      'Invalid content in content/services.ts:\n  serviceCards[2].to: "/services/brand" is not an existing service page',
    );
  });

  it("reports a page that lists itself under Other Services, and a duplicated slug", () => {
    const edited = clone(servicePages);
    edited[0]!.services[1]!.to = "/services/web-development";
    edited[5]!.data.slug = "seo";
    const message = contentErrorOf(() => checkServiceLinks(edited, serviceCards));
    expect(message).toContain("content/services.ts");
    expect(message).toContain("servicePages[0].services[1].to");
    expect(message).toContain('servicePages[5].data.slug: "seo" is used by more than one service page');
  });
});

describe("content/index.ts", () => {
  it("re-exports every module", () => {
    expect(content.site).toBe(site);
    expect(content.servicePages).toBe(servicePages);
    expect(content.projects).toBe(projects);
    expect(content.pages).toBe(pages);
    expect(content.brandRows).toBe(brandRows);
    expect(content.positions).toBe(positions);
    expect(content.pricingGroups).toBe(pricingGroups);
    expect(content.testimonials).toBe(testimonials);
    expect(typeof content.getServicePage).toBe("function");
  });
});
