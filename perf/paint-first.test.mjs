// The deployed pages fetch their scripts after their first paint (scripts/paint-first.mjs,
// applied by scripts/prepare-standalone.mjs): every prerendered page of the standalone build
// lists, in its loader, exactly the scripts Next wrote into the same page, and has no script
// tag or script preload of its own left. Needs `npm run build` first.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const built = join(process.cwd(), ".next", "server");
const deployed = join(process.cwd(), ".next", "standalone", ".next", "server");

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith(".html")
        ? [join(dir, entry.name)]
        : [],
  );

/** The scripts Next's own page asks for: script tags (but nomodule ones) and preloads. */
function requested(html) {
  const found = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    if (!/\bnoModule\b/i.test(tag)) found.add(tag.match(/\bsrc="([^"]+)"/)[1]);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag)) found.add(tag.match(/\bhref="([^"]+)"/)[1]);
  }
  return [...found].sort();
}

/** The scripts the paint-first loader of a deployed page lists (null without a loader). */
function listed(html) {
  const loaders = [...html.matchAll(/<script id="paint-first">[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/g)];
  if (loaders.length !== 1) return null;
  return JSON.parse(loaders[0][1]).sort();
}

const pages = htmlFiles(join(built, "app")).map((file) => relative(built, file));

describe("prerendered pages fetch their scripts after their first paint", () => {
  test("the build has prerendered pages", () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  test.each(pages)("%s lists exactly the scripts Next wrote into it", (page) => {
    const original = readFileSync(join(built, page), "utf8");
    const shipped = readFileSync(join(deployed, page), "utf8");
    expect(requested(original).length).toBeGreaterThan(0);
    expect(listed(shipped)).toEqual(requested(original));
    expect(requested(shipped)).toEqual([]);
  });

  test("so do the copies Next serves from its route cache", () => {
    // Only the build's own: pages rendered at request time (an unknown service address) are
    // cached there too, as Next wrote them.
    const copies = htmlFiles(join(deployed, "route-cache")).filter((copy) =>
      pages.includes(join("app", copy.split("/$/").pop())),
    );
    expect(copies.length).toBeGreaterThan(10);
    for (const copy of copies) {
      const html = readFileSync(copy, "utf8");
      expect({ copy, scripts: requested(html) }).toEqual({ copy, scripts: [] });
      expect({ copy, listed: listed(html)?.length ?? 0 }).not.toEqual({ copy, listed: 0 });
    }
  });
});
