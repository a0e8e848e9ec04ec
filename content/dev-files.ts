import fs from "node:fs";
import path from "node:path";

// Under `next dev` only: every content file and image with its size and time of change, so the
// content notice sees a change without waiting for the dev server to reload the content.
export function filesStamp(root: string): string {
  const lines: string[] = [];
  for (const folder of ["content", "public/images"]) {
    let names: string[] = [];
    try {
      names = fs.readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" });
    } catch {
      // No such folder: nothing in it to change.
    }
    for (const name of names.sort()) {
      try {
        const stat = fs.lstatSync(path.join(root, folder, name));
        if (!stat.isDirectory()) lines.push(`${folder}/${name} ${stat.size} ${stat.mtimeMs}`);
      } catch {
        // Gone since it was listed.
      }
    }
  }
  return lines.join("\n");
}
