// @ts-check
// The one way a server is started in a child process and known to be up: for the e2e tests that
// start their own, `npm run perf` and `npm run bench:leads`.
import { spawn } from "node:child_process";

/**
 * @typedef {object} ServerOptions
 * @property {string} url What is asked for until it answers.
 * @property {string} [cwd]
 * @property {Record<string, string | undefined>} [env] Added to this process's; undefined removes one.
 * @property {(status: number) => boolean} [answers] The statuses that mean it is up (default 2xx).
 * @property {number} [timeoutMs] How long it may take (default 30 s).
 * @property {number} [pollMs] How often it is asked (default 100 ms).
 * @property {boolean} [group] In a process group of its own, ended whole (Next forks workers).
 * @property {number} [logFd] A file its output goes to, instead of memory.
 */

/**
 * @typedef {object} Server
 * @property {import("node:child_process").ChildProcess} child
 * @property {() => string} output What it printed, stdout and stderr (unless sent to logFd).
 * @property {Promise<number>} ready The milliseconds from spawn until `url` answered; rejects with
 *   the output when it exits first or takes too long.
 * @property {Promise<number | string>} exited Its exit code, or the signal that ended it.
 * @property {(signal?: NodeJS.Signals, graceMs?: number) => Promise<number | string>} stop Sends the
 *   signal (SIGTERM), then SIGKILL if it still runs after graceMs (10 s); resolves as `exited` does.
 */

/**
 * Starts `node ...args`.
 * @param {string[]} args @param {ServerOptions} options @returns {Server}
 */
export function startServer(
  args,
  {
    url,
    cwd,
    env = {},
    answers = (status) => status < 300,
    timeoutMs = 30_000,
    pollMs = 100,
    group = false,
    logFd,
  },
) {
  const started = performance.now();
  /** @type {NodeJS.ProcessEnv} */
  const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, args, {
    cwd,
    env: childEnv,
    detached: group,
    stdio: ["ignore", logFd ?? "pipe", logFd ?? "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  /** @type {Promise<number | string>} */
  const exited = new Promise((done) =>
    child.once("exit", (code, signal) => done(code ?? signal ?? "unknown")),
  );

  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      if (group && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Ended already.
    }
  };
  const stop = async (/** @type {NodeJS.Signals} */ name = "SIGTERM", graceMs = 10_000) => {
    signal(name);
    const timer = setTimeout(() => signal("SIGKILL"), graceMs);
    const code = await exited;
    clearTimeout(timer);
    // Any worker the group's leader left behind.
    if (group) signal("SIGKILL");
    return code;
  };

  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`node ${args.join(" ")} exited before ${url} answered:\n${output}`);
      const status = await fetch(url, { signal: AbortSignal.timeout(5_000) })
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch(() => 0); // not listening yet
      if (status > 0 && answers(status)) return performance.now() - started;
      await new Promise((done) => setTimeout(done, pollMs));
    }
    await stop("SIGKILL");
    throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s:\n${output}`);
  })();
  return { child, output: () => output, ready, exited, stop };
}
