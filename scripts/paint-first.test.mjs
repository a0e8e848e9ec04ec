import { runInNewContext } from "node:vm";
import { FALLBACK_MS, loaderScript, paintFirst } from "./paint-first.mjs";

/** A page as Next 16 writes it: scripts in the head, the entry script in the body. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  "<title>Contact us</title>",
  "<script>/* after the stylesheets */</script>",
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><main><h1>Contact us</h1></main>",
  '<script id="_R_">(globalThis.TURBOPACK||[]).push({"otherChunks":["static/chunks/entry.js"]});</script>',
  '<script src="/_next/static/chunks/entry.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([1,"\\u003cscript src=\\"/x.js\\" async=\\"\\"\\u003e"])</script>',
  "</body></html>",
].join("");

/** The script paths the loader of a rewritten page lists. */
function listed(html) {
  const match = html.match(/<script id="paint-first">\(function\(s\)\{.*\}\)\((\[.*?\])\)<\/script>/);
  return match ? JSON.parse(match[1]) : null;
}

describe("paintFirst", () => {
  test("takes every script tag and script preload out and lists each script once in the loader", () => {
    const { html, scripts } = paintFirst(page);
    expect(scripts).toEqual([
      "/_next/static/chunks/entry.js",
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/turbopack-x.js",
    ]);
    expect(listed(html)).toEqual(scripts);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toMatch(/rel="preload" as="script"/);
  });

  test("keeps everything else where it was: stylesheet, inline scripts, polyfills, content", () => {
    const { html } = paintFirst(page);
    const loader = html.match(/<script id="paint-first">.*?<\/script>/)[0];
    const removed = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
      '<script src="/_next/static/chunks/entry.js" async=""></script>',
    ];
    const expected = removed
      .reduce((text, tag) => text.replace(tag, ""), page)
      .replace("</head>", `${loader}</head>`);
    expect(html).toBe(expected);
  });

  test("puts the loader at the end of the head, after the stylesheet gate", () => {
    const { html } = paintFirst(page);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.endsWith("</script>")).toBe(true);
    expect(head.lastIndexOf('<script id="paint-first">')).toBeGreaterThan(
      head.indexOf("/* after the stylesheets */"),
    );
  });

  test("leaves a page without scripts, and a page already rewritten, as it is", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body>x</body></html>";
    expect(paintFirst(plain)).toEqual({ html: plain, scripts: [] });
    const once = paintFirst(page).html;
    expect(paintFirst(once)).toEqual({ html: once, scripts: [] });
  });

  test.each([
    ["a synchronous script", '<script src="/_next/static/chunks/s.js"></script>'],
    ["a script from elsewhere", '<script src="https://cdn.example/x.js" async=""></script>'],
    [
      "a script with attributes it would drop",
      '<script src="/_next/static/chunks/s.js" async="" integrity="sha384-x"></script>',
    ],
    [
      "a preload of a script from elsewhere",
      '<link rel="preload" as="script" href="https://cdn.example/x.js"/>',
    ],
  ])("refuses a page with %s rather than half move its scripts", (_, tag) => {
    expect(() => paintFirst(page.replace("<title>", `${tag}<title>`))).toThrow(/unexpected script/);
  });

  test("refuses a page with scripts but no head to put the loader in", () => {
    expect(() =>
      paintFirst('<html><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>'),
    ).toThrow(/no <\/head>/);
  });
});

describe("loaderScript", () => {
  test("escapes < so that no script path can end the inline script", () => {
    const script = loaderScript(["/_next/static/chunks/</script><b>.js"]);
    expect(script.slice(0, -"</script>".length)).not.toMatch(/<\/script/i);
    expect(script).toContain("\\u003c/script>");
  });
});

/**
 * Runs the loader in a bare context: `observer` is what PerformanceObserver does (or null for a
 * browser without it). Returns the scripts added to the head so far, the observer's callback
 * and the fallback timer's.
 */
function runLoader(observer) {
  const added = [];
  const state = { callback: null, timer: null, delay: null };
  const document = {
    createElement: () => ({}),
    head: { appendChild: (element) => added.push({ src: element.src, async: element.async }) },
  };
  let PerformanceObserver;
  if (observer) {
    PerformanceObserver = function (callback) {
      state.callback = (entries) => callback({ getEntries: () => entries }, this);
      this.disconnect = () => (state.callback = null);
      this.observe = (options) => observer.observe(options);
    };
    PerformanceObserver.supportedEntryTypes = observer.types;
  }
  const code = loaderScript(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"])
    .replace(/^<script id="paint-first">/, "")
    .replace(/<\/script>$/, "");
  const window = { PerformanceObserver };
  runInNewContext(code, {
    window,
    document,
    setTimeout: (fn, ms) => ((state.timer = fn), (state.delay = ms)),
  });
  return { added, state };
}

const both = [
  { src: "/_next/static/chunks/a.js", async: true },
  { src: "/_next/static/chunks/b.js", async: true },
];

describe("the loader", () => {
  test("adds every script, async, once the first contentful paint is reported, and only once", () => {
    let options;
    const { added, state } = runLoader({ types: ["paint", "resource"], observe: (o) => (options = o) });
    expect(options).toEqual({ type: "paint", buffered: true });
    expect(added).toEqual([]);
    state.callback([{ name: "first-paint" }]);
    expect(added).toEqual([]);
    state.callback([{ name: "first-contentful-paint" }]);
    expect(added).toEqual(both);
    state.timer();
    expect(added).toEqual(both);
  });

  test(`adds them after ${FALLBACK_MS} ms when no paint is reported`, () => {
    const { added, state } = runLoader({ types: ["paint"], observe: () => {} });
    expect(state.delay).toBe(FALLBACK_MS);
    expect(added).toEqual([]);
    state.timer();
    expect(added).toEqual(both);
  });

  test.each([
    ["no PerformanceObserver", null],
    ["no paint timing", { types: ["resource"], observe: () => {} }],
    [
      "an observer that refuses the options",
      {
        types: ["paint"],
        observe: () => {
          throw new TypeError("entryTypes required");
        },
      },
    ],
  ])("adds them at once in a browser with %s", (_, observer) => {
    expect(runLoader(observer).added).toEqual(both);
  });
});
