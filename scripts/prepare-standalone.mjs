// After `next build`: copies the static assets and public/ into the standalone server's
// folder, so `.next/standalone` alone is a runnable deployment (node server.js).
import { cpSync, existsSync, rmSync } from "node:fs";

const target = ".next/standalone";
if (!existsSync(`${target}/server.js`)) {
  console.error('No standalone output: is `output: "standalone"` set in next.config.mjs?');
  process.exit(1);
}
for (const [from, to] of [
  [".next/static", `${target}/.next/static`],
  ["public", `${target}/public`],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
console.log(`standalone server ready: node ${target}/server.js`);
