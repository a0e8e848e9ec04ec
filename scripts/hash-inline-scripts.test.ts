/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The build step on a made-up build folder: prerender-manifest.json, and one page's HTML and
// .meta, as `next build` writes them.
const bootstrap = "(self.__next_f=self.__next_f||[]).push([0])";
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

let root: string;
let app: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "hash-inline-"));
  app = join(root, ".next", "server", "app");
  mkdirSync(app, { recursive: true });
  writeFileSync(join(root, ".next", "BUILD_ID"), "b");
  const routes = { "/about": { srcRoute: "/about" }, "/og/about.png": { srcRoute: "/og/[page]" } };
  writeFileSync(join(root, ".next", "prerender-manifest.json"), JSON.stringify({ version: 4, routes }));
  writeFileSync(join(app, "about.meta"), JSON.stringify({ headers: { "x-nextjs-prerender": "1" } }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function run() {
  try {
    return {
      code: 0,
      output: execFileSync(process.execPath, ["scripts/hash-inline-scripts.mjs", root], {
        encoding: "utf8",
        stdio: "pipe",
      }),
    };
  } catch (error) {
    const { status, stderr } = error as { status: number; stderr: string };
    return { code: status, output: stderr };
  }
}

describe("the build step that gives each prerendered page its script policy", () => {
  it("puts the page's policy, with the hash of each inline script and no other, where Next and Vercel read its headers", () => {
    const data = '<script type="application/ld+json">{"@type":"Organization"}</script>';
    writeFileSync(
      join(app, "about.html"),
      page(`<script>${bootstrap}</script><script src="/a.js"></script>${data}`),
    );
    expect(run()).toEqual({
      code: 0,
      output: "Script policies with the inline-script hashes of 1 prerendered pages\n",
    });
    const meta = JSON.parse(readFileSync(join(app, "about.meta"), "utf8"));
    const policy = meta.headers["content-security-policy"];
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${sha256(bootstrap)}`);
    // Next's own headers stay.
    expect(meta.headers["x-nextjs-prerender"]).toBe("1");
    const manifest = JSON.parse(readFileSync(join(root, ".next", "prerender-manifest.json"), "utf8"));
    expect(manifest.routes["/about"].initialHeaders).toEqual({ "content-security-policy": policy });
    // A route handler's output is no page.
    expect(manifest.routes["/og/about.png"].initialHeaders).toBeUndefined();
  });

  it.each([
    ["an inline event handler", '<button onclick="go()">Go</button>', "(button onclick)"],
    ["a javascript: address", '<a href="javascript:go()">Go</a>', "(a href)"],
  ])("stops the build on %s, which no policy can allow, naming the page", (_kind, html, named) => {
    writeFileSync(join(app, "about.html"), page(`<script>${bootstrap}</script>${html}`));
    const { code, output } = run();
    expect(code).toBe(1);
    expect(output).toBe(`Build stopped: page /about has inline code no policy can allow ${named}\n`);
  });

  it("tells a missing file from one that does not parse", () => {
    writeFileSync(join(app, "about.html"), page(`<script>${bootstrap}</script>`));
    rmSync(join(app, "about.meta"));
    expect(run().output).toBe(`Build stopped: ${join(app, "about.meta")} is missing: run next build first\n`);
    writeFileSync(join(root, ".next", "prerender-manifest.json"), '{"routes": {');
    expect(run().output).toBe(
      `Build stopped: ${join(root, ".next", "prerender-manifest.json")} is not valid JSON\n`,
    );
  });

  it("says when there is no build at all", () => {
    rmSync(join(root, ".next"), { recursive: true });
    expect(run()).toEqual({ code: 1, output: "Build stopped: no build in .next: run next build first\n" });
  });
});
