/**
 * @jest-environment node
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GET } from "@/app/api/health/route";
import { closeStore, shutdown } from "@/lib/leads";
import { clearServerEnv } from "@/e2e/support/server-env";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "health-"));
  Object.assign(process.env, { DATA_DIR: dir });
});
afterEach(async () => {
  clearServerEnv();
  // Also forgets the probe's answer, which is kept for a second, and the shutdown.
  await closeStore();
  await rm(dir, { recursive: true, force: true });
});

async function health() {
  const response = await GET();
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: await response.json() };
}

describe("GET /api/health", () => {
  it("is 200 while a lead can be committed, and names nothing internal", async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { status: "ok", store: "ok", version: expect.any(String), upstream: "not configured" },
    });
  });

  it("is 503 when the store cannot be written, without saying why", async () => {
    await writeFile(join(dir, "file"), "");
    process.env.DATA_DIR = join(dir, "file", "data");
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toEqual({
      status: "unavailable",
      store: "unavailable",
      version: expect.any(String),
      upstream: "not configured",
    });
  });

  it("is 503 on Vercel without DATABASE_URL: SQLite there would lose leads", async () => {
    process.env.VERCEL = "1";
    expect(await health()).toMatchObject({
      status: 503,
      body: { status: "unavailable", store: "not configured" },
    });
  });

  it("is 503 while the server shuts down", async () => {
    await shutdown("SIGTERM");
    expect(await health()).toMatchObject({
      status: 503,
      body: { status: "shutting down", store: "closing" },
    });
  });

  it("is 500 without details when the configuration is invalid", async () => {
    process.env.DATABASE_URL = "mysql://secret@db.internal/leads";
    const response = await GET();
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: expect.any(String) });
    expect(text).not.toMatch(/DATABASE_URL|secret|db\.internal/);
  });
});
