import { expect, test } from "./support/test";
import { execFile } from "node:child_process";
import { request } from "node:http";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { startServer } from "./support/server-process.mjs";

/** The status of a request fetch() cannot make (it refuses TRACE). */
function statusOf(method: string, url: string): Promise<number | undefined> {
  return new Promise((done, fail) => {
    request(url, { method }, (response) => {
      response.resume();
      done(response.statusCode);
    })
      .on("error", fail)
      .end();
  });
}

/**
 * Each workaround in the site waits for a change in Next.js; these tests run the stock
 * behaviour on the smallest site and fail once it is fixed, so the workaround can go.
 */
test("Next's own trailing-slash redirect still drops next.config headers (vercel/next.js#63948), it adds no inline-script hashes (PR #98332), and a proxy still turns TRACE into a 500", async () => {
  test.setTimeout(120_000);
  // Built apart from the site, whose proxy.ts and instrumentation.ts Next would pick up; with
  // webpack, which follows the linked node_modules. The redirect is the server's, not the bundler's.
  const dir = mkdtempSync(join(tmpdir(), "arcline-next-fixture-"));
  cpSync(resolve("e2e/fixtures/next-upstream"), dir, { recursive: true });
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  const next = resolve("node_modules/next/dist/bin/next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  try {
    await promisify(execFile)(process.execPath, [next, "build", "--webpack"], { cwd: dir, env });
    const port = 3195;
    const server = startServer([next, "start", "-H", "127.0.0.1", "-p", String(port)], {
      cwd: dir,
      env: { NODE_ENV: "production" },
      url: `http://127.0.0.1:${port}/about`,
      answers: (status) => status < 500,
    });
    await server.ready;
    try {
      const page = await fetch(`http://127.0.0.1:${port}/about`);
      expect(page.headers.get("x-config-header")).toBe("1");
      const redirect = await fetch(`http://127.0.0.1:${port}/about/`, { redirect: "manual" });
      expect(redirect.status).toBe(308);
      // When this fails, Next keeps the headers on its redirect: delete the redirect in
      // proxy.ts and skipTrailingSlashRedirect in next.config.mjs.
      expect(redirect.headers.get("x-config-header")).toBeNull();
      // When this fails, Next hashes a prerendered page's inline scripts into its policy
      // itself (vercel/next.js PR #98332): delete scripts/hash-inline-scripts.mjs and its use
      // in package.json, and turn experimental.inlineScriptHashes on.
      expect(page.headers.get("content-security-policy")).toBe("script-src 'self'");
      // When this fails, Next answers TRACE through a proxy itself: delete
      // refuseTrace (lib/http/methods.ts) and its call in instrumentation.ts.
      expect(await statusOf("TRACE", `http://127.0.0.1:${port}/about`)).toBe(500);
    } finally {
      await server.stop("SIGTERM");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
