// Starts the production server (the standalone build, served by server/main.mjs) from the
// project folder.
// The standalone server changes its working directory to its own folder, which a new build
// wipes; DATA_DIR and OUTBOX_DIR are therefore made absolute here, relative to where you
// started it.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const server = resolve(".next/standalone/site-server/main.mjs");
if (!existsSync(server)) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}
process.env.DATA_DIR = resolve(process.env.DATA_DIR || ".data");
process.env.OUTBOX_DIR = resolve(process.env.OUTBOX_DIR || ".data/outbox");
process.env.PORT ||= "3000";
// server.js listens on HOSTNAME, which shells and containers often set to the machine's name.
process.env.HOSTNAME = process.env.HOST || "0.0.0.0";
process.env.NODE_ENV = "production";
// The site drains in-flight form posts on SIGTERM itself (instrumentation.ts) and exits 0;
// Next's own handler would exit at once with 143.
process.env.NEXT_MANUAL_SIG_HANDLE = "true";

await import(pathToFileURL(server).href);
