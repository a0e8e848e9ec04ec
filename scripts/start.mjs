// `npm start`: Next's standalone server (.next/standalone/server.js), as the container runs it.
// That server changes into its own folder, which the next build replaces, so the data paths
// are made absolute here, relative to where you started it.
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
// The site drains form posts in flight on SIGTERM and exits 0 (lib/leads/index.ts),
// through Next's documented manual signal handling.
process.env.NEXT_MANUAL_SIG_HANDLE = "true";

await import(pathToFileURL(server).href);
