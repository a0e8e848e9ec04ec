#!/usr/bin/env node
// Writes the site's web fonts from the Inter variable font of @fontsource-variable/inter (latin
// subset), into generated/fonts/:
//   - inter-latin.woff2, the font every page preloads: the characters the site's text is written
//     in (printable ASCII, the typographic marks below, and every other character of the
//     package's latin range that the site's sources contain). It sits between a first-time
//     visitor and the first paint, so it carries nothing the pages do not draw: 20 KB, against
//     30 KB for the whole latin range and 48 KB for the package's file;
//   - inter-latin-ext.woff2 and inter-latin-ext.css: the rest of the latin range (accented
//     letters a visitor may type into a form, and the like) as a face of its own whose
//     unicode-range keeps browsers from fetching it until a page shows one of its characters.
// Both keep only the OpenType features text on the site uses (kerning, ligatures, contextual
// alternates, marks, tabular figures; the stylistic sets and character variants go) and the
// weight axis from 400 to 700: the site sets 400 (text), 500 and 600, and `bolder` inside 600,
// which asks for 900, renders at 700, still a step up. perf/web-font.test.mjs checks that the
// built stylesheet asks for nothing outside the range and that every page's text is in the
// preloaded font.
// Runs before `next build` and `next dev`; skips the work when the outputs are newer than their
// inputs.
import "./node-version.mjs";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

export const WEIGHT_RANGE = { min: 400, max: 700 };
export const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn", "tnum"];
/** Marks of English typography the pages may use whether or not the sources have them yet. */
export const TYPOGRAPHIC = "\u00a0‘’“”–—…•·×©®™€£°→←↑↓−";
/** Where the site's text is written: its content and the components that render it. */
export const SOURCE_DIRS = ["content", "app", "components", "lib"];

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const pkg = join(root, "node_modules", "@fontsource-variable", "inter");
const sourceFile = "inter-latin-wght-normal.woff2";
const outDir = join(root, "generated", "fonts");
export const output = join(outDir, "inter-latin.woff2");
export const extOutput = join(outDir, "inter-latin-ext.woff2");
export const extCss = join(outDir, "inter-latin-ext.css");

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

/** The site's source files whose text can reach a page. */
function sourceFiles() {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map(String)
      .filter((name) => /\.(tsx?|mdx?|json|ya?ml)$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => join(root, dir, name)),
  );
}

/** Not a control character, a line break or a byte-order mark: something a font draws. */
const drawable = (char) => !/[\p{Cc}\p{Cf}\n\r\t]/u.test(char);

/** The characters of the preloaded font: ASCII, TYPOGRAPHIC, and what the sources contain. */
export function primaryCharacters(latin, sources) {
  const inLatin = new Set(latin);
  const chars = new Set();
  for (let code = 0x20; code < 0x7f; code++) chars.add(String.fromCharCode(code));
  for (const char of TYPOGRAPHIC) chars.add(char);
  for (const text of sources)
    for (const char of text) if (inLatin.has(char) && drawable(char)) chars.add(char);
  return [...chars].filter((char) => inLatin.has(char)).sort();
}

/** A unicode-range descriptor for a set of characters, with runs of code points merged. */
export function unicodeRange(chars) {
  const codes = [...new Set([...chars].map((char) => char.codePointAt(0)))].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < codes.length; i++) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === codes[j] + 1) j++;
    const hex = (code) => code.toString(16).toUpperCase();
    parts.push(j > i ? `U+${hex(codes[i])}-${hex(codes[j])}` : `U+${hex(codes[i])}`);
    i = j;
  }
  return parts.join(", ");
}

async function main() {
  const source = join(pkg, "files", sourceFile);
  const cssFile = join(pkg, "wght.css");
  const sources = sourceFiles();
  const newest = Math.max(
    statSync(source).mtimeMs,
    statSync(cssFile).mtimeMs,
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
    ...sources.map((file) => statSync(file).mtimeMs),
  );
  try {
    if (Math.min(...[output, extOutput, extCss].map((file) => statSync(file).mtimeMs)) >= newest) return;
  } catch {
    // Not generated yet.
  }
  const latin = latinCharacters(readFileSync(cssFile, "utf8"));
  const primary = primaryCharacters(
    latin,
    sources.map((file) => readFileSync(file, "utf8")),
  );
  const taken = new Set(primary);
  const rest = [...latin].filter((char) => !taken.has(char) && drawable(char) && !/\s/.test(char));
  const options = { targetFormat: "woff2", keepFeatures: FEATURES, variationAxes: { wght: WEIGHT_RANGE } };
  const font = readFileSync(source);
  const [preloaded, ext] = await Promise.all([
    subsetFont(font, primary.join(""), options),
    subsetFont(font, rest.join(""), options),
  ]);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(output, preloaded);
  writeFileSync(extOutput, ext);
  writeFileSync(
    extCss,
    [
      "/* Generated by scripts/subset-font.mjs: the latin characters the preloaded font leaves out. */",
      "@font-face {",
      '  font-family: "Inter Extended";',
      '  src: url("./inter-latin-ext.woff2") format("woff2");',
      `  font-weight: ${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};`,
      "  font-style: normal;",
      // Only ever drawn where a visitor typed or pasted such a character: no layout waits on it.
      "  font-display: swap;",
      `  unicode-range: ${unicodeRange(rest)};`,
      "}",
      "",
    ].join("\n"),
  );
  const rel = (file) => file.slice(root.length + 1);
  console.log(
    `web font: ${statSync(source).size} B -> ${preloaded.length} B, ${primary.length} characters (${rel(output)}); ` +
      `${ext.length} B, ${rest.length} more on demand (${rel(extOutput)})`,
  );
}

// Not a top-level await: perf/web-font.test.mjs imports this module through Jest's CommonJS.
if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
