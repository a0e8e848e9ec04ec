import { expect, test } from "./support/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { allPages } from "./support/routes";

/**
 * What a visitor's browser downloads: every page and asset compressed (brotli for browsers
 * that take it), hashed assets cached for a year, and the same bytes as the plain answer.
 * Requests go through node:http's raw fetch so the encodings are the test's to choose.
 */

type Raw = { status: number; headers: Headers; body: Buffer; headerBytes: number };

async function raw(url: string, acceptEncoding?: string, extra: Record<string, string> = {}): Promise<Raw> {
  // undici's fetch decodes bodies itself; node:http does not, so the bytes are what was sent.
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...extra };
    if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const h = new Headers();
        for (const [key, value] of Object.entries(res.headers))
          if (value !== undefined) h.set(key, Array.isArray(value) ? value.join(", ") : value);
        // The status line and headers as they were on the wire.
        let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2)
          headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks), headerBytes });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const decoded = ({ headers, body }: Raw) => {
  const encoding = headers.get("content-encoding");
  return encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
};

test("every page is sent as brotli, or gzip, and decodes to the plain page", async ({ baseURL }) => {
  for (const path of allPages) {
    const url = `${baseURL}${path}`;
    const plain = await raw(url);
    expect(plain.status, path).toBe(200);
    expect(plain.headers.get("content-encoding"), path).toBeNull();
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      const compressed = await raw(url, accept);
      expect(compressed.headers.get("content-encoding"), `${path} ${accept}`).toBe(encoding);
      expect(compressed.headers.get("vary"), path).toMatch(/accept-encoding/i);
      expect(compressed.body.length, path).toBeLessThan(plain.body.length / 4);
      expect(decoded(compressed).equals(plain.body), `${path} ${encoding}`).toBe(true);
      // The security headers still come with it.
      expect(compressed.headers.get("content-security-policy"), path).toContain("default-src 'self'");
    }
  }
});

test("a page's repeat answer fits the first round trip of a new connection", async ({ baseURL }) => {
  // A new connection delivers 10 segments of 1460 bytes in its first round trip (TCP's
  // initial window); a page that fits, headers included, costs a visitor no second one.
  // The first request of a page after a start gets a faster compression; later ones the
  // cached highest level.
  const firstRoundTrip = 10 * 1460;
  for (const path of allPages) {
    const url = `${baseURL}${path}`;
    await raw(url, "br");
    let answer = await raw(url, "br");
    for (let i = 0; i < 40 && answer.headerBytes + answer.body.length > firstRoundTrip; i++) {
      await new Promise((done) => setTimeout(done, 50));
      answer = await raw(url, "br");
    }
    expect(answer.headerBytes + answer.body.length, path).toBeLessThanOrEqual(firstRoundTrip);
  }
});

test("a compressed page revalidates with its ETag", async ({ baseURL }) => {
  const first = await raw(`${baseURL}/about`, "br");
  const etag = first.headers.get("etag");
  expect(etag).toMatch(/^W\/"/);
  const again = await raw(`${baseURL}/about`, "br", { "if-none-match": etag! });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

test("hashed scripts and styles are sent from their build-time brotli copies, cached for a year", async ({
  baseURL,
}) => {
  const html = decoded(await raw(`${baseURL}/`, "br")).toString();
  const assets = [...new Set(html.match(/\/_next\/static\/[^"']+\.(?:js|css)/g))];
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    const br = await raw(`${baseURL}${asset}`, "br");
    expect(br.status, asset).toBe(200);
    expect(br.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-encoding"), asset).toBe("br");
    const onDisk = join(".next", "standalone", ".next", asset.replace(/^\/_next\//, ""));
    expect(br.body.equals(readFileSync(`${onDisk}.br`)), asset).toBe(true);
    expect(decoded(br).equals(readFileSync(onDisk)), asset).toBe(true);
  }
});

test("the browser receives brotli for the page and its scripts", async ({ page }) => {
  const encodings = new Map<string, string | null>();
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (url.pathname === "/" || url.pathname.startsWith("/_next/static/"))
      encodings.set(url.pathname, await response.headerValue("content-encoding"));
  });
  await page.goto("/");
  await expect(page.locator("h1")).toBeVisible();
  await page.waitForLoadState("load");
  expect(encodings.get("/")).toBe("br");
  const scripts = [...encodings].filter(([path]) => path.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(3);
  for (const [path, encoding] of scripts) expect(encoding, path).toBe("br");
});
