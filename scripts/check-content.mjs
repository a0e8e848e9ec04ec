// Validates everything under content/ in a second or two, without a full build:
// loads each content module (each parses itself with its zod schema) and prints the
// module and field of every mistake. Exit code 0 when all content is valid.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("..", import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { "@": root }, fsCache: false, moduleCache: false });

const modules = readdirSync(new URL("../content", import.meta.url))
  .filter(
    (file) =>
      file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "index.ts" && file !== "schema.ts",
  )
  .sort();

let failed = 0;
for (const file of modules) {
  try {
    await jiti.import(`${root}content/${file}`);
    console.log(`ok    content/${file}`);
  } catch (error) {
    failed += 1;
    const message = error instanceof Error ? error.message : String(error);
    console.log(`ERROR content/${file}\n${message.replace(/^/gm, "      ")}`);
  }
}
console.log(
  failed ? `\n${failed} content file(s) need fixing.` : `\nAll ${modules.length} content files are valid.`,
);
process.exit(failed ? 1 : 0);
