// The hashed build assets (/_next/static/), answered from memory before Next's request
// handler sees them.
//
// Next's handler routes each of these requests and streams the file from disk: a few ms of
// CPU for every script, stylesheet and font of every page view, while the browser waits
// for them on its critical path. These files never change under their name, so this layer
// reads each once, precompressed copy included (scripts/prepare-standalone.mjs), and
// answers with the same headers Next would send: the site's headers from next.config.mjs
// (through the build's routes manifest), long-lived immutable caching, a validator.
//
// Whatever it is not sure of goes on to Next: other methods, range requests, unknown files,
// and a compressible file without a copy in the encoding the client asked for.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { MIN_BYTES, negotiate } from "./compression.mjs";

export const IMMUTABLE = "public, max-age=31536000, immutable";

const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".mjs": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};

/** Types the compression layer would compress (and the build precompresses). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt)$/;

/**
 * The headers next.config.mjs gives a path, as the build wrote them to routes-manifest.json:
 * `[{ regex, headers: [{ key, value }] }]`.
 */
export function configuredHeaders(routesManifest) {
  const rules = (routesManifest?.headers ?? []).map((rule) => ({
    regex: new RegExp(rule.regex),
    headers: rule.headers ?? [],
  }));
  return (path) => rules.filter((rule) => rule.regex.test(path)).flatMap((rule) => rule.headers);
}

/** Every servable file under staticRoot by URL path, with its precompressed copies. */
function indexFiles(staticRoot) {
  const index = new Map();
  if (!existsSync(staticRoot)) return index;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      const type = TYPES[extname(entry.name).toLowerCase()];
      if (!type) continue;
      const { size, mtimeMs } = statSync(file);
      const mtime = Math.floor(mtimeMs);
      const variants = {};
      for (const [encoding, suffix] of [
        ["br", ".br"],
        ["gzip", ".gz"],
      ])
        if (existsSync(file + suffix)) variants[encoding] = { file: file + suffix, body: null };
      index.set(`/_next/static/${relative(staticRoot, file).split(sep).join("/")}`, {
        file,
        body: null,
        size,
        type,
        compressible: COMPRESSIBLE.test(entry.name),
        // The validators Next's static file handler sends for the same file.
        etag: `W/"${size.toString(16)}-${mtime.toString(16)}"`,
        lastModified: new Date(mtime).toUTCString(),
        variants,
      });
    }
  };
  walk(staticRoot);
  return index;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as caches do). */
function matchesEtag(header, etag) {
  if (typeof header !== "string") return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * Returns `(req, res) => boolean`: answers a GET for a known static file and returns true,
 * or leaves the request untouched and returns false.
 */
export function createStaticFiles({ staticRoot, headersFor = () => [] }) {
  const files = indexFiles(staticRoot);

  return function serveStatic(req, res) {
    if (req.method !== "GET" || req.headers.range) return false;
    const [rawPath, query] = (req.url ?? "").split("?", 2);
    if (query !== undefined || !rawPath.startsWith("/_next/static/")) return false;
    const asset = files.get(rawPath);
    if (!asset) return false;

    const encoding = negotiate(req.headers["accept-encoding"]);
    const variant = encoding ? asset.variants[encoding] : undefined;
    // A compressible file the client could take compressed, without a copy made for it:
    // Next and the compression layer handle it.
    if (asset.compressible && encoding && !variant && asset.size >= MIN_BYTES) return false;

    for (const { key, value } of headersFor(rawPath)) res.setHeader(key, value);
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("ETag", asset.etag);
    res.setHeader("Last-Modified", asset.lastModified);
    res.setHeader("Content-Type", asset.type);
    if (asset.compressible) res.setHeader("Vary", "Accept-Encoding");

    if (matchesEtag(req.headers["if-none-match"], asset.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }

    let body;
    if (variant) {
      variant.body ??= readFileSync(variant.file);
      body = variant.body;
      res.setHeader("Content-Encoding", encoding);
    } else {
      asset.body ??= readFileSync(asset.file);
      body = asset.body;
      res.setHeader("Accept-Ranges", "bytes");
    }
    res.statusCode = 200;
    res.setHeader("Content-Length", body.length);
    res.end(body);
    return true;
  };
}
