#!/usr/bin/env node
// Writes the site's web fonts from @fontsource-variable/inter's latin file into generated/fonts/,
// before `next build` and `next dev` (skipped while the outputs are newer than their inputs):
//   - inter-latin.woff2, which every page preloads, so it delays a first visit's first paint: printable
//     ASCII, the marks below and the latin characters of the sources (20 KB, against 30 KB for all);
//   - inter-latin-ext.woff2 and .css: the rest (accented letters a visitor may type), as a face whose
//     unicode-range keeps browsers from fetching it until a page shows one of its characters.
// Weights 400 to 700: the site sets 400 to 600, and `bolder` inside 600 asks for 900, drawn at 700.
// perf/web-font.test.mjs checks every page's text is in the preloaded font.
import "./node-version.mjs";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const WEIGHT_RANGE = { min: 400, max: 700 };
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn", "tnum"];
/** Marks of English typography the pages may use whether or not the sources have them yet. */
const TYPOGRAPHIC = "\u00a0‘’“”–—…•·×©®™€£°→←−";
/** Where the site's text is written: its content and the components that render it. */
const SOURCE_DIRS = ["content", "app", "components", "lib"];

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const pkg = join(root, "node_modules", "@fontsource-variable", "inter");
const sourceFile = "inter-latin-wght-normal.woff2";
const outDir = join(root, "generated", "fonts");
const output = join(outDir, "inter-latin.woff2");
const extOutput = join(outDir, "inter-latin-ext.woff2");
const extCss = join(outDir, "inter-latin-ext.css");

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

/** Not a control character, a line break or a byte-order mark: something a font draws. */
const drawable = (char) => !/[\p{Cc}\p{Cf}\n\r\t]/u.test(char);

/** A unicode-range descriptor for a set of characters, with runs of code points merged. */
function unicodeRange(chars) {
  const codes = [...new Set([...chars].map((char) => char.codePointAt(0)))].sort((a, b) => a - b);
  const runs = [];
  for (const code of codes) {
    if (runs.at(-1)?.[1] === code - 1) runs.at(-1)[1] = code;
    else runs.push([code, code]);
  }
  const hex = (code) => code.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

async function main() {
  const source = join(pkg, "files", sourceFile);
  const cssFile = join(pkg, "wght.css");
  const sources = SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map(String)
      // The spam filter's corpus is form posts in 33 languages, never shown on a page.
      .filter(
        (name) => /\.(tsx?|mdx?|json|ya?ml)$/.test(name) && !/\.test\.tsx?$|spam-corpus\.json$/.test(name),
      )
      .map((name) => join(root, dir, name)),
  );
  const newest = Math.max(
    ...[source, cssFile, fileURLToPath(import.meta.url), ...sources].map((file) => statSync(file).mtimeMs),
  );
  const generated = [output, extOutput, extCss].map((file) => statSync(file, { throwIfNoEntry: false }));
  if (Math.min(...generated.map((stat) => stat?.mtimeMs ?? 0)) >= newest) return;
  const latin = [...new Set(latinCharacters(readFileSync(cssFile, "utf8")))];
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
  const used = new Set([
    ...ascii,
    ...TYPOGRAPHIC,
    ...sources.map((file) => readFileSync(file, "utf8")).join(""),
  ]);
  const primary = latin.filter((char) => used.has(char) && drawable(char)).sort();
  const rest = latin.filter((char) => !used.has(char) && drawable(char) && !/\s/.test(char));
  const options = { targetFormat: "woff2", keepFeatures: FEATURES, variationAxes: { wght: WEIGHT_RANGE } };
  const font = readFileSync(source);
  const [preloaded, ext] = await Promise.all([
    subsetFont(font, primary.join(""), options),
    subsetFont(font, rest.join(""), options),
  ]);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(output, preloaded);
  writeFileSync(extOutput, ext);
  // font-display: swap, as it is only ever drawn where a visitor typed or pasted such a character.
  writeFileSync(
    extCss,
    `/* Generated by scripts/subset-font.mjs: the latin characters the preloaded font leaves out. */
@font-face {
  font-family: "Inter Extended";
  src: url("./inter-latin-ext.woff2") format("woff2");
  font-weight: ${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};
  font-style: normal;
  font-display: swap;
  unicode-range: ${unicodeRange(rest)};
}
`,
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
