import { expect, test } from "./support/test";

const expected = {
  "content-security-policy": /default-src 'self'.*frame-ancestors 'none'/,
  "strict-transport-security": /^max-age=\d+/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\), microphone=\(\), geolocation=\(\)/,
  "x-frame-options": /^DENY$/,
};

test("every kind of answer carries the security headers and no X-Powered-By", async ({ request }) => {
  const answers = [
    await request.get("/"),
    await request.get("/services/branding"),
    await request.get("/no-such-page"),
    await request.get("/api/contact/post"),
    await request.get("/images/logo.svg"),
    await request.get("/about/", { maxRedirects: 0 }),
    await request.get("/services/seo/", { maxRedirects: 0 }),
  ];
  for (const answer of answers) {
    const headers = answer.headers();
    for (const [name, pattern] of Object.entries(expected)) expect(headers[name], name).toMatch(pattern);
    expect(headers["x-powered-by"]).toBeUndefined();
  }
});

test("an address with a trailing slash is redirected to the page, keeping the query", async ({ request }) => {
  for (const [from, to] of [
    ["/about/", "/about"],
    ["/services/seo/?ref=mail", "/services/seo?ref=mail"],
    ["/api/health/", "/api/health"],
  ]) {
    const answer = await request.get(from!, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(308);
    expect(answer.headers()["location"], from).toBe(to);
  }
  expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
});

test("the hashed assets carry nosniff and none of the headers that act only on documents", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/_next\/static\/[^"]+\.(?:js|css|woff2))"/g)].map(
    (m) => m[1]!,
  );
  // The page's scripts, its stylesheet and its web font.
  for (const kind of [".js", ".css", ".woff2"])
    expect(
      assets.some((url) => url.endsWith(kind)),
      kind,
    ).toBe(true);
  for (const url of new Set(assets)) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
    const headers = answer.headers();
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    for (const name of Object.keys(expected).filter((name) => name !== "x-content-type-options"))
      expect(headers[name], `${name} on ${url}`).toBeUndefined();
  }
});

test("the production site has no editor and no API that writes files", async ({ request }) => {
  for (const path of ["/keystatic", "/keystatic/singleton/pricing", "/api/keystatic/tree"]) {
    const answer = await request.get(path, { headers: { "no-cors": "1" } });
    expect(answer.status(), path).toBe(404);
  }
  const update = await request.post("/api/keystatic/update", {
    headers: { "no-cors": "1", "content-type": "application/json" },
    data: { additions: [{ path: "content/site.yaml", contents: "" }], deletions: [] },
  });
  expect(update.status()).toBe(404);
});
