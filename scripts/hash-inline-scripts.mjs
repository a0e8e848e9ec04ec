// @ts-check
// The last step of `npm run build`: hashes the inline scripts of every prerendered page and
// writes them beside the standalone server (inline-script-hashes.json, path -> hashes), where
// proxy.ts reads them to send each page a policy that allows exactly its own scripts.
//
// A workaround for a missing Next.js option: experimental.inlineScriptHashes
// (https://github.com/vercel/next.js/pull/98332) does this inside the build. Once Next ships
// it, delete this file, lib/inline-script-hashes.mjs and their use in package.json and proxy.ts.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "parse5";
import { manifestFileName } from "../lib/inline-script-hashes.mjs";

const standalone = join(import.meta.dirname, "..", ".next", "standalone");
const pages = join(standalone, ".next", "server", "app");

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/**
 * The text of each script the browser runs from the page itself: no `src`, and a JavaScript
 * type (JSON-LD and other data blocks never run).
 * @param {string} html
 */
function inlineScripts(html) {
  /** @type {string[]} */
  const found = [];
  /** @param {any} node */
  const visit = (node) => {
    if (node.nodeName === "script") {
      const attrs = new Map(
        node.attrs.map((/** @type {{ name: string, value: string }} */ a) => [a.name, a.value]),
      );
      const type = attrs.get("type")?.trim().toLowerCase() ?? "";
      if (!attrs.has("src") && ["", "text/javascript", "module"].includes(type))
        found.push(
          node.childNodes.map((/** @type {{ value?: string }} */ child) => child.value ?? "").join(""),
        );
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return found;
}

/** `about.html` -> `/about`, `index.html` -> `/`, `services/seo.html` -> `/services/seo`. @param {string} file */
function pathOf(file) {
  const name = relative(pages, file)
    .split(sep)
    .join("/")
    .replace(/\.html$/, "");
  return name === "index" ? "/" : `/${name}`;
}

/** @type {Record<string, string[]>} */
const manifest = {};
for (const file of htmlFiles(pages).sort()) {
  const path = pathOf(file);
  // _global-error and the like are not addresses.
  if (path.startsWith("/_")) continue;
  const hashes = inlineScripts(readFileSync(file, "utf8")).map(
    (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
  );
  manifest[path] = [...new Set(hashes)];
}
writeFileSync(join(standalone, manifestFileName), `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`Inline-script hashes of ${Object.keys(manifest).length} pages: ${manifestFileName}`);
