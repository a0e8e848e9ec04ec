// Validates everything under content/ in a second or two, without a full build: parses
// each file with its schema, then the references between files and the images they name,
// and prints the file and field of every mistake. Exit code 0 when all content is valid.
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
