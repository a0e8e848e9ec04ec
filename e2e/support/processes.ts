import { join } from "node:path";
import { startServer, type Server } from "./server-process.mjs";

const root = join(__dirname, "..", "..");

/** Ports for the servers a test starts itself, clear of the suite's own (E2E_PORT, E2E_STUB_PORT). */
export function ports(offset: number) {
  return {
    site: Number(process.env.E2E_PORT ?? 3100) + offset,
    stub: Number(process.env.E2E_STUB_PORT ?? 4010) + offset,
  };
}

/** The production server, started the way `npm start` starts it (it owns SIGTERM). */
export async function startSite(port: number, env: Record<string, string>): Promise<Server> {
  const site = startServer([join(root, "scripts/start.mjs")], {
    cwd: root,
    // Up once a route handler answers (whatever the store's health), as a load balancer sees it.
    url: `http://127.0.0.1:${port}/api/health`,
    answers: () => true,
    env: { HOST: "127.0.0.1", PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, ...env },
  });
  await site.ready;
  return site;
}

export async function startStub(port: number): Promise<Server> {
  const stub = startServer([join(root, "e2e/support/upstream-stub.mjs")], {
    cwd: root,
    url: `http://127.0.0.1:${port}/__health`,
    env: { STUB_PORT: String(port) },
  });
  await stub.ready;
  return stub;
}
