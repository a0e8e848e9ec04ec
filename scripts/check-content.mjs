// Checks content/ and public/images/ in a few seconds, without a build. `--quiet` prints the mistakes
// only: the build runs it first, so a mistake stops it with these words rather than a stack trace.
import "./node-version.mjs";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("..", import.meta.url));
const quiet = process.argv.includes("--quiet");
const jiti = createJiti(import.meta.url, { alias: { "@": root }, fsCache: false, moduleCache: false });
const { checkContent } = await jiti.import(`${root}content/check.ts`);
const { checkImages } = await jiti.import(`${root}content/images.ts`);
const { formatPath } = await jiti.import(`${root}content/errors.ts`);

const files = (await checkContent(root)).map(({ file, error }) => ({
  file,
  lines: error?.issues.map((issue) => `      ${formatPath(issue.path)}: ${issue.message}`).join("\n"),
}));
const images = (await checkImages(root)).map(({ file, error }) => ({
  file,
  lines: error && `      ${error}`,
}));
let failed = 0;
for (const { file, lines } of [...files, ...images]) {
  if (lines) {
    failed += 1;
    console.log(`ERROR ${file}\n${lines}`);
  } else if (!quiet && file.startsWith("content/")) console.log(`ok    ${file}`);
}
if (failed) console.log(`\n${failed} file(s) need fixing.`);
else if (!quiet) console.log(`\nAll ${files.length} content files and ${images.length} images are valid.`);
process.exit(failed ? 1 : 0);
