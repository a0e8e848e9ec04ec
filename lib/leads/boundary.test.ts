/**
 * @jest-environment node
 *
 * The lead path has one door: the rest of the site imports `@/lib/leads` (index.ts), or the
 * browser-safe tables of lead kinds and fields, and nothing in lib/leads imports back.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const imports = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);

const leads = sources(join(root, "lib", "leads"));
const rest = ["app", "components", "content", "lib"]
  .flatMap((dir) => sources(join(root, dir)))
  .filter((file) => !file.startsWith(join(root, "lib", "leads")))
  .concat(join(root, "instrumentation.ts"));

describe("the lead path's door", () => {
  it("is the only way in: the rest of the site imports lib/leads, its kinds or its fields", () => {
    const door = new Set([
      "@/lib/leads",
      "@/lib/leads/kinds.mjs",
      "@/lib/leads/fields.mjs",
      "@/lib/leads/words",
    ]);
    const through = rest.flatMap((file) =>
      imports(file)
        .filter((path) => path.startsWith("@/lib/leads") && !door.has(path))
        .map((path) => `${relative(root, file)} -> ${path}`),
    );
    expect(through).toEqual([]);
  });

  it("imports nothing of the forms, the pages or the components", () => {
    const back = leads.flatMap((file) =>
      imports(file)
        .filter((path) => /^@\/(lib\/forms|app|components|content)(\/|$)/.test(path))
        .map((path) => `${relative(root, file)} -> ${path}`),
    );
    expect(back).toEqual([]);
  });
});
