import fs from "node:fs";
import path from "node:path";
import { judgeImage, maxPixels } from "@/content/image-judge";

// The server's side of content/image-judge.ts: the decode, and every file under public/images/.

/** What is wrong with the image at `src`, down to a photo whose pixels do not decode. */
async function imageProblem(src: string, bytes: Uint8Array): Promise<string | undefined> {
  const judged = judgeImage(src, bytes);
  if (typeof judged === "string") return judged;
  if (src.endsWith(".svg")) return undefined;
  const { default: sharp } = await import("sharp");
  try {
    await sharp(bytes, { limitInputPixels: maxPixels }).resize(16).toBuffer();
    return undefined;
  } catch {
    return "is damaged: its pixels do not open as an image";
  }
}

// Every file, as the build makes a web-sized copy of each photo there whether content names it or
// not: a file nothing uses can still stop a build.
export async function checkImages(root: string): Promise<{ file: string; error?: string }[]> {
  const dir = path.join(root, "public", "images");
  if (!fs.existsSync(dir)) return [];
  const results: { file: string; error?: string }[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const src = `/${path.relative(path.join(root, "public"), full).split(path.sep).join("/")}`;
    const file = `public${src}`;
    if (entry.isSymbolicLink())
      results.push({ file, error: "is a symbolic link: put the image itself in public/images/" });
    else if (entry.isFile()) results.push({ file, error: await imageProblem(src, fs.readFileSync(full)) });
  }
  return results.sort((a, b) => a.file.localeCompare(b.file));
}
