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

// App pages, and the pages/ 404 and 500 Next also writes. (Next's route cache under
// .next/standalone is made at run time, from these files.)
const pages = [...htmlFiles(join(built, "app")), ...htmlFiles(join(built, "pages"))].map((file) =>
  relative(built, file),
);

/** The chunks Turbopack's runtime waits for before it runs the page (it never fetches them). */
function awaitedChunks(html) {
  const entry = html.match(/<script id="_R_">[^<]*"otherChunks":(\[[^\]]*\])/);
  return entry ? JSON.parse(entry[1]).map((chunk) => `/_next/${chunk}`) : [];
}

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

  test.each(pages)("%s loads every chunk Turbopack waits for before it runs the page", (page) => {
    const shipped = readFileSync(join(deployed, page), "utf8");
    const awaited = awaitedChunks(shipped);
    expect(awaited.length).toBeGreaterThan(0);
    expect(listed(shipped)).toEqual(expect.arrayContaining(awaited));
  });
});
