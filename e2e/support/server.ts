import { spawn, type ChildProcess } from "node:child_process";

/** Starts a Node server script and waits until `url` answers. */
export async function startServer(
  command: string[],
  {
    cwd,
    env,
    url,
    timeoutMs = 30_000,
  }: { cwd?: string; env: Record<string, string>; url: string; timeoutMs?: number },
) {
  const [bin, ...args] = command;
  const child: ChildProcess = spawn(bin!, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.status < 500) return { child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${output}`);
}
