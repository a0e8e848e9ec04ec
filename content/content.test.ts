/**
 * Invariants of the site's content (the YAML files under content/) that a marketing edit could
 * break. The loader already checks each file's shape; these tests pin the business facts (counts,
 * prices, slugs, fixed copy), check every image against its file, and prove that a bad edit is
 * refused with the file and the field named.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import yaml from "js-yaml";
import { contentIn, homeProjectsOf, publishedIn } from "@/content";
import { ContentErrors } from "@/content/errors";
import { imageFolders, type ImageAsset } from "@/content/fields";
import { checkImages } from "@/content/images";
import { checkContent } from "@/content/check";
import { languages } from "@/content/languages";
import { loadContent, readAll } from "@/content/load";
import { copyOfContent } from "@/content/test-copy";
import { projectCategories } from "@/content/model";

const content = { ...contentIn("en"), homeProjectsOf };
/** The editor's names of the pages the warnings name. */
const names: Record<string, string> = { about: "About page", contact: "Contact page" };
const {
  brandRows,
  common,
  forms,
  getService,
  home,
  homeProjects,
  otherServices,
  positions,
  pricingGroups,
  projects,
  serviceProjects,
  services,
  site,
  quotes,
} = content;

const ROOT = path.join(__dirname, "..");
const PUBLIC_DIR = path.join(ROOT, "public");
const SPEC_SLUGS = ["web-development", "mobile-app", "branding", "digital-marketing", "seo", "cro"];

const isImage = (value: object): value is ImageAsset =>
  ["src", "alt", "width", "height"].every((k) => k in value);

/** Every image reachable from `value`, labelled with its path, e.g. `projects[3].image`. */
function collectImages(value: unknown, label: string, out: [string, ImageAsset][] = []) {
  if (typeof value === "object" && value !== null && isImage(value)) out.push([label, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => collectImages(item, `${label}[${i}]`, out));
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) collectImages(item, `${label}.${key}`, out);
  return out;
}

function svgRootAttributes(file: string): Record<string, string> {
  const root = /<svg\b([^>]*)>/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "";
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
    expect(quotes).toHaveLength(6);
    expect(services).toHaveLength(6);
    expect(projects).toHaveLength(15);
    expect(homeProjects).toHaveLength(4);
    expect(pricingGroups).toHaveLength(3);
    expect(brandRows.map((row) => row.length)).toEqual([6, 6]);
    expect(positions.length).toBeGreaterThanOrEqual(1);
  });
});

describe("services", () => {
  it("has exactly the six spec slugs, in menu order", () => {
    expect(services.map((service) => service.slug)).toEqual(SPEC_SLUGS);
    const names = ["Web Development", "Mobile App", "Branding", "Digital Marketing", "SEO", "CRO"];
    expect(services.map((service) => service.name)).toEqual(names);
  });

  it("shows three projects on every service page except CRO, which has none", () => {
    expect(services.map((service) => [service.slug, serviceProjects(service).length])).toEqual(
      SPEC_SLUGS.map((slug) => [slug, slug === "cro" ? 0 : 3]),
    );
  });

  it("gives every home card the agreed icon", () => {
    expect(services.map((service) => service.card.icon)).toEqual([
      "code",
      "phone",
      "pen",
      "megaphone",
      "search",
      "chart",
    ]);
  });

  it("lists three other services on every page, never the page itself", () => {
    for (const service of services) {
      const others = otherServices(service).map((other) => other.slug);
      expect(new Set(others).size).toBe(3);
      expect(others).not.toContain(service.slug);
    }
  });

  it("gives every service two distinct banner colors", () => {
    for (const { banner } of services)
      expect(banner.color1.toLowerCase()).not.toBe(banner.color2.toLowerCase());
  });

  it("finds pages by slug", () => {
    expect(getService("seo")?.name).toBe("SEO");
    expect(getService("brand")).toBeUndefined();
  });
});

describe("pricing", () => {
  it("matches the prices and features of spec section 9 exactly (US dollars per month)", () => {
    const plans = (...rows: [number, string[]][]) =>
      rows.map(([price, features], i) => ({
        key: ["basic", "premium", "enterprise"][i],
        title: ["Basic", "Premium", "Enterprise"][i],
        price,
        features,
      }));
    expect(pricingGroups.map(({ id, title, plans }) => ({ id, title, plans }))).toEqual([
      {
        id: "website",
        title: "Website",
        plans: plans([300, ["4 pages"]], [200, ["6 pages"]], [500, ["12 pages"]]),
      },
      {
        id: "seo",
        title: "SEO",
        plans: plans(
          [100, ["3 keywords", "50 backlinks", "3 blogs"]],
          [150, ["5 keywords", "80 backlinks", "6 blogs"]],
          [200, ["Overall keywords", "150 backlinks", "10 blogs"]],
        ),
      },
      {
        id: "digital-marketing",
        title: "Digital marketing",
        plans: plans(
          [100, ["Posting 5 days a week"]],
          [180, ["15 blogs"]],
          [250, ["60 posts", "30 blogs", "Account manager"]],
        ),
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
    for (const key of ["title", "link"] as const) expect(new Set(projects.map((p) => p[key])).size).toBe(15);
    expect(new Set(projects.map((project) => project.image.src)).size).toBe(15);
  });

  it("orders projects by position, and the home page's four are ticked ones in that order", () => {
    const positions = projects.map((project) => project.order);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(homeProjects.every((project) => project.home)).toBe(true);
    expect(homeProjects).toEqual(projects.filter((project) => project.home).slice(0, 4));
  });

  it("shows on the home page only projects ticked for it, fewer when fewer are ticked", () => {
    const [first, ...rest] = homeProjects;
    const unticked = projects.map((project) => (project === first ? { ...project, home: false } : project));
    expect(content.homeProjectsOf(unticked)).toEqual(rest);
  });
});

describe("testimonials and brands", () => {
  it("has six different people with quotes that fit a slide", () => {
    expect(new Set(quotes.map((t) => t.name)).size).toBe(6);
    for (const t of quotes) expect(t.quote.length).toBeLessThanOrEqual(400);
  });

  it("has twelve different client logos of the strip's size", () => {
    const logos = brandRows.flat();
    expect(new Set(logos.map((logo) => logo.image.src)).size).toBe(12);
    expect(new Set(logos.map((logo) => logo.name)).size).toBe(12);
    for (const { image } of logos) {
      expect(image.height).toBe(40);
      expect(image.width).toBeGreaterThanOrEqual(120);
      expect(image.width).toBeLessThanOrEqual(180);
    }
  });
});

describe("fixed copy", () => {
  it("keeps the spec's wording on the home page", () => {
    const { before, highlight, after } = home.hero;
    expect(`${before} ${highlight} ${after}`).toBe("Attract NewLeads like never before");
    expect(highlight).toBe("NewLeads");
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
      contactLabel: "Contact us",
      careersLabel: "Find job positions",
    });
    expect(home.whyChooseUs.link).toBe("LET'S CONNECT");
    expect(home.work.moreLabel).toBe("SHOW MORE");
    expect(home.work.readMore).toBe("Read more");
    expect(home.band.title).toBe("Let's discuss your idea");
    expect(content.portfolio.title).toBe("Completed Projects");
    expect(content.contact.title).toBe("Contact Information");
  });

  it("keeps the spec's words of the menus, buttons and forms", () => {
    expect(common).toMatchObject({
      menu: {
        home: "Home",
        portfolio: "Portfolio",
        about: "About us",
        pricing: "Pricing",
        contact: "CONTACT",
      },
      goHome: "GO TO HOME",
      goHomeFromService: "Go to Home",
      goToTop: "GO TO TOP",
      showMore: "Show more...",
      showLess: "Show less",
      choosePlan: "Choose plan",
      perMonth: "/ month",
      otherServices: "Other Services",
      workSuffix: "Work",
    });
    expect(forms).toMatchObject({
      sending: "Sending...",
      error: "There was an error submitting your form.",
      contact: {
        firstName: "First Name",
        lastName: "Last Name",
        email: "Email",
        phoneNumber: "Phone Number",
        subject: "Select Subject",
        message: "Message",
        submit: "Send Message",
        subjects: {
          "General Inquiry": "General Inquiry",
          "Brand Identity": "Brand Identity",
          "UI/UX": "UI/UX",
          "Packaging Design": "Packaging Design",
        },
      },
      newsletter: { submit: "SEND" },
      contactBack: { submit: "SEND" },
    });
  });

  it("titles the about page with the company name", () => {
    const { about } = content;
    expect(about.banner.title).toBe(site.name);
    expect(about.banner.button).toBe("Contact");
    expect(about.company.title).toBe("Company");
    expect(about.team.title).toBe("Team");
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
  const images = collectImages({ projects, services, quotes, brandRows, about: content.about }, "content");

  it("finds every image of the content", () => {
    // 15 projects + 6 testimonials + 12 logos + 4 team members
    expect(images).toHaveLength(37);
  });

  it.each(images)("%s exists under public/ with the file's own size and an alt text", (_label, image) => {
    const file = path.join(PUBLIC_DIR, image.src);
    expect(fs.existsSync(file)).toBe(true);
    expect(image.alt.trim()).not.toBe("");
    const attrs = svgRootAttributes(file);
    expect([attrs.width, attrs.height]).toEqual([String(image.width), String(image.height)]);
    expect(attrs.viewBox).toBe(`0 0 ${image.width} ${image.height}`);
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

describe("content/index.ts", () => {
  it("exports what the loader reads from the repository", () => {
    const files = loadContent(ROOT);
    expect(content.services).toEqual(files.services);
    expect(content.projects).toEqual(files.projects);
    expect(content.home).toEqual(files.home);
  });
});

// --- Edits, made to a copy of content/ and public/images/ in a temp dir. ---

let tmp: string;
const at = (file: string) => path.join(tmp, "content", file);
const projectFile = "projects/forma-design-system.yaml";

/** Sets (or with `undefined`, deletes) one field, written as in the messages: `groups[0].plans.basic`. */
function setField(file: string, field: string, value: unknown) {
  const keys = field.split(/[.[\]]+/).filter(Boolean);
  const data = yaml.load(fs.readFileSync(at(file), "utf8"));
  let node = data as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (value !== undefined) node[last] = value;
  else if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  fs.writeFileSync(at(file), yaml.dump(data));
}

/** The message `loadContent` refuses the copy with. */
function refusal(): string {
  try {
    loadContent(tmp);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentErrors);
    return (error as Error).message;
  }
  throw new Error("the content was accepted");
}

/** Expects `loadContent` to refuse the copy, naming `content/{file}` and starting a line with `line`. */
function expectRefusal(file: string, line: string) {
  const message = refusal();
  expect(message).toContain(`Invalid content in content/${file}:\n`);
  expect(message).toContain(`\n  ${line}`);
}

/** A JPEG photo of `width` x `height` pixels, of noise, so it stays large when compressed. */
async function photo(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe("edits to a copy of the content", () => {
  beforeEach(() => {
    tmp = copyOfContent("content-test-");
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it.each<[string, string, unknown, string]>([
    ["testimonials.yaml", "testimonials[2].quote", "  ", "must not be empty"],
    ["testimonials.yaml", "testimonials[0].quote", "x".repeat(401), "must be at most 400 characters"],
    ["pricing.yaml", "groups[0].plans.basic.price", -300, "must be at least 1"],
    ["pricing.yaml", "groups[1].plans.enterprise.price", "300", "must be a whole number"],
    ["services/branding.yaml", "banner.title", undefined, "Invalid input"],
    ["pages/home.yaml", "seo.title", "x".repeat(61), "must be 15-60 characters"],
    ["pages/pricing.yaml", "seo.description", "Too short.", "must be 70-160 characters"],
    ["pages/home.yaml", "hero.before", "x".repeat(21), "must be at most 20 characters"],
    [projectFile, "category", "APP", "Invalid option"],
    ["common.yaml", "projectCount", "Showing {shown} projects", "must contain {shown} and {total}"],
    [
      "common.yaml",
      "screenReader.quoteOf",
      "{number} of {total} {all}",
      "may contain only {number} and {total} in braces",
    ],
    [projectFile, "image.src", "/images/projects/x.png", "public/images/projects/x.png does not exist"],
    ["services/cro.yaml", "otherServices[0]", "x", "Invalid option"],
    [
      "pages/about.yaml",
      "seo.card.heading",
      "فريق مرن 🚀",
      "is drawn on the preview card, which draws Latin, Greek and Cyrillic letters, digits and punctuation, not ف ر ي ق م ن 🚀",
    ],
  ])("refuses content/%s with %s set to %j", (file, field, value, message) => {
    setField(file, field, value);
    expectRefusal(file, `${field}: ${message}`);
  });

  it.each<[string, () => void, string, string]>([
    [
      "a project file name that is not a slug",
      () => fs.renameSync(at(projectFile), at("projects/Forma_System.yaml")),
      "projects/Forma_System.yaml",
      "(file): the file name must be lowercase words joined by hyphens",
    ],
    [
      "invalid YAML syntax",
      () => fs.appendFileSync(at("site.yaml"), "tagline: [unclosed\n"),
      "site.yaml",
      "(file): is not valid YAML",
    ],
    ["a missing file", () => fs.rmSync(at("pages/contact.yaml")), "pages/contact.yaml", "(file): is missing"],
  ])("refuses %s", (_name, edit, file, line) => {
    edit();
    expectRefusal(file, line);
  });

  it("shows a new project in the portfolio at its position, with no other edit", () => {
    const acme = yaml.load(fs.readFileSync(at(projectFile), "utf8")) as Record<string, unknown>;
    fs.writeFileSync(at("projects/acme-store.yaml"), yaml.dump({ ...acme, title: "Acme Store", order: 2 }));
    const { projects: grid } = loadContent(tmp);
    expect(grid).toHaveLength(16);
    expect(grid.slice(0, 3).map((project) => project.title)).toEqual([
      projects[0]!.title,
      "Acme Store",
      projects[1]!.title,
    ]);
  });

  it("fills Other Services in menu order when a service lists itself or one twice", () => {
    setField("services/seo.yaml", "otherServices", ["seo", "cro", "cro"]);
    const files = loadContent(tmp);
    const seo = files.services.find((service) => service.slug === "seo")!;
    const others = files.services.filter((service) => service.slug !== "seo");
    const listed = [...new Set(seo.otherServices)].flatMap((slug) => others.filter((o) => o.slug === slug));
    expect([...new Set([...listed, ...others])].slice(0, 3).map((s) => s.slug)).toEqual([
      "cro",
      "web-development",
      "mobile-app",
    ]);
  });

  it("takes a photo of any size and serves it at most its folder's width, keeping its shape", async () => {
    const file = "public/images/projects/acme/photo.jpg";
    fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    const bytes = await photo(3000, 2250);
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    fs.writeFileSync(path.join(tmp, file), bytes);
    setField(projectFile, "image.src", "/images/projects/acme/photo.jpg");
    const forma = loadContent(tmp).projects.find((project) => project.slug === "forma-design-system")!;
    expect(forma.image).toMatchObject({
      src: "/media/projects/acme/photo.jpg",
      width: imageFolders.projects,
    });
    expect(forma.image.height).toBe((imageFolders.projects * 2250) / 3000);
    expect(imageSize(bytes)).toMatchObject({ width: 3000, height: 2250 });
  });

  describe("images the site cannot serve", () => {
    const sharp = async () => (await import("sharp")).default;
    const put = (src: string, bytes: Buffer | string) => {
      fs.mkdirSync(path.dirname(path.join(tmp, "public", src)), { recursive: true });
      fs.writeFileSync(path.join(tmp, "public", src), bytes);
    };
    const solid = async (width: number, height: number) =>
      (await sharp())({ create: { width, height, channels: 3, background: "#336699" } });

    it.each<[string, string, () => Promise<Buffer | string>, string]>([
      [
        "a GIF",
        "/images/projects/acme/photo.gif",
        async () => (await solid(400, 300)).gif().toBuffer(),
        "is a GIF file; the site shows PNG, JPEG, WebP or SVG images",
      ],
      [
        "a damaged JPEG",
        "/images/projects/acme/photo.jpg",
        async () => (await photo(800, 600)).subarray(0, 40_000),
        "is damaged: its pixels do not open as an image",
      ],
      [
        "a photo smaller than its card",
        "/images/projects/acme/photo.png",
        async () => (await solid(10, 10)).png().toBuffer(),
        "is 10 x 10 pixels, smaller than the 382 x 287 px it is shown at: use a larger photo",
      ],
      [
        "an SVG that runs a script",
        "/images/brands/acme.svg",
        async () => '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="36" onload="alert(1)"/>',
        "is an SVG with a script in it; the site takes SVG drawings without scripts",
      ],
      [
        "PNG data named .svg",
        "/images/brands/acme.svg",
        async () => (await solid(90, 36)).png().toBuffer(),
        "is PNG data under another kind's name: upload it as a .png file",
      ],
    ])("refuses %s, named by content or not, with the same words", async (_kind, src, make, message) => {
      put(src, await make());
      expect((await checkImages(tmp)).filter((result) => result.error)).toEqual([
        { file: `public${src}`, error: message },
      ]);
      if (message.includes("damaged")) return; // Only the check decodes every pixel (the loader reads sizes).
      setField(projectFile, "image.src", src.replace("/brands/", "/projects/"));
      if (src.startsWith("/images/projects/"))
        expectRefusal(projectFile, `image.src: public${src} ${message}`);
    });

    it("refuses a photo of more pixels than the build decodes", async () => {
      const huge = await (
        await sharp()
      )({
        create: { width: 17_000, height: 17_000, channels: 3, background: "#000" },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      put("/images/projects/acme/huge.png", huge);
      expect(await checkImages(tmp)).toContainEqual({
        file: "public/images/projects/acme/huge.png",
        error: "is 17000 x 17000 pixels; the site takes photos of at most 268 million pixels",
      });
      // Making a 289-million-pixel PNG takes seconds, more on a busy machine.
    }, 60_000);

    it("reports a symbolic link under public/images/ without following it", async () => {
      fs.symlinkSync("/etc/hostname", path.join(tmp, "public/images/projects/link.jpg"));
      expect(await checkImages(tmp)).toContainEqual({
        file: "public/images/projects/link.jpg",
        error: "is a symbolic link: put the image itself in public/images/",
      });
      setField(projectFile, "image.src", "/images/projects/link.jpg");
      expectRefusal(
        projectFile,
        "image.src: public/images/projects/link.jpg is a symbolic link: put the image itself there",
      );
    });

    it("refuses an image outside its field's folder, which the editor could not show", () => {
      setField(projectFile, "image.src", "/images/brands/firstRow/0/image/src.svg");
      expectRefusal(
        projectFile,
        "image.src: must be in public/images/projects/, where the editor keeps this field's images",
      );
    });

    it("finds every image of the site valid", async () => {
      expect((await checkImages(ROOT)).filter((result) => result.error)).toEqual([]);
    });
  });

  // What spans entries no single save can keep right: said, never a reason to keep the site as it was.
  describe("translations", () => {
    const spanish = (root: string) => readAll(root).inLanguages.es;
    const warningsOf = async (file: string) =>
      (await checkContent(tmp)).find((checked) => checked.file === `content/${file}`)?.warnings;

    it("are complete for every entry of the real content, text over the English file's other fields", () => {
      const { files, complete } = spanish(ROOT);
      expect(complete.size).toBe(17 + services.length + projects.length);
      expect(files.about.banner.page).not.toBe(content.about.banner.page);
      expect(files.about.banner.color1).toBe(content.about.banner.color1);
      expect(files.plans.groups[0]!.plans.basic.price).toBe(content.pricingGroups[0]!.plans[0]!.price);
      expect(files.quotes.testimonials[0]!.name).toBe(quotes[0]!.name);
      expect(files.quotes.testimonials[0]!.image.src).toBe(quotes[0]!.image.src);
      expect(files.quotes.testimonials[0]!.image.alt).not.toBe(quotes[0]!.image.alt);
    });

    it.each<[string, string, unknown, string]>([
      ["es/pages/about.yaml", "seo.title", "x".repeat(61), "must be 15-60 characters"],
      ["es/pages/home.yaml", "hero.before", "x".repeat(21), "must be at most 20 characters"],
      ["es/common.yaml", "projectCount", "Mostrando {shown} proyectos", "must contain {shown} and {total}"],
      ["es/pages/about.yaml", "seo.card.heading", "فريق مرن", "is drawn on the preview card"],
      [
        "es/pricing.yaml",
        "groups[0].plans.basic.price",
        10,
        "groups[0].plans.basic.price: is the same in every language: it is set in content/pricing.yaml",
      ],
      [
        "es/testimonials.yaml",
        "testimonials[0].company",
        "Lumen Salud",
        "testimonials[0].company: is the same in every language: it is set in content/testimonials.yaml",
      ],
    ])("refuse content/%s with %s set to %j, as the English file would", (file, field, value, message) => {
      setField(file, field, value);
      expectRefusal(file, message.includes(": ") ? message : `${field}: ${message}`);
    });

    it("name each field not translated yet, and leave its entry incomplete in that language", async () => {
      setField("es/pages/about.yaml", "banner.title", undefined);
      setField("es/pages/about.yaml", "seo.description", "  ");
      expect(await warningsOf("es/pages/about.yaml")).toEqual([
        { path: ["seo", "description"], message: "is not translated into Español yet" },
        { path: ["banner", "title"], message: "is not translated into Español yet" },
      ]);
      expect(spanish(tmp).complete.has("about")).toBe(false);
      expect(spanish(tmp).complete.has("contact")).toBe(true);
      fs.rmSync(at("es/pages/contact.yaml"));
      expect(await warningsOf("es/pages/contact.yaml")).toEqual([
        { path: [], message: "is not translated into Español yet" },
      ]);
      expect(spanish(tmp).complete.has("contact")).toBe(false);
    });

    it("publish no page of a language whose home page is not", () => {
      const pages = ["home", "about", "service-seo"];
      expect(pages.map(publishedIn(spanish(ROOT).complete))).toEqual([true, true, true]);
      setField("es/pages/home.yaml", "hero.tagline", undefined);
      expect(pages.map(publishedIn(spanish(tmp).complete))).toEqual([false, false, false]);
    });

    it("leave a new logo or position out in Spanish until it is translated, and say so, rather than the page", async () => {
      const drop = (file: string, list: string) => {
        const data = yaml.load(fs.readFileSync(at(file), "utf8")) as Record<string, unknown[]>;
        fs.writeFileSync(at(file), yaml.dump({ ...data, [list]: data[list]!.slice(1) }));
      };
      drop("es/brands.yaml", "firstRow");
      drop("es/careers.yaml", "positions");
      const { files, complete } = spanish(tmp);
      expect(["home", "careers"].map(publishedIn(complete))).toEqual([true, true]);
      expect(files.brands.firstRow.map(({ name }) => name)).toEqual(
        content.brandRows[0].slice(1).map(({ name }) => name),
      );
      expect(files.positions.positions.map(({ id }) => id)).toEqual(
        content.positions.slice(1).map(({ id }) => id),
      );
      const notShown = "is not translated into Español yet: the entry is not shown in Español until it is";
      expect(await warningsOf("es/brands.yaml")).toEqual([
        { path: ["firstRow", 0, "image", "alt"], message: notShown },
      ]);
      expect((await warningsOf("es/careers.yaml"))?.[0]).toEqual({
        path: ["positions", 0, "title"],
        message: notShown,
      });
    });

    it("tell two Spanish pages with the same search title of each other, not of an English page", async () => {
      const title = spanish(ROOT).files.contact.seo.title;
      setField("es/pages/about.yaml", "seo.title", title);
      setField("pages/pricing.yaml", "seo.title", title);
      const same = (other: string) => [
        {
          path: ["seo", "title"],
          message: `is the same as the search title of ${names[other]} (Español) in content/es/pages/${other}.yaml: each page needs its own`,
        },
      ];
      expect(await warningsOf("es/pages/about.yaml")).toEqual(same("contact"));
      expect(await warningsOf("es/pages/contact.yaml")).toEqual(same("about"));
      expect(await warningsOf("pages/pricing.yaml")).toEqual([]);
    });

    it("match a list's entries by their anchor or name: an English deletion or move keeps each translation on its entry", async () => {
      const [first, ...rest] = content.positions;
      setField("careers.yaml", "positions", [...rest].reverse());
      const spanishTitle = new Map(spanish(ROOT).files.positions.positions.map((p) => [p.id, p.title]));
      expect(spanish(tmp).files.positions.positions.map(({ id, title }) => [id, title])).toEqual(
        [...rest].reverse().map(({ id }) => [id, spanishTitle.get(id)]),
      );
      expect(await warningsOf("es/careers.yaml")).toEqual([
        {
          path: ["positions", 0],
          message: `translates ${first!.id}, which the English list does not have: it is not shown`,
        },
      ]);
    });
  });

  describe("warnings", () => {
    const warningsOf = async (root: string) =>
      (await checkContent(root)).flatMap(({ file, error, warnings }) =>
        error || warnings.length ? [{ file, error, warnings }] : [],
      );
    const checkScript = (...args: string[]) =>
      spawnSync(process.execPath, ["scripts/check-content.mjs", ...args, tmp], {
        cwd: ROOT,
        encoding: "utf8",
      });

    it("loads two pages with the same search title, and tells each which other page has it", async () => {
      setField("pages/about.yaml", "seo.title", content.contact.seo.title);
      expect(loadContent(tmp).about.seo.title).toBe(content.contact.seo.title);
      const same = (other: string) => [
        {
          path: ["seo", "title"],
          message: `is the same as the search title of ${names[other]} in content/pages/${other}.yaml: each page needs its own`,
        },
      ];
      expect(await warningsOf(tmp)).toEqual([
        { file: "content/pages/about.yaml", error: undefined, warnings: same("contact") },
        { file: "content/pages/contact.yaml", error: undefined, warnings: same("about") },
      ]);
    });

    it("publishes with every project deleted, and warns of each translation left behind", async () => {
      const names = fs.readdirSync(at("projects"));
      for (const name of names) fs.rmSync(at(`projects/${name}`));
      expect(loadContent(tmp).projects).toEqual([]);
      expect(await warningsOf(tmp)).toEqual([
        {
          file: "content/projects/",
          error: undefined,
          warnings: [
            {
              path: [],
              message: "has no projects: the portfolio, the home page and the service pages show no work",
            },
          ],
        },
        ...names.map((name) => ({
          file: `content/es/projects/${name}`,
          error: undefined,
          warnings: [
            {
              path: [],
              message: `translates content/projects/${name}, which does not exist: it is not shown`,
            },
          ],
        })),
      ]);
    });

    it.each([
      ["", []],
      [" --quiet (as the build runs it)", ["--quiet"]],
    ])("check-content%s passes, printing each warning with its field", (_name, args) => {
      setField("pages/contact.yaml", "seo.description", content.about.seo.description);
      const { status, stdout } = checkScript(...args);
      const line =
        "seo.description: is the same as the search description of About page in content/pages/about.yaml";
      expect(stdout).toContain(`WARN content/pages/contact.yaml\n      ${line}`);
      expect(stdout).toContain("WARN content/pages/about.yaml\n");
      expect(stdout).not.toContain("ERROR");
      expect(status).toBe(0);
    });

    it("check-content still fails on a mistake beside a warning", () => {
      setField("pages/contact.yaml", "seo.title", content.about.seo.title);
      setField("pricing.yaml", "groups[0].plans.basic.price", 0);
      const { status, stdout } = checkScript("--quiet");
      expect(stdout).toContain(
        "ERROR content/pricing.yaml\n      groups[0].plans.basic.price: must be at least 1",
      );
      expect(stdout).toContain("WARN content/pages/contact.yaml\n      seo.title: is the same");
      expect(status).toBe(1);
    });
  });

  describe("checkContent", () => {
    const FILES = (17 + 15 + 6) * languages.length; // single files, projects, services, in each language
    const errorsOf = async (root: string) =>
      (await checkContent(root)).flatMap(({ file, error }) =>
        error ? [[file, error.message.split("\n").slice(1)]] : [],
      );

    it("finds every file of the real content valid, each listed once", async () => {
      const results = await checkContent(ROOT);
      expect(results.filter((result) => result.error || result.warnings.length)).toEqual([]);
      expect(new Set(results.map((result) => result.file)).size).toBe(FILES);
      expect(results.map((result) => result.file)).toContain(`content/${projectFile}`);
    });

    it("reports every broken file and field at once, images included", async () => {
      fs.appendFileSync(at("site.yaml"), "tagline: [unclosed\n");
      setField("pricing.yaml", "groups[0].plans.basic.price", -300);
      setField("pricing.yaml", "groups[1].plans.basic.price", 0);
      setField(projectFile, "category", "APP");
      setField("services/seo.yaml", "card.icon", "star");
      setField("testimonials.yaml", "testimonials[1].image.src", "/images/avatars/gone.png");
      expect(await checkContent(tmp)).toHaveLength(FILES);
      expect(await errorsOf(tmp)).toEqual([
        [
          "content/pricing.yaml",
          [
            "  groups[0].plans.basic.price: must be at least 1",
            "  groups[1].plans.basic.price: must be at least 1",
          ],
        ],
        [
          "content/testimonials.yaml",
          ["  testimonials[1].image.src: public/images/avatars/gone.png does not exist"],
        ],
        [
          "content/site.yaml",
          expect.arrayContaining([expect.stringMatching(/^ {2}\(file\): is not valid YAML/)]),
        ],
        ["content/services/seo.yaml", [expect.stringMatching(/^ {2}card\.icon: Invalid option/)]],
        [`content/${projectFile}`, [expect.stringMatching(/^ {2}category: Invalid option/)]],
      ]);
    });
  });
});
