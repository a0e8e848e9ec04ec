// Checks content/ and public/images/ (of this project, or of the folder named) in a few seconds,
// without a build. `--quiet` prints the mistakes and warnings only: the build runs it first, so a
// mistake stops it with these words rather than a stack trace, and a warning (what spans entries,
// e.g. two pages' search titles) is said while the site still publishes.
import "./node-version.mjs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createJiti } from "jiti";

const code = fileURLToPath(new URL("..", import.meta.url));
const { values, positionals } = parseArgs({
  options: { quiet: { type: "boolean" } },
  allowPositionals: true,
});
const quiet = values.quiet ?? false;
const root = positionals[0] ? resolve(positionals[0]) : code;
const jiti = createJiti(import.meta.url, { alias: { "@": code }, fsCache: false, moduleCache: false });
const { checkContent } = await jiti.import(`${code}content/check.ts`);
const { checkImages } = await jiti.import(`${code}content/images.ts`);
const { formatPath } = await jiti.import(`${code}content/errors.ts`);

const linesOf = (issues) =>
  issues.map((issue) => `      ${formatPath(issue.path)}: ${issue.message}`).join("\n");
const files = (await checkContent(root)).map(({ file, error, warnings }) => ({
  file,
  lines: error && linesOf(error.issues),
  warnings: warnings.length ? linesOf(warnings) : undefined,
}));
const images = (await checkImages(root)).map(({ file, error }) => ({
  file,
  lines: error && `      ${error}`,
}));
let failed = 0;
let warned = 0;
for (const { file, lines, warnings } of [...files, ...images]) {
  if (lines) {
    failed += 1;
    console.log(`ERROR ${file}\n${lines}`);
  }
  if (warnings) {
    warned += 1;
    console.log(`WARN ${file}\n${warnings}`);
  }
  if (!lines && !warnings && !quiet && file.startsWith("content/")) console.log(`ok    ${file}`);
}
if (failed) console.log(`\n${failed} file(s) need fixing.`);
else if (!quiet) console.log(`\nAll ${files.length} content files and ${images.length} images are valid.`);
if (warned) console.log(`\n${warned} file(s) with a warning: the site still publishes.`);
process.exit(failed ? 1 : 0);
