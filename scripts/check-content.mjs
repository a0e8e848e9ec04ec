// Checks everything under content/ and public/images/ in a few seconds, without a build: each
// file against its schema in content/model.ts, the images it names and the characters its
// preview card must draw, and every image the build would make a web-sized copy of, printing the file and field of every mistake in every
// file. Exit code 0 when all content is valid. `--quiet` prints the mistakes only (the build
// runs it first, so that a mistake stops it with these words rather than a stack trace).
import "./node-version.mjs";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import yaml from "js-yaml";

const root = fileURLToPath(new URL("..", import.meta.url));
const quiet = process.argv.includes("--quiet");
const jiti = createJiti(import.meta.url, { alias: { "@": root }, fsCache: false, moduleCache: false });
const { checkContent } = await jiti.import(`${root}content/load.ts`);
const { checkImages } = await jiti.import(`${root}content/images.ts`);
const { formatPath } = await jiti.import(`${root}content/errors.ts`);
const { cardIssues } = await jiti.import(`${root}lib/seo/card-text.ts`);

/** What the preview cards could not draw in a file that parses (the build would fail on it). */
async function cardLines(file) {
  let data;
  try {
    data = yaml.load(readFileSync(`${root}${file}`, "utf8"));
  } catch {
    return [];
  }
  return (await cardIssues(file, data)).map((issue) => `      ${formatPath(issue.path)}: ${issue.message}`);
}

const files = await Promise.all(
  checkContent(root).map(async ({ file, error }) => {
    const lines = [
      ...(error?.message
        .split("\n")
        .slice(1)
        .map((line) => line.replace(/^ {2}/, "      ")) ?? []),
      ...(await cardLines(file)),
    ];
    return { file, lines: lines.length ? lines.join("\n") : undefined };
  }),
);
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
