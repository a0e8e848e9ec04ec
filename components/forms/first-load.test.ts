/**
 * @jest-environment node
 *
 * The form schemas (zod, and so the table of lead kinds that holds them) load when a visitor
 * starts on a form, not with every page: no browser module may import them up front.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = process.cwd();
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  root,
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What a module imports when it loads: not `import type`, not `import()`. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    const declaration =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement : undefined;
    if (!declaration?.moduleSpecifier || !ts.isStringLiteral(declaration.moduleSpecifier)) return [];
    if (ts.isImportDeclaration(declaration)) {
      const clause = declaration.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.every((e) => e.isTypeOnly));
      if (typesOnly) return [];
    } else if (declaration.isTypeOnly) return [];
    return [declaration.moduleSpecifier.text];
  });
}

/** The chain of imports from `file` to zod, if there is one. */
function pathToZod(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const specifier of staticImports(file)) {
    if (specifier === "zod") return [file, "zod"];
    const resolved = ts.resolveModuleName(specifier, file, config.options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const rest = pathToZod(resolved.resolvedFileName, seen);
    if (rest) return [file, ...rest];
  }
  return undefined;
}

// The editor (app/keystatic) is a separate app with its own root layout, and checks its
// fields with the content schemas on purpose; it is never part of a site page.
const editorDir = join(root, "app", "keystatic");
const browserModules = [...sources(join(root, "components")), ...sources(join(root, "app"))].filter(
  (file) => !file.startsWith(editorDir) && /^["']use client["']/.test(readFileSync(file, "utf8")),
);

describe("the first script of a page", () => {
  it("finds the browser modules, the forms among them", () => {
    expect(browserModules.map((file) => relative(root, file))).toEqual(
      expect.arrayContaining(["components/forms/contact-fields.tsx", "components/forms/email-fields.tsx"]),
    );
  });

  it.each(browserModules.map((file) => [relative(root, file), file]))("%s does not load zod", (_, file) => {
    expect(pathToZod(file)?.map((path) => relative(root, path))).toBeUndefined();
  });
});
