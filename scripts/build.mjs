// `npm run build`, which Vercel and the Dockerfile run: the steps below in order, stopping at the first
// that fails, with its exit code. Then, with PUBLISH_WEBHOOK_URL set, one message tells the team what
// went live or why nothing did (lib/publish.ts).
import "./node-version.mjs";
import { spawnSync } from "node:child_process";
import { cpSync } from "node:fs";
import { createRequire } from "node:module";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
const node =
  (...args) =>
  () =>
    spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });

/** Each step's name is the team's: the message names the one that failed. */
const steps = [
  ["checking the content", node("scripts/check-content.mjs", "--quiet")],
  ["making the web font", node("scripts/subset-font.mjs")],
  ["building the pages (next build)", node(next, "build")],
  ["giving each page its script policy", node("scripts/hash-inline-scripts.mjs")],
  [
    // Next's standalone server serves only what sits beside it.
    "copying the images, scripts and styles beside the server",
    () => {
      const copy = (from, to) =>
        cpSync(`${root}${from}`, `${root}${to}`, { recursive: true, verbatimSymlinks: true });
      try {
        copy("public", ".next/standalone/public");
        copy(".next/static", ".next/standalone/.next/static");
        return { status: 0 };
      } catch (error) {
        console.error(String(error));
        return { status: 1 };
      }
    },
  ],
];

let failedStep;
let code = 0;
for (const [name, run] of steps) {
  const { status, signal, error } = run();
  if (status === 0) continue;
  if (error) console.error(String(error));
  failedStep = name;
  code = status ?? (signal ? 128 + constants.signals[signal] : 1);
  break;
}

// Unset, nothing is loaded, so the build takes no longer.
if (process.env.PUBLISH_WEBHOOK_URL?.trim()) {
  try {
    const { createJiti } = await import("jiti");
    const jiti = createJiti(import.meta.url, { alias: { "@": root }, fsCache: false, moduleCache: false });
    const { announce } = await jiti.import(`${root}lib/publish.ts`);
    await announce(root, { failedStep });
  } catch (error) {
    console.log(`Publish message not sent: ${error?.code ?? error?.name ?? "error"}.`);
  }
}
process.exit(code);
