import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { originalImagePath } from "@/content/image-paths";
import { webWidth } from "@/content/image-judge";

// Photos uploaded at any size are served from here at the size pages show them, made once at
// build time from public/images/; nothing is resized while the site runs.
export const dynamicParams = false;

const raster = /\.(png|jpe?g|webp)$/i;
const publicDir = path.join(process.cwd(), "public");

export function generateStaticParams() {
  return fs
    .readdirSync(path.join(publicDir, "images"), { recursive: true, encoding: "utf8" })
    .filter((file) => raster.test(file))
    .map((file) => ({ path: file.split(path.sep) }));
}

const types = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp" } as const;

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const src = originalImagePath(`/media/${(await params).path.join("/")}`);
  const extension = src.slice(src.lastIndexOf(".") + 1).toLowerCase() as keyof typeof types;
  // Also drops the camera's metadata (place, device) that photos carry.
  const image = sharp(path.join(publicDir, ...src.split("/")))
    .rotate()
    .resize({ width: webWidth(src), withoutEnlargement: true });
  const encoded =
    extension === "png"
      ? image.png({ compressionLevel: 9, palette: true })
      : extension === "webp"
        ? image.webp({ quality: 80 })
        : image.jpeg({ quality: 80, mozjpeg: true });
  return new Response(new Uint8Array(await encoded.toBuffer()), {
    headers: { "Content-Type": types[extension], "Cache-Control": "public, max-age=86400" },
  });
}
