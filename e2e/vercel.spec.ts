import { expect, test } from "./support/test";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { prerenderedPaths } from "../lib/prerendered-paths";
import { copyProject, runNode } from "./support/project-copy";

// What Vercel would serve, made here as Vercel makes it: `vercel build` (the CLI pinned at the
// newest version that installs on this registry) writes .vercel/output, the files its edge and
// functions serve. Vercel itself is out of reach, so the test reads that output as Vercel does.
const VERCEL_CLI = "58.10.0";

/** The CLI, installed once per machine beside the other caches. */
function vercelCli() {
  const dir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "arcline-vercel", VERCEL_CLI);
  const bin = join(dir, "node_modules", "vercel", "dist", "vc.js");
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      "npm",
      ["install", "--prefix", dir, "--no-audit", "--no-fund", "-E", `vercel@${VERCEL_CLI}`],
      {
        stdio: "pipe",
      },
    );
  }
  return bin;
}

type Route = { src?: string; headers?: Record<string, string>; middlewarePath?: string };
type PrerenderConfig = { fallback?: { fsPath: string }; initialHeaders?: Record<string, string> };

/** The hash a policy names an inline script by; scripts found with a pattern of their own, not the build's parser. */
function inlineScriptHashes(html: string) {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, text]) => `'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
}

test("on Vercel, each prerendered page is served with one policy, allowing exactly its inline scripts", async () => {
  test.setTimeout(480_000);
  const cli = vercelCli();
  const dir = copyProject(resolve("."), "arcline-vercel-");
  try {
    // A project linked by hand: `vercel build` needs no account for that.
    mkdirSync(join(dir, ".vercel"));
    writeFileSync(
      join(dir, ".vercel", "project.json"),
      JSON.stringify({ projectId: "prj_local", orgId: "team_local", settings: { framework: "nextjs" } }),
    );
    const build = await runNode([cli, "build", "--yes"], dir, { VERCEL_TELEMETRY_DISABLED: "1" });
    expect(build.code, build.output).toBe(0);
    const output = join(dir, ".vercel", "output");

    // Every page Vercel serves from its cache, as Vercel's build wrote it.
    const functions = join(output, "functions");
    const pages = new Map<string, PrerenderConfig>();
    for (const file of readdirSync(functions, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".prerender-config.json")) continue;
      const config = JSON.parse(readFileSync(join(functions, file), "utf8")) as PrerenderConfig;
      if (config.fallback?.fsPath.endsWith(".html"))
        pages.set(`/${file.replace(/\.prerender-config\.json$/, "")}`, config);
    }
    const address = (name: string) => (name === "/index" ? "/" : name);
    expect([...pages.keys()].map(address).sort()).toEqual([...prerenderedPaths, "/_global-error"].sort());

    const { routes } = JSON.parse(readFileSync(join(output, "config.json"), "utf8")) as { routes: Route[] };
    for (const [name, config] of pages) {
      const path = address(name);
      // The routing table adds no policy of its own to the page, and proxy.ts, which Vercel runs
      // before it, leaves it alone (proxy.test.ts): the page's own is the only one.
      const fromRoutes = routes.filter(
        (route) =>
          route.headers &&
          new RegExp(route.src!).test(path) &&
          Object.keys(route.headers).some((key) => key.toLowerCase() === "content-security-policy"),
      );
      expect({ path, fromRoutes }).toEqual({ path, fromRoutes: [] });
      const policy = config.initialHeaders?.["content-security-policy"] ?? "";
      const allowed = (/script-src ([^;]*)/.exec(policy)?.[1] ?? "").split(" ");
      expect(allowed, path).not.toContain("'unsafe-inline'");
      const html = readFileSync(join(functions, `${name.slice(1)}.prerender-fallback.html`), "utf8");
      const scripts = inlineScriptHashes(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect({ path, refused: scripts.filter((hash) => !allowed.includes(hash)) }).toEqual({
        path,
        refused: [],
      });
    }
    // proxy.ts runs before every address but the hashed files and the prerendered pages, which are
    // served as files with the policy above; any other address may be a 404, which gets its nonce there.
    const proxied = routes.filter((route) => route.middlewarePath).map((route) => new RegExp(route.src!));
    const seen = (path: string) => ({ path, proxied: proxied.some((src) => src.test(path)) });
    for (const path of ["/x.php", "/api/no-such-route", "/aboutx", "/services/no-such-service"])
      expect(seen(path)).toEqual({ path, proxied: true });
    for (const path of ["/", "/about", "/services/seo", "/form/received"])
      expect(seen(path)).toEqual({ path, proxied: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
