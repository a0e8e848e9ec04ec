import { expect, test } from "./support/test";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { allPages } from "./support/routes";
import { startServer } from "./support/server";

test("the standalone server runs from a folder holding only its own output", async () => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "arcline-standalone-"));
  cpSync(resolve(".next/standalone"), dir, { recursive: true });
  expect(readdirSync(dir).sort()).toEqual([
    ".next",
    "node_modules",
    "package.json",
    "public",
    "server.js",
    "site-server",
  ]);
  const port = 3190;
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(["node", "site-server/main.mjs"], {
    cwd: dir,
    env: { PORT: String(port), HOSTNAME: "127.0.0.1", OUTBOX_DIR: join(dir, "outbox") },
    url: `${base}/api/health`,
  });
  try {
    for (const path of allPages) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("<h1");
    }
    const html = await (await fetch(`${base}/`)).text();
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await fetch(`${base}${asset}`, { headers: { "accept-encoding": "br" } });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-encoding")).toBe("br");
    expect((await fetch(`${base}/images/dots.svg`)).status).toBe(200);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(await health.json()).toEqual({
      status: "ok",
      version: expect.any(String),
      upstream: "not configured",
    });
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
});
