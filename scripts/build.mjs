// `npm run build`, which Vercel and the Dockerfile run: the steps below in order, stopping at the first
// that fails, with its exit code.
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

/** Each step's name is the team's. */
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

process.exit(code);
