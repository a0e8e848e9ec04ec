// @ts-check
// The last step of `npm run build`: gives every prerendered page a Content-Security-Policy that
// allows exactly its own inline scripts, by their SHA-256, in the response headers Next keeps
// with the page: its `.meta` file, which `next start` and the standalone server send it with,
// and its entry in prerender-manifest.json, whose `initialHeaders` Vercel's build serves it
// with. Then it reads back what each server will send and stops the build, naming the page,
// when a page has an inline script that policy does not allow.
//
// A workaround for experimental.inlineScriptHashes (vercel/next.js PR #98332), which puts the
// hashes in the same place during the build. e2e/upstream-workarounds.spec.ts fails once Next
// has it: then delete this file and its use in package.json, and turn the option on.
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

/**
 * The JSON file at `path`, telling a missing file from one that does not parse.
 * @param {string} path
 */
function readJson(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return fail(`${path} is missing: run next build first`);
  }
  try {
    return JSON.parse(text);
  } catch {
    return fail(`${path} is not valid JSON`);
  }
}

/**
 * What in `html` a browser runs without a file: the text of each inline script of a
 * JavaScript type (JSON-LD and other data blocks never run), and the names of event-handler
 * attributes and `javascript:` addresses, which no hash can allow.
 * @param {string} html
 */
function inlineCode(html) {
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const handlers = [];
  /** @param {any} node */
  const visit = (node) => {
    /** @type {{ name: string, value: string }[]} */
    const attrs = node.attrs ?? [];
    for (const { name, value } of attrs) {
      if (name.startsWith("on") || /^\s*javascript:/i.test(value)) handlers.push(`${node.nodeName} ${name}`);
    }
    if (node.nodeName === "script") {
      const type =
        attrs
          .find((a) => a.name === "type")
          ?.value.trim()
          .toLowerCase() ?? "";
      if (!attrs.some((a) => a.name === "src") && ["", "text/javascript", "module"].includes(type))
        scripts.push(
          node.childNodes.map((/** @type {{ value?: string }} */ child) => child.value ?? "").join(""),
        );
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return { scripts, handlers };
}

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** @param {string} policy */
const scriptSources = (policy) => (/(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? "").split(" ");

/**
 * The prerendered pages of one build folder (`.next`, or the standalone server's copy):
 * route -> the HTML file and the `.meta` file Next serves it from.
 * @param {string} distDir
 */
function prerenderedPages(distDir) {
  const manifest = readJson(join(distDir, "prerender-manifest.json"));
  /** @type {Map<string, { html: string, meta: string }>} */
  const pages = new Map();
  for (const route of Object.keys(manifest.routes)) {
    const base = join(distDir, "server", "app", route === "/" ? "index" : route.slice(1));
    if (existsSync(`${base}.html`)) pages.set(route, { html: `${base}.html`, meta: `${base}.meta` });
  }
  return { manifest, pages };
}

/** @param {string} distDir */
function writePolicies(distDir) {
  const { manifest, pages } = prerenderedPages(distDir);
  for (const [route, files] of pages) {
    const { scripts, handlers } = inlineCode(readFileSync(files.html, "utf8"));
    if (handlers.length) fail(`page ${route} has inline code no policy can allow (${handlers[0]})`);
    const policy = pagePolicy({ scripts: [...new Set(scripts.map(sha256))] });
    const meta = readJson(files.meta);
    meta.headers = { ...meta.headers, [HEADER]: policy };
    writeFileSync(files.meta, JSON.stringify(meta));
    manifest.routes[route].initialHeaders = { ...manifest.routes[route].initialHeaders, [HEADER]: policy };
  }
  writeFileSync(join(distDir, "prerender-manifest.json"), JSON.stringify(manifest));
  return pages.size;
}

/** Reads back what each server will send each page with, and checks it allows the page's scripts. @param {string} distDir */
function checkPolicies(distDir) {
  const { manifest, pages } = prerenderedPages(distDir);
  for (const [route, files] of pages) {
    const sent = [readJson(files.meta).headers?.[HEADER], manifest.routes[route].initialHeaders?.[HEADER]];
    for (const policy of sent) {
      if (typeof policy !== "string") fail(`page ${route} has no script policy in ${distDir}`);
      const allowed = new Set(scriptSources(policy));
      if (allowed.has("'unsafe-inline'")) fail(`page ${route} is sent 'unsafe-inline'`);
      const refused = inlineCode(readFileSync(files.html, "utf8")).scripts.find(
        (text) => !allowed.has(sha256(text)),
      );
      if (refused !== undefined)
        fail(`page ${route} has an inline script its policy does not allow: ${refused.slice(0, 60)}`);
    }
  }
}

// The project folder: this one, or the one named (for tests).
const root = process.argv[2] ?? join(import.meta.dirname, "..");
const builds = [join(root, ".next"), join(root, ".next", "standalone", ".next")].filter((dir) =>
  existsSync(join(dir, "BUILD_ID")),
);
if (!builds.length) fail("no build in .next: run next build first");
for (const distDir of builds) {
  const count = writePolicies(distDir);
  checkPolicies(distDir);
  if (distDir === builds[0])
    console.log(`Script policies with the inline-script hashes of ${count} prerendered pages`);
}
