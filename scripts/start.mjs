// `npm start`: .next/standalone/server.js, as the container runs it. It changes into its own folder,
// which the next build replaces, so the data paths are made absolute here, from where you started.
import "./node-version.mjs";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const server = resolve(".next/standalone/server.js");
if (!existsSync(server)) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}
process.env.DATA_DIR = resolve(process.env.DATA_DIR || ".data");
// server.js listens on HOSTNAME, which shells often set to the machine's name.
process.env.HOSTNAME = process.env.HOST || "0.0.0.0";
// On SIGTERM the site lets the posts in flight finish and exits 0 (lib/leads/index.ts): Next's manual signal handling.
process.env.NEXT_MANUAL_SIG_HANDLE = "true";

await import(pathToFileURL(server).href);
