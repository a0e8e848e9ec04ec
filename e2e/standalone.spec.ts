import { expect, test } from "./support/test";
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { allPages } from "./support/routes";
import { startServer } from "./support/server-process.mjs";

test("the standalone server, and the staff tool beside it, run from a folder holding only the image's files", async () => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "arcline-standalone-"));
  cpSync(resolve(".next/standalone"), dir, { recursive: true });
  // content/: the pages' YAML, which the 404 page and the route handlers read when they start.
  expect(readdirSync(dir).sort()).toEqual([
    ".next",
    "content",
    "node_modules",
    "package.json",
    "public",
    "server.js",
  ]);
  // What the Dockerfile adds to the standalone output: the staff tool and the store it uses.
  mkdirSync(join(dir, "scripts"));
  mkdirSync(join(dir, "lib", "leads"), { recursive: true });
  for (const file of ["leads.mjs", "node-version.mjs"])
    cpSync(join("scripts", file), join(dir, "scripts", file));
  for (const file of readdirSync(join("lib", "leads")).filter((name) =>
    /\.mjs$|^spam-corpus\.json$/.test(name),
  ))
    cpSync(join("lib", "leads", file), join(dir, "lib", "leads", file));
  cpSync(join("content", "contact-form.mjs"), join(dir, "content", "contact-form.mjs"));
  const port = 3190;
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(["server.js"], {
    cwd: dir,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_MANUAL_SIG_HANDLE: "true",
      DATA_DIR: join(dir, "data"),
    },
    url: `${base}/api/health`,
    answers: (status) => status < 500,
  });
  await server.ready;
  try {
    for (const path of allPages) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("<h1");
    }
    const html = await (await fetch(`${base}/`)).text();
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await fetch(`${base}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-encoding")).toBe("gzip");
    expect((await fetch(`${base}/images/dots.svg`)).status).toBe(200);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(await health.json()).toEqual({
      status: "ok",
      store: "ok",
      version: expect.any(String),
      upstream: "not configured",
    });

    const post = await fetch(`${base}/api/contact/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "staff.tool@example.com" }),
    });
    expect(post.status).toBe(202);
    // The spam filter runs from the image's files: a pharmacy's pitch is held, and answered alike.
    const pitch = await fetch(`${base}/api/contact/post`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Pharma",
        lastName: "Direct",
        email: "sales@pills.test",
        phoneNumber: "+1 305 555 0101",
        subject: "General Inquiry",
        message: "Buy cheap viagra and cialis online, no prescription needed, 80% off, ships in 24h",
      }),
    });
    expect(pitch.status).toBe(202);
    const leads = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["scripts/leads.mjs", ...args], {
        cwd: dir,
        env: { ...process.env, DATA_DIR: join(dir, "data"), NODE_PATH: "" },
      });
    const { stdout } = await leads("list");
    expect(stdout).toMatch(/pending\s+0\s+newsletter\s+\S+\s+staff\.tool@example\.com/);
    expect(stdout).toMatch(/spam\s+0\s+contact\s+\S+\s+sales@pills\.test .*spam: content$/m);
    expect(stdout).toMatch(/2 lead\(s\): 1 pending, 0 delivered, 0 undeliverable, 1 spam/);
    expect((await leads("train")).stdout).toMatch(/^Trained the spam filter on \d+ corpus post\(s\)/);
  } finally {
    await server.stop("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
});
