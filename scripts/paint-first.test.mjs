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

  test("waits for the first contentful paint, with a fallback timer", () => {
    const script = loaderScript(["/_next/static/chunks/a.js"]);
    expect(script).toContain('"first-contentful-paint"');
    expect(script).toContain(`setTimeout(go,${FALLBACK_MS})`);
  });
});
