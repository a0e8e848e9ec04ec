import { imageSize } from "image-size";
import { imageBoxes, imageFolders, type ImageFolder } from "@/content/fields";

// Whether a file is an image the site can serve, judged by its bytes alone: the loader and the
// content check on the server, and the editor in the browser as the team picks a file, so they
// refuse the same files with the same words.

/** The kinds the site serves, by image-size's name for them. */
const served: Record<string, string> = { png: "PNG", jpg: "JPEG", webp: "WebP", svg: "SVG" };
const named: Record<string, string> = {
  gif: "a GIF",
  heif: "a HEIC",
  tiff: "a TIFF",
  bmp: "a BMP",
  psd: "a Photoshop",
};
export const imageKinds = "PNG, JPEG, WebP or SVG";

// What makes a drawing run or fetch something: scripts, event attributes, javascript: links (also
// written with character references), pages embedded in it, animations that set an event or a link,
// and entity declarations. A drawing the site shows needs none of them.
const activeSvg =
  /<script\b|\son[a-z]+\s*=|javascript:|<(?:foreignObject|iframe|embed|object)\b|<!ENTITY|<(?:set|animate)\b[^>]*attributeName\s*=\s*["']?\s*(?:on|(?:xlink:)?href)/i;
const withoutCharacterReferences = (text: string) =>
  text.replace(/&#(x?)([0-9a-f]+);?/gi, (_, hex: string, digits: string) =>
    String.fromCodePoint(Math.min(0x10ffff, parseInt(digits, hex ? 16 : 10) || 0)),
  );

/** The most pixels the build decodes in one image (sharp's limitInputPixels). */
export const maxPixels = 0x3fff * 0x3fff;

/** The entry of `table` for the folder of the image at `src` (`/images/{folder}/...`), if it has one. */
function byFolder<T>(table: Record<ImageFolder, T>, src: string): T | undefined {
  const folder = src.split("/")[2];
  return folder && folder in table ? table[folder as ImageFolder] : undefined;
}

/** How wide the site serves the photo at `src` at most (app/media/). */
export const webWidth = (src: string) => byFolder(imageFolders, src) ?? 1200;

/** The image at `src` (`/images/...`): its size as shown, or what is wrong with it in words for the team. */
export function judgeImage(src: string, bytes: Uint8Array): { width: number; height: number } | string {
  if (bytes.length === 0) return "is an empty file (0 bytes): it may not have finished downloading";
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return `is not a ${imageKinds} image (the file does not open as one)`;
  }
  const kind = size.type ?? "";
  if (!(kind in served))
    return `is ${named[kind] ?? `an ${kind.toUpperCase()}`} file; the site shows ${imageKinds} images`;
  if ((kind === "svg") !== /\.svg$/i.test(src))
    return `is ${served[kind]} data under another kind's name: upload it as a .${kind} file`;
  // Turned upright by the build, as a camera's orientation tag says.
  const [width, height] =
    (size.orientation ?? 1) >= 5 ? [size.height, size.width] : [size.width, size.height];
  if (!width || !height) return "is an image without a width and height";
  if (kind === "svg") {
    if (activeSvg.test(withoutCharacterReferences(new TextDecoder().decode(bytes))))
      return "is an SVG with a script in it; the site takes SVG drawings without scripts";
    return { width, height };
  }
  if (width * height > maxPixels)
    return `is ${width} x ${height} pixels; the site takes photos of at most ${Math.floor(maxPixels / 1e6)} million pixels`;
  const box = byFolder(imageBoxes, src);
  if (box && (width < box.width || height < box.height))
    return `is ${width} x ${height} pixels, smaller than the ${box.width || "any"} x ${box.height} px it is shown at: use a larger photo`;
  return { width, height };
}
