// @ts-check
// The hashes of each prerendered page's inline scripts, written by the last step of
// `npm run build` (scripts/hash-inline-scripts.mjs) beside the standalone server and read by
// proxy.ts. A workaround for experimental.inlineScriptHashes
// (https://github.com/vercel/next.js/pull/98332, not merged); delete with that script.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const manifestFileName = "inline-script-hashes.json";

/**
 * The manifest (path -> `'sha256-…'` sources) of the server this process runs, which starts in
 * its own folder; undefined when there is none (`next dev`, or a build made without the step).
 * @returns {Record<string, string[]> | undefined}
 */
export function readInlineScriptHashes() {
  try {
    return JSON.parse(readFileSync(join(/*turbopackIgnore: true*/ process.cwd(), manifestFileName), "utf8"));
  } catch {
    return undefined;
  }
}
