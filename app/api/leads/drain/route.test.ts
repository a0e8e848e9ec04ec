/**
 * @jest-environment node
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GET, POST } from "@/app/api/leads/drain/route";
import { closeStore, openStore } from "@/lib/leads/process-state";
import { clearServerEnv } from "@/e2e/support/server-env";
import { UpstreamStub } from "@/e2e/support/upstream-stub.mjs";

const stub = new UpstreamStub();
const secret = "a-long-random-cron-secret";
let dir: string;

beforeAll(() => stub.start());
afterAll(async () => {
  clearServerEnv();
  await stub.stop();
});
beforeEach(async () => {
  stub.reset();
  dir = await mkdtemp(join(tmpdir(), "leads-drain-"));
  Object.assign(process.env, { DATA_DIR: dir, AGENCY_API_URL: stub.url });
  process.env.CRON_SECRET = secret;
});
afterEach(async () => {
  await closeStore();
  await rm(dir, { recursive: true, force: true });
});

const call = (handler: typeof POST, authorization?: string) =>
  handler(
    new Request("https://arcline.example/api/leads/drain", {
      method: handler === GET ? "GET" : "POST",
      headers: authorization ? { authorization } : {},
    }),
  );

describe("POST /api/leads/drain", () => {
  it("does not exist while CRON_SECRET is unset", async () => {
    delete process.env.CRON_SECRET;
    for (const handler of [GET, POST]) {
      const response = await call(handler, `Bearer ${secret}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers 401 without the secret as a bearer token, and sends nothing", async () => {
    await (
      await openStore()
    ).add({ id: "a", kind: "newsletter", payload: { email: "a@example.com" }, now: 1 });
    for (const authorization of [
      undefined,
      secret,
      `Bearer ${secret}x`,
      `Bearer ${secret.slice(1)}`,
      "Basic abc",
    ]) {
      const response = await call(POST, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    expect(stub.received).toHaveLength(0);
  });

  it("delivers what is due and answers counts only, to POST and to Vercel Cron's GET", async () => {
    const store = await openStore();
    for (const id of ["a", "b", "c"])
      await store.add({ id, kind: "newsletter", payload: { email: `${id}@example.com` }, now: Date.now() });
    const response = await call(POST, `Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      attempted: 3,
      delivered: 3,
      pending: 0,
      undeliverable: 0,
      purged: 0,
    });
    expect(stub.received.map((r) => r.key).sort()).toEqual(["a", "b", "c"]);
    expect(await (await call(GET, `Bearer ${secret}`)).json()).toMatchObject({ attempted: 0 });
  });

  it("answers 503 when there is no store to drain", async () => {
    process.env.VERCEL = "1";
    const response = await call(POST, `Bearer ${secret}`);
    delete process.env.VERCEL;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "No lead store is configured." });
  });

  it("answers 500 without details when its configuration is invalid, and sends nothing", async () => {
    process.env.CRON_SECRET = "short";
    const response = await call(POST, "Bearer short");
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: expect.any(String) });
    expect(text).not.toMatch(/CRON_SECRET|environment|short/);
    expect(stub.received).toHaveLength(0);
  });
});
