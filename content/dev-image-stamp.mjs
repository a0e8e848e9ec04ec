// Under `next dev` only (next.config.mjs): what an image under public/images/ is as a module of
// content/dev-reload.turbopack.ts, the SHA-256 of its bytes. A replaced file changes the module,
// so the content reloads; nothing decodes the image, so a damaged upload cannot stop the server.
import { createHash } from "node:crypto";

/** @param {Buffer} source */
export default function stamp(source) {
  return `export default ${JSON.stringify(createHash("sha256").update(source).digest("hex"))};`;
}
export const raw = true;
