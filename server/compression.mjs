// Response compression for the production server, in front of Next's request handler.
//
// Next's built-in compression is gzip at level 6 on every request. This layer sends brotli
// to browsers that accept it (all current ones, on HTTPS and on localhost) and gzip to the
// rest, and spends the CPU once rather than per request:
// - hashed static assets (/_next/static/) are compressed at build time, at the highest
//   levels (scripts/prepare-standalone.mjs), and sent from memory;
// - bodies Next marks with an ETag (prerendered pages, their RSC payloads, metadata files)
//   are compressed at the highest level once per body and kept in a bounded cache; the
//   first request for a body gets a fast compression while the slow one runs off the
//   main thread;
// - anything else (route handler answers, streamed renders) is compressed as it streams.
//
// Plain Node, no build step: it runs from the standalone folder beside Next's server.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";

/** Bodies smaller than this are sent as they are: the headers would cost more. */
export const MIN_BYTES = 1024;

/** Headers Next adds for caches and its own router, of no use on an HTML answer. */
export const HTML_INTERNAL_HEADERS = ["x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time"];

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml|rss\+xml|ld\+json)|image\/svg\+xml)/i;

const brotliBest = promisify(zlib.brotliCompress);
const gzipBest = promisify(zlib.gzip);

const brotliParams = (quality, size) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});

/** Highest levels: for bodies compressed once and sent many times. */
export const compressBest = (encoding, body) =>
  encoding === "br" ? brotliBest(body, brotliParams(11, body.length)) : gzipBest(body, { level: 9 });

/** Fast levels (a few ms for a large page): for a body's first request and for streams. */
const compressFast = (encoding, body) =>
  encoding === "br"
    ? zlib.brotliCompressSync(body, brotliParams(5, body.length))
    : zlib.gzipSync(body, { level: 6 });

const fastStream = (encoding) =>
  encoding === "br" ? zlib.createBrotliCompress(brotliParams(5)) : zlib.createGzip({ level: 6 });

/**
 * The encoding to answer with: brotli, else gzip, else none. Honours q=0 (refused) and
 * `*`; among accepted ones brotli wins, being smaller for the same text.
 */
export function negotiate(header) {
  if (typeof header !== "string" || header.trim() === "") return null;
  const q = new Map();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") weight = Number.parseFloat(value);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name) => (q.has(name) ? q.get(name) > 0 : q.has("*") && q.get("*") > 0);
  if (accepts("br")) return "br";
  if (accepts("gzip") || (!q.has("gzip") && accepts("x-gzip"))) return "gzip";
  return null;
}

/**
 * The precompressed copies of the hashed static assets written at build time
 * (`<file>.br`, `<file>.gz`), indexed by URL path. Read into memory on first use.
 */
export function staticIndex(staticRoot) {
  const index = new Map();
  if (!existsSync(staticRoot)) return index;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(br|gz)$/.test(entry.name)) {
        const original = file.slice(0, -3);
        const url = `/_next/static/${relative(staticRoot, original).split(sep).join("/")}`;
        const encoding = entry.name.endsWith(".br") ? "br" : "gzip";
        const variants = index.get(url) ?? {};
        variants[encoding] = { file, size: statSync(file).size, body: null };
        index.set(url, variants);
      }
    }
  };
  walk(staticRoot);
  return index;
}

/** Compressed bodies by content hash and encoding, least recently used dropped first. */
class BodyCache {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
    this.pending = new Set();
  }
  get(key) {
    const body = this.entries.get(key);
    if (body) {
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }
  set(key, body) {
    if (body.length > this.maxBytes) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
  }
  /** Compresses at the highest level off the main thread, once per key at a time. */
  fill(key, encoding, body) {
    if (this.pending.has(key)) return;
    this.pending.add(key);
    compressBest(encoding, body)
      .then((compressed) => this.set(key, compressed))
      .catch(() => undefined)
      .finally(() => this.pending.delete(key));
  }
}

function appendVary(res, field) {
  const current = res.getHeader("vary");
  const list = Array.isArray(current) ? current.join(", ") : current ? String(current) : "";
  if (list.split(",").some((v) => v.trim() === "*" || v.trim().toLowerCase() === field.toLowerCase())) return;
  res.setHeader("Vary", list ? `${list}, ${field}` : field);
}

const weak = (etag) => (typeof etag === "string" && etag.startsWith('"') ? `W/${etag}` : etag);

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk instanceof Uint8Array ? chunk : String(chunk), encoding);

/**
 * Returns `(req, res, next)`: calls `next(req, res)` (Next's handler) with the response
 * wrapped so that its body goes out compressed where that helps.
 */
export function createCompression({ staticRoot, cacheBytes = 32 * 1024 * 1024 } = {}) {
  const precompressed = staticRoot ? staticIndex(staticRoot) : new Map();
  const cache = new BodyCache(cacheBytes);

  return function compression(req, res, next) {
    const encoding = negotiate(req.headers["accept-encoding"]);
    // Next would gzip on its own; this layer decides instead.
    delete req.headers["accept-encoding"];

    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    let mode = "plain"; // plain | static | buffer | stream
    let chunks = [];
    let stream = null;
    let variant = null;
    let decided = false;

    const decide = () => {
      decided = true;
      const type = String(res.getHeader("content-type") ?? "");
      // Next's cache diagnostics mean nothing to a browser loading a page (its router reads
      // them only from RSC answers): they are dropped from HTML, which then has room to fit
      // the first round trip.
      if (/^text\/html/i.test(type)) for (const name of HTML_INTERNAL_HEADERS) res.removeHeader(name);
      if (!COMPRESSIBLE.test(type)) return;
      appendVary(res, "Accept-Encoding");
      const status = res.statusCode;
      if (!encoding || req.method === "HEAD" || (status !== 200 && status !== 404)) return;
      if (res.getHeader("content-encoding")) return;
      const length = Number(res.getHeader("content-length"));
      if (Number.isFinite(length) && length > 0 && length < MIN_BYTES) return;

      const path = (req.url ?? "").split("?")[0];
      variant = status === 200 ? precompressed.get(path)?.[encoding] : undefined;
      res.setHeader("Content-Encoding", encoding);
      res.removeHeader("accept-ranges");
      if (res.getHeader("etag")) res.setHeader("ETag", weak(res.getHeader("etag")));
      if (variant) {
        variant.body ??= readFileSync(variant.file);
        res.setHeader("Content-Length", variant.body.length);
        mode = "static";
      } else if (res.getHeader("etag") && Number.isFinite(length)) {
        // A complete body with a validator: buffered, then compressed once per content.
        res.removeHeader("content-length");
        mode = "buffer";
      } else {
        res.removeHeader("content-length");
        stream = fastStream(encoding);
        stream.on("data", (data) => {
          if (write.call(res, data) === false) stream.pause();
        });
        res.on("drain", () => stream.resume());
        // The handler waits for the response's 'drain' when a write returns false.
        stream.on("drain", () => res.emit("drain"));
        stream.on("end", () => end.call(res));
        mode = "stream";
      }
    };

    res.writeHead = function (statusCode, ...rest) {
      // A buffered body's headers wait for its end, however often they are asked for.
      if (!res.headersSent && (!decided || mode === "buffer")) {
        res.statusCode = statusCode;
        for (const arg of rest) {
          if (typeof arg === "string") res.statusMessage = arg;
          else if (Array.isArray(arg))
            for (let i = 0; i + 1 < arg.length; i += 2) res.setHeader(arg[i], arg[i + 1]);
          else if (arg && typeof arg === "object")
            for (const [key, value] of Object.entries(arg))
              if (value !== undefined) res.setHeader(key, value);
        }
        if (!decided) decide();
        // Buffered bodies get their headers once their size is known (in end()).
        if (mode === "buffer") return res;
        return writeHead.call(res, res.statusCode);
      }
      return writeHead.call(res, statusCode, ...rest);
    };

    /** Decides the mode before the first byte of the body is handled. */
    const ensureHead = () => {
      if (!decided && !res.headersSent) res.writeHead(res.statusCode);
    };

    res.write = function (chunk, chunkEncoding, callback) {
      ensureHead();
      if (typeof chunkEncoding === "function") [callback, chunkEncoding] = [chunkEncoding, undefined];
      if (mode === "static") {
        callback?.();
        return true;
      }
      if (mode === "buffer") {
        if (chunk != null) chunks.push(toBuffer(chunk, chunkEncoding));
        callback?.();
        return true;
      }
      if (mode === "stream") {
        if (chunk == null) return true;
        const ok = stream.write(toBuffer(chunk, chunkEncoding), callback);
        stream.flush();
        return ok;
      }
      return write.call(res, chunk, chunkEncoding, callback);
    };

    res.end = function (chunk, chunkEncoding, callback) {
      if (typeof chunk === "function") [callback, chunk, chunkEncoding] = [chunk, undefined, undefined];
      if (typeof chunkEncoding === "function") [callback, chunkEncoding] = [chunkEncoding, undefined];
      if (!decided && !res.headersSent) {
        // A body sent in one piece: its size is known before the headers go out.
        if (chunk != null && !res.hasHeader("content-length"))
          res.setHeader("Content-Length", toBuffer(chunk, chunkEncoding).length);
        ensureHead();
      }
      if (mode === "static") {
        mode = "done";
        return end.call(res, variant.body, callback);
      }
      if (mode === "buffer") {
        mode = "done";
        if (chunk != null) chunks.push(toBuffer(chunk, chunkEncoding));
        const body = Buffer.concat(chunks);
        chunks = [];
        const key = `${encoding}:${createHash("sha1").update(body).digest("base64")}`;
        let compressed = cache.get(key);
        if (!compressed) {
          compressed = compressFast(encoding, body);
          cache.fill(key, encoding, body);
        }
        res.setHeader("Content-Length", compressed.length);
        writeHead.call(res, res.statusCode);
        return end.call(res, compressed, callback);
      }
      if (mode === "stream") {
        mode = "done";
        if (chunk != null) stream.write(toBuffer(chunk, chunkEncoding));
        if (callback) res.once("finish", callback);
        stream.end();
        return res;
      }
      return end.call(res, chunk, chunkEncoding, callback);
    };

    return next(req, res);
  };
}
