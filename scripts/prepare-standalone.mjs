// After `next build`: makes .next/standalone a complete deployment of its own.
// - copies the static assets and public/ into it;
// - copies the site's server (server/) into it as site-server/, which `npm start` and the
//   container run (node site-server/main.mjs);
// - writes a brotli (.br) and a gzip (.gz) copy of every compressible hashed asset at the
//   highest levels, which the server sends as they are instead of compressing per request;
// - rewrites every prerendered page to fetch its scripts after its first paint
//   (./paint-first.mjs).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { compressBest, MIN_BYTES } from "../server/compression.mjs";
import { paintFirst } from "./paint-first.mjs";

const target = ".next/standalone";
if (!existsSync(`${target}/server.js`)) {
  console.error('No standalone output: is `output: "standalone"` set in next.config.mjs?');
  process.exit(1);
}
for (const [from, to] of [
  [".next/static", `${target}/.next/static`],
  ["public", `${target}/public`],
  ["server", `${target}/site-server`],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const compressible = files(`${target}/.next/static`).filter(
  (file) => /\.(js|mjs|css|svg|json|txt)$/.test(file) && statSync(file).size >= MIN_BYTES,
);
let before = 0;
let after = 0;
await Promise.all(
  compressible.map(async (file) => {
    const body = await readFile(file);
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ]) {
      const compressed = await compressBest(encoding, body);
      if (compressed.length >= body.length) continue;
      writeFileSync(file + suffix, compressed);
      if (encoding === "br") {
        before += body.length;
        after += compressed.length;
      }
    }
  }),
);
console.log(
  `precompressed ${compressible.length} static files: ${Math.round(before / 1000)} KB -> ${Math.round(after / 1000)} KB (brotli)`,
);
// The prerendered pages (app/, and the pages/ 404 and 500). The server serves them from its
// route cache, which it fills at run time by copying these files.
let rewritten = 0;
for (const file of files(`${target}/.next/server`).filter((name) => name.endsWith(".html"))) {
  const { html, scripts } = paintFirst(readFileSync(file, "utf8"));
  if (scripts.length === 0) continue;
  writeFileSync(file, html);
  rewritten += 1;
}
console.log(`${rewritten} prerendered pages fetch their scripts after their first paint`);

console.log(`standalone server ready: cd ${target} && node site-server/main.mjs`);
