// The compression layer in front of Next, on a real HTTP server with handlers that answer
// the ways Next does (one piece with a length and an ETag, a stream, a static file).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import zlib from "node:zlib";
import { createCompression, negotiate } from "./compression.mjs";

const page = Buffer.from(
  `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="mt-4 text-lg">Paragraph ${i}</p>`).join("")}</body></html>`,
);

function serve(handler, options = {}) {
  const compression = createCompression(options);
  const server = createServer((req, res) => compression(req, res, handler));
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, port: server.address().port })),
  );
}

function get(port, path, headers = {}, method = "GET", onFirstData) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers, timeout: 3000 }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => {
        if (chunks.length === 0) onFirstData?.();
        chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("timeout", () => req.destroy(new Error(`no complete answer to ${path} within 3 s`)));
    req.on("error", reject);
    req.end();
  });
}

const decode = ({ headers, body }) =>
  headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(body)
    : headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(body)
      : body;

/** A prerendered page as Next sends it: length, strong ETag, one end() call. */
const prerendered = (req, res) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Vary", "rsc");
  res.setHeader("ETag", '"abc123"');
  res.setHeader("x-nextjs-cache", "HIT");
  res.setHeader("x-nextjs-stale-time", "300");
  res.setHeader("Content-Length", page.length);
  res.end(page);
};

let running = [];
afterEach(async () => {
  for (const { server } of running) server.closeAllConnections();
  await Promise.all(running.map(({ server }) => new Promise((done) => server.close(done))));
  running = [];
});
const start = async (handler, options) => {
  const started = await serve(handler, options);
  running.push(started);
  return started.port;
};

describe("negotiate", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["BR;q=0.5, gzip;q=1", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["gzip;q=0, identity", null],
    ["identity", null],
    ["", null],
    [undefined, null],
  ])("%s -> %s", (header, expected) => {
    expect(negotiate(header)).toBe(expected);
  });
});

describe("compression", () => {
  it("sends a prerendered page as brotli, then from the cache at a higher level", async () => {
    const port = await start(prerendered);
    const first = await get(port, "/", { "accept-encoding": "gzip, br" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(decode(first).equals(page)).toBe(true);
    expect(first.headers.vary).toBe("rsc, Accept-Encoding");
    expect(first.headers.etag).toBe('W/"abc123"');
    expect(first.headers["x-nextjs-cache"]).toBeUndefined();
    expect(first.headers["x-nextjs-stale-time"]).toBeUndefined();

    let later = first;
    for (let i = 0; i < 50 && later.body.length >= first.body.length; i++) {
      await new Promise((done) => setTimeout(done, 20));
      later = await get(port, "/", { "accept-encoding": "br" });
    }
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(decode(later).equals(page)).toBe(true);
  });

  it("sends gzip to a client without brotli and the plain body to one that accepts neither", async () => {
    const port = await start(prerendered);
    const gzip = await get(port, "/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decode(gzip).equals(page)).toBe(true);

    const plain = await get(port, "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.etag).toBe('"abc123"');
    expect(Number(plain.headers["content-length"])).toBe(page.length);
    expect(plain.body.equals(page)).toBe(true);
    expect(plain.headers.vary).toBe("rsc, Accept-Encoding");
  });

  it("hides the client's encodings from the handler, so nothing is compressed twice", async () => {
    let seen = "unset";
    const port = await start((req, res) => {
      seen = req.headers["accept-encoding"];
      prerendered(req, res);
    });
    await get(port, "/", { "accept-encoding": "br" });
    expect(seen).toBeUndefined();
  });

  it("holds a buffered body's headers however often they are flushed before its end", async () => {
    // Next's static files: headers flushed, the file piped in pieces, headers flushed again.
    const port = await start((req, res) => {
      res.setHeader("Content-Type", "image/svg+xml");
      res.setHeader("ETag", 'W/"100b-1"');
      res.setHeader("Content-Length", page.length);
      res.flushHeaders();
      res.write(page.subarray(0, 1000));
      res.flushHeaders();
      res.end(page.subarray(1000));
    });
    const answer = await get(port, "/images/art.svg", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(decode(answer).equals(page)).toBe(true);
  });

  it("compresses a streamed answer as it streams", async () => {
    let release;
    const released = new Promise((done) => (release = done));
    const port = await start(async (req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write(`{"first":"${"a".repeat(2000)}",`);
      await released;
      res.end(`"second":"${"b".repeat(2000)}"}`);
    });
    const answer = await get(port, "/stream", { "accept-encoding": "br" }, "GET", release);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(JSON.parse(decode(answer).toString())).toEqual({
      first: "a".repeat(2000),
      second: "b".repeat(2000),
    });
  });

  it("passes back-pressure on to a handler that streams a large answer", async () => {
    // Next's RSC payloads: written chunk by chunk, waiting for 'drain' whenever a write says so.
    const chunk = Buffer.from(`0:${"x".repeat(8000)}\n`);
    const port = await start(async (req, res) => {
      res.setHeader("Content-Type", "text/x-component");
      for (let i = 0; i < 40; i++)
        if (!res.write(chunk)) await new Promise((done) => res.once("drain", done));
      res.end();
    });
    const answer = await get(port, "/page?_rsc=1", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(decode(answer).equals(Buffer.concat(Array(40).fill(chunk)))).toBe(true);
  });

  it("leaves small bodies, images, HEAD requests and non-200 answers as they are", async () => {
    const port = await start((req, res) => {
      if (req.url === "/small") {
        res.setHeader("Content-Type", "application/json");
        res.end('{"ok":true}');
      } else if (req.url === "/png") {
        res.setHeader("Content-Type", "image/png");
        res.end(page);
      } else if (req.url === "/not-modified") {
        res.writeHead(304, { ETag: '"abc123"' });
        res.end();
      } else prerendered(req, res);
    });
    const small = await get(port, "/small", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');

    const png = await get(port, "/png", { "accept-encoding": "br" });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.body.equals(page)).toBe(true);

    const head = await get(port, "/", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(Number(head.headers["content-length"])).toBe(page.length);

    const notModified = await get(port, "/not-modified", { "accept-encoding": "br" });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
  });

  it("sends a static asset's build-time brotli copy instead of compressing it", async () => {
    const root = mkdtempSync(join(tmpdir(), "static-"));
    try {
      mkdirSync(join(root, "chunks"));
      const script = Buffer.from(`console.log(${JSON.stringify("x".repeat(5000))});`);
      writeFileSync(join(root, "chunks", "app.js"), script);
      const prebuilt = zlib.brotliCompressSync(script);
      writeFileSync(join(root, "chunks", "app.js.br"), prebuilt);
      const port = await start(
        (req, res) => {
          res.setHeader("Content-Type", "application/javascript; charset=UTF-8");
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
          res.setHeader("Accept-Ranges", "bytes");
          res.setHeader("Content-Length", script.length);
          // Next streams the file in pieces.
          res.write(script.subarray(0, 100));
          res.end(script.subarray(100));
        },
        { staticRoot: root },
      );
      const br = await get(port, "/_next/static/chunks/app.js", { "accept-encoding": "br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.body.equals(prebuilt)).toBe(true);
      expect(Number(br.headers["content-length"])).toBe(prebuilt.length);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers["accept-ranges"]).toBeUndefined();

      // No gzip copy was written: gzip is made on the fly and still decodes to the file.
      const gzip = await get(port, "/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(decode(gzip).equals(script)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
