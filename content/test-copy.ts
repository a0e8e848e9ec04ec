import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * For tests: a throwaway copy of what the loader reads (content/'s YAML and public/images/),
 * in a folder of its own that stands for the project's.
 */
export function copyOfContent(prefix: string): string {
  const root = path.join(__dirname, "..");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(root, "content"), path.join(dir, "content"), {
    recursive: true,
    filter: (source) => !/\.(tsx?|mjs)$/.test(source),
  });
  fs.cpSync(path.join(root, "public", "images"), path.join(dir, "public", "images"), { recursive: true });
  return dir;
}
