// The production server: Next's request handler for the standalone build, behind the
// compression layer (./compression.mjs). The build copies this folder into
// .next/standalone/site-server/, so `node site-server/main.mjs` run from the standalone
// folder (or `npm start` from the project) serves the site. It replaces Next's generated
// server.js, which would gzip every answer on every request.
//
// Environment, as for Next's server.js: PORT (3000), HOSTNAME (0.0.0.0), KEEP_ALIVE_TIMEOUT (ms).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createCompression } from "./compression.mjs";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(appDir);
process.env.NODE_ENV = "production";
// The site drains in-flight form posts on SIGTERM and SIGINT and exits itself
// (instrumentation.ts); this server installs no handler of its own.
process.env.NEXT_MANUAL_SIG_HANDLE ??= "true";

const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
const hostname = process.env.HOSTNAME || "0.0.0.0";
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);

// The configuration the build resolved; Next reads it from here instead of next.config.mjs.
const { config } = JSON.parse(readFileSync(join(appDir, ".next", "required-server-files.json"), "utf8"));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const { default: next } = await import("next");
const app = next({ dir: appDir, dev: false, hostname, port, quiet: true });
const compression = createCompression({ staticRoot: join(appDir, ".next", "static") });

await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  compression(req, res, (request, response) =>
    Promise.resolve(handle(request, response)).catch(() => {
      // Next answers its own errors; this only covers a failure before it could.
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    }),
  );
});
if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
server.on("error", (error) => {
  console.error(`The server could not start: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const shown = hostname === "0.0.0.0" ? "localhost" : hostname;
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${shown}:${port}`;
  console.log(`Ready on http://${shown}:${port}`);
});
