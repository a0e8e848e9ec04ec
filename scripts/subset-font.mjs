#!/usr/bin/env node
// Writes the site's web font, generated/fonts/inter-latin.woff2, from the Inter variable font
// of @fontsource-variable/inter (latin subset). The page preloads this font, so its bytes sit
// between the visitor and the font swap; this file is 38% smaller than the package's:
//   - the same characters: the package's own unicode-range for its latin file, read from its CSS;
//   - only the OpenType features text on the site uses (kerning, ligatures, contextual
//     alternates, marks, tabular figures); the stylistic sets and character variants go;
//   - the weight axis cut to 400-900. The site sets 400 (text), 500 and 600, and `bolder` inside
//     600 asks for 900; nothing asks for less than 400. A weight outside the range renders at
//     the nearest end of it. perf/web-font.test.mjs checks that the built stylesheet asks
//     for nothing outside the range and that every page's text is in the font.
// Runs before `next build` and `next dev`; skips the work when the output is newer than its
// inputs.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

export const WEIGHT_RANGE = { min: 400, max: 900 };
export const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn", "tnum"];

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const pkg = join(root, "node_modules", "@fontsource-variable", "inter");
const sourceFile = "inter-latin-wght-normal.woff2";
export const output = join(root, "generated", "fonts", "inter-latin.woff2");

/** The unicode-range the package's CSS declares for its latin file, as a string of characters. */
export function latinCharacters(css) {
  const block = css.split("@font-face").find((b) => b.includes(`/${sourceFile}`));
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`no unicode-range for ${sourceFile} in @fontsource-variable/inter/wght.css`);
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

async function main() {
  const source = join(pkg, "files", sourceFile);
  const cssFile = join(pkg, "wght.css");
  const newest = Math.max(
    statSync(source).mtimeMs,
    statSync(cssFile).mtimeMs,
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
  );
  try {
    if (statSync(output).mtimeMs >= newest) return;
  } catch {
    // Not generated yet.
  }
  const font = await subsetFont(readFileSync(source), latinCharacters(readFileSync(cssFile, "utf8")), {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHT_RANGE },
  });
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, font);
  console.log(`web font: ${statSync(source).size} B -> ${font.length} B (${output.slice(root.length + 1)})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
