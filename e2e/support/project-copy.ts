import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { startServer, type Server } from "./server-process.mjs";

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

/** Process groups started here and not yet ended: stopAll() ends them (after a test timed out). */
const running = new Set<{ stop: () => Promise<unknown> }>();

function environment(env: Record<string, string>) {
  // Next sets its own NODE_ENV; an inherited "production" would make `next dev`'s editor API refuse.
  return { NEXT_TELEMETRY_DISABLED: "1", ...env, NODE_ENV: undefined };
}

/** Starts `node ...args` in a process group of its own (Next forks workers) and waits until `url` answers below 500. */
export async function startGroup(
  args: string[],
  {
    cwd,
    env,
    url,
    timeoutMs = 90_000,
  }: { cwd: string; env: Record<string, string>; url: string; timeoutMs?: number },
): Promise<Server> {
  const server = startServer(args, {
    cwd,
    env: environment(env),
    url,
    timeoutMs,
    pollMs: 250,
    group: true,
    answers: (status) => status < 500,
  });
  running.add(server);
  await server.ready;
  return server;
}

/** Runs `node ...args` to completion in a process group of its own: its exit code and its output. */
export async function runNode(args: string[], cwd: string, env: Record<string, string> = {}) {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...environment(env) };
  delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, args, {
    cwd,
    env: childEnv as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const group = {
    stop: async () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // The group is gone already.
      }
    },
  };
  running.add(group);
  const code = await new Promise<number | null>((done) => child.once("close", (code) => done(code)));
  running.delete(group);
  return { code, output };
}

/** Ends every process group started here that is still running. */
export async function stopAll() {
  await Promise.all([...running].map((group) => group.stop()));
  running.clear();
}
