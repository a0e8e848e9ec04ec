import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

/**
 * A throwaway copy of the project: the files git would commit (tracked and new, not ignored),
 * the subset web font in generated/, and node_modules hard-linked (copied when hard links cannot
 * cross filesystems). A real directory, not a symlink: Turbopack does not follow a node_modules
 * symlink that points outside the project.
 */
export function copyProject(root: string, prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const file of listed.split("\0")) {
      // A file deleted in the working tree but still in the index is not part of the project.
      if (!file || !existsSync(join(root, file))) continue;
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(root, file), join(dir, file), { verbatimSymlinks: true });
    }
    try {
      execFileSync("cp", ["-al", join(root, "node_modules"), join(dir, "node_modules")], { stdio: "pipe" });
    } catch {
      rmSync(join(dir, "node_modules"), { recursive: true, force: true });
      cpSync(join(root, "node_modules"), join(dir, "node_modules"), {
        recursive: true,
        verbatimSymlinks: true,
      });
    }
    if (existsSync(join(root, "generated")))
      cpSync(join(root, "generated"), join(dir, "generated"), { recursive: true });
    else execFileSync(process.execPath, ["scripts/subset-font.mjs"], { cwd: dir, stdio: "pipe" });
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Every file under `dir` (relative path) with the SHA-256 of its bytes. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[relative(dir, path)] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
}

export type Group = { child: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Process groups started here and not yet ended: stopAll() ends them (after a test timed out). */
const running = new Set<Group>();

function environment(env: Record<string, string>) {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    ...env,
  };
  // Next sets its own; an inherited "production" would make `next dev`'s editor API refuse.
  delete childEnv.NODE_ENV;
  return childEnv as NodeJS.ProcessEnv;
}

/** Runs `node ...args` in a process group of its own (Next forks workers, which end with it). */
function spawnGroup(args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: environment(env),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once("close", () => done()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  const group: Group = {
    child,
    output: () => output,
    // SIGTERM, SIGKILL after 5 s; then SIGKILL for any worker the leader left behind.
    stop: async () => {
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      signal("SIGKILL");
      running.delete(group);
    },
  };
  running.add(group);
  return { group, exited };
}

/** Starts `node ...args` and waits until `url` answers below 500. */
export async function startGroup(
  args: string[],
  {
    cwd,
    env,
    url,
    timeoutMs = 90_000,
  }: { cwd: string; env: Record<string, string>; url: string; timeoutMs?: number },
): Promise<Group> {
  const { group } = spawnGroup(args, cwd, env);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (group.child.exitCode !== null || group.child.signalCode !== null) break;
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return group;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await group.stop();
  throw new Error(`${args.join(" ")} did not answer ${url}:\n${group.output()}`);
}

/** Runs `node ...args` to completion: its exit code and its output (stdout and stderr). */
export async function runNode(args: string[], cwd: string, env: Record<string, string> = {}) {
  const { group, exited } = spawnGroup(args, cwd, env);
  await exited;
  running.delete(group);
  return { code: group.child.exitCode, output: group.output() };
}

/** Ends every process group started here that is still running. */
export async function stopAll() {
  await Promise.all([...running].map((group) => group.stop()));
}
