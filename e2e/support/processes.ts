import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

const root = join(__dirname, "..", "..");

/** Ports for the servers a test starts itself, clear of the suite's own (E2E_PORT, E2E_STUB_PORT). */
export function ports(offset: number) {
  return {
    site: Number(process.env.E2E_PORT ?? 3100) + offset,
    stub: Number(process.env.E2E_STUB_PORT ?? 4010) + offset,
  };
}

export type Started = { child: ChildProcess; output: () => string };

function start(args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** The production server, started the way `npm start` starts it (it owns SIGTERM). */
export async function startSite(port: number, env: Record<string, string>) {
  const site = start([join(root, "scripts/start.mjs")], {
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  // Ready once a route handler answers (whatever the store's health), as a load balancer sees it.
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, site, 30_000, true);
  return site;
}

export async function startStub(port: number) {
  const stub = start([join(root, "e2e/support/upstream-stub.mjs")], { STUB_PORT: String(port) });
  await waitForUrl(`http://127.0.0.1:${port}/__health`, stub);
  return stub;
}

async function waitForUrl(url: string, started: Started, timeoutMs = 30_000, anyAnswer = false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok || anyAnswer) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  started.child.kill("SIGKILL");
  throw new Error(`${url} did not come up:\n${started.output()}`);
}

/** Sends a signal and resolves with the exit code (or the signal that ended the process). */
export function stop({ child }: Started, signal: NodeJS.Signals = "SIGTERM") {
  return new Promise<number | string>((done) => {
    if (child.exitCode !== null || child.signalCode !== null)
      return done(child.exitCode ?? child.signalCode!);
    child.once("exit", (code, by) => done(code ?? by ?? "unknown"));
    child.kill(signal);
  });
}
