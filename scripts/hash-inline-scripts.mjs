// @ts-check
// The last step of `npm run build`: gives every prerendered page a Content-Security-Policy allowing
// its own inline scripts by their SHA-256, in the headers Next keeps with it: its `.meta` file (for
// `next start` and the standalone server) and its `initialHeaders` in prerender-manifest.json (Vercel).
//
// A workaround for experimental.inlineScriptHashes (vercel/next.js PR #98332). Once Next has it,
// e2e/upstream-workarounds.spec.ts fails: delete this file and its use in package.json, turn it on.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "parse5";
import { pagePolicy } from "../lib/security-headers.mjs";

const HEADER = "content-security-policy";

/** @param {string} message */
function fail(message) {
  console.error(`Build stopped: ${message}`);
  process.exit(1);
}

/** @param {string} path */
function readJson(path) {
  if (!existsSync(path)) fail(`${path} is missing: run next build first`);
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return fail(`${path} is not valid JSON`);
  }
}

/**
 * The inline scripts that run (not JSON-LD) in a parsed page, in document order; stops the build,
 * naming the page, at an event handler or a `javascript:` address, which no hash can allow.
 * @param {any} node
 * @param {string} route
 * @returns {string[]}
 */
function inlineScripts(node, route) {
  /** @type {{ name: string, value: string }[]} */
  const attrs = node.attrs ?? [];
  const attr = (/** @type {string} */ name) => attrs.find((a) => a.name === name)?.value;
  const code = attrs.find(({ name, value }) => name.startsWith("on") || /^\s*javascript:/i.test(value));
  if (code) fail(`page ${route} has inline code no policy can allow (${node.nodeName} ${code.name})`);
  const runs = ["", "text/javascript", "module"].includes(attr("type")?.trim().toLowerCase() ?? "");
  if (node.nodeName === "script" && attr("src") === undefined && runs)
    return [node.childNodes.map((/** @type {{ value?: string }} */ child) => child.value ?? "").join("")];
  const children = [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])];
  return children.flatMap((child) => inlineScripts(child, route));
}

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** @param {string} distDir `.next`, or the standalone server's copy */
function hashPolicies(distDir) {
  const manifestFile = join(distDir, "prerender-manifest.json");
  const manifest = readJson(manifestFile);
  let pages = 0;
  for (const [route, entry] of Object.entries(manifest.routes)) {
    const base = join(distDir, "server", "app", route === "/" ? "index" : route.slice(1));
    // A route handler's output (a preview image) is no page.
    if (!existsSync(`${base}.html`)) continue;
    pages += 1;
    const scripts = inlineScripts(parse(readFileSync(`${base}.html`, "utf8")), route);
    const policy = pagePolicy({ scripts: [...new Set(scripts.map(sha256))] });
    const meta = readJson(`${base}.meta`);
    meta.headers = { ...meta.headers, [HEADER]: policy };
    writeFileSync(`${base}.meta`, JSON.stringify(meta));
    entry.initialHeaders = { ...entry.initialHeaders, [HEADER]: policy };
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return pages;
}

// The project folder: this one, or the one named (for tests).
const root = process.argv[2] ?? join(import.meta.dirname, "..");
const builds = [join(root, ".next"), join(root, ".next", "standalone", ".next")].filter((dir) =>
  existsSync(join(dir, "BUILD_ID")),
);
if (!builds.length) fail("no build in .next: run next build first");
const [count] = builds.map(hashPolicies);
console.log(`Script policies with the inline-script hashes of ${count} prerendered pages`);
