// The static layer on a real HTTP server, over a folder laid out as the build leaves
// .next/static (files, with .br and .gz copies of the compressible ones), and Next's
// handler stood in for by one that says it was asked.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import zlib from "node:zlib";
import { configuredHeaders, createStaticFiles, IMMUTABLE } from "./static-files.mjs";

const script = Buffer.from(`console.log(${JSON.stringify("a chunk ".repeat(400))});`);
const font = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
const smallCss = Buffer.from("a{color:red}");
const unshippedCss = Buffer.from(`.x{color:blue}\n`.repeat(200));

const manifest = {
  headers: [
    {
      source: "/:path*",
      regex: "^(?:/(.*))(?:/)?$",
      headers: [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Content-Security-Policy", value: "default-src 'self'" },
      ],
    },
    { source: "/api/:path*", regex: "^/api(?:/(.*))(?:/)?$", headers: [{ key: "X-Api", value: "1" }] },
  ],
};

let root;
let server;
let port;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-files-"));
  mkdirSync(join(root, "chunks"));
  mkdirSync(join(root, "media"));
  writeFileSync(join(root, "chunks", "app.js"), script);
  writeFileSync(join(root, "chunks", "app.js.br"), zlib.brotliCompressSync(script));
  writeFileSync(join(root, "chunks", "app.js.gz"), zlib.gzipSync(script));
  writeFileSync(join(root, "chunks", "small.css"), smallCss);
  writeFileSync(join(root, "chunks", "unshipped.css"), unshippedCss);
  writeFileSync(join(root, "media", "inter.woff2"), font);
  writeFileSync(join(root, "media", "notes.unknownext"), "?");

  const serveStatic = createStaticFiles({ staticRoot: root, headersFor: configuredHeaders(manifest) });
  server = createServer((req, res) => {
    if (serveStatic(req, res)) return;
    res.setHeader("X-Handled-By", "next");
    res.end("next");
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  port = server.address().port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

function get(path, headers = {}, method = "GET") {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const etagOf = (file) => {
  const { size, mtimeMs } = statSync(join(root, file));
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
};

describe("static files", () => {
  it("sends a script's brotli copy with the site's headers and immutable caching", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["x-handled-by"]).toBeUndefined();
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(answer.body).equals(script)).toBe(true);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers.etag).toBe(etagOf("chunks/app.js"));
    expect(answer.headers["last-modified"]).toBe(
      new Date(Math.floor(statSync(join(root, "chunks", "app.js")).mtimeMs)).toUTCString(),
    );
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(answer.headers["x-api"]).toBeUndefined();
  });

  it("sends gzip to a client without brotli, and the file itself to one that takes neither", async () => {
    const gzip = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(script)).toBe(true);

    const plain = await get("/_next/static/chunks/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
    expect(plain.headers.vary).toBe("Accept-Encoding");
  });

  it("sends a font as it is, with its type and no Vary", async () => {
    const answer = await get("/_next/static/media/inter.woff2", { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(font)).toBe(true);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-type"]).toBe("font/woff2");
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
    expect(answer.headers.vary).toBeUndefined();
  });

  it("sends a small stylesheet, which has no compressed copy, as it is", async () => {
    const answer = await get("/_next/static/chunks/small.css", { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(smallCss)).toBe(true);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-type"]).toBe("text/css; charset=UTF-8");
  });

  it("answers 304 without a body to a cache that holds the file", async () => {
    const etag = etagOf("chunks/app.js");
    const answer = await get("/_next/static/chunks/app.js", {
      "accept-encoding": "br",
      "if-none-match": `"other", ${etag.replace(/^W\//, "")}`,
    });
    expect(answer.status).toBe(304);
    expect(answer.body.length).toBe(0);
    expect(answer.headers.etag).toBe(etag);
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE);

    const stale = await get("/_next/static/chunks/app.js", { "if-none-match": '"other"' });
    expect(stale.status).toBe(200);
  });

  it.each([
    ["a range request", "/_next/static/media/inter.woff2", { range: "bytes=0-9" }, "GET"],
    ["a HEAD request", "/_next/static/chunks/app.js", {}, "HEAD"],
    ["a file the build did not write", "/_next/static/chunks/missing.js", {}, "GET"],
    ["a path that climbs out of the folder", "/_next/static/../static-files.test.mjs", {}, "GET"],
    ["a file of a type it does not know", "/_next/static/media/notes.unknownext", {}, "GET"],
    ["an address with a query", "/_next/static/chunks/app.js?v=1", {}, "GET"],
    ["an address outside the static folder", "/contact", {}, "GET"],
    [
      "a compressible file with no copy in the asked encoding",
      "/_next/static/chunks/unshipped.css",
      { "accept-encoding": "br" },
      "GET",
    ],
  ])("leaves %s to Next", async (_, path, headers, method) => {
    const answer = await get(path, headers, method);
    expect(answer.headers["x-handled-by"]).toBe("next");
  });
});
