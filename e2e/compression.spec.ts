import { expect, test } from "./support/test";
import { gunzipSync } from "node:zlib";
import { allPages } from "./support/routes";

/**
 * What a visitor's browser downloads: every page and asset compressed by Next's server (or
 * the host's proxy in front of it), hashed assets cached for a year, and the same bytes as
 * the plain answer. Requests go through node:http so the encodings are the test's to choose.
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
  return encoding === "gzip" ? gunzipSync(body) : body;
};

test("every page is sent compressed and decodes to the plain page, with its security headers", async ({
  baseURL,
}) => {
  for (const path of allPages) {
    const url = `${baseURL}${path}`;
    const plain = await raw(url);
    expect(plain.status, path).toBe(200);
    expect(plain.headers.get("content-encoding"), path).toBeNull();
    const compressed = await raw(url, "gzip, deflate, br, zstd");
    expect(compressed.headers.get("content-encoding"), path).toBe("gzip");
    expect(compressed.headers.get("vary"), path).toMatch(/accept-encoding/i);
    expect(compressed.body.length, path).toBeLessThan(plain.body.length / 3);
    expect(decoded(compressed).equals(plain.body), path).toBe(true);
    expect(compressed.headers.get("content-security-policy"), path).toContain("default-src 'self'");
  }
});

test("a page revalidates with its ETag", async ({ baseURL }) => {
  const first = await raw(`${baseURL}/about`, "gzip");
  const etag = first.headers.get("etag");
  expect(etag).toBeTruthy();
  const again = await raw(`${baseURL}/about`, "gzip", { "if-none-match": etag! });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

test("hashed scripts and styles are compressed and cached for a year", async ({ baseURL }) => {
  const html = decoded(await raw(`${baseURL}/`, "gzip")).toString();
  const assets = [...new Set(html.match(/\/_next\/static\/[^"']+\.(?:js|css)/g))];
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    const plain = await raw(`${baseURL}${asset}`);
    const gzip = await raw(`${baseURL}${asset}`, "gzip, br");
    expect(gzip.status, asset).toBe(200);
    expect(gzip.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
    expect(gzip.headers.get("content-encoding"), asset).toBe("gzip");
    expect(decoded(gzip).equals(plain.body), asset).toBe(true);
  }
});
