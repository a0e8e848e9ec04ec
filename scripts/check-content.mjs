// Checks everything under content/ in a second or two, without a build: each file against its
// schema in content/model.ts and the images it names, printing the file and field of every
// mistake in every file. Exit code 0 when all content is valid.
import "./node-version.mjs";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("..", import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { "@": root }, fsCache: false, moduleCache: false });
const { checkContent } = await jiti.import(`${root}content/load.ts`);

const results = checkContent(root);
let failed = 0;
for (const { file, error } of results) {
  if (!error) {
    console.log(`ok    ${file}`);
    continue;
  }
  failed += 1;
  console.log(`ERROR ${file}\n${error.message.split("\n").slice(1).join("\n").replace(/^ {2}/gm, "      ")}`);
}
console.log(
  failed ? `\n${failed} content file(s) need fixing.` : `\nAll ${results.length} content files are valid.`,
);
process.exit(failed ? 1 : 0);
