// Under `next dev` only (next.config.mjs): an image as a module is the SHA-256 of its bytes, so a
// replaced file reloads the content, and a damaged upload, never decoded, cannot stop the server.
import { createHash } from "node:crypto";

/** @param {Buffer} source */
export default function stamp(source) {
  return `export default ${JSON.stringify(createHash("sha256").update(source).digest("hex"))};`;
}
export const raw = true;
