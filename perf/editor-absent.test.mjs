// A normal production build carries none of the editor (/keystatic): no route, no script, no
// file-writing API. It needs `next build` first, like the size check beside it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const next = join(process.cwd(), ".next");
// A string of the editor's browser code: it calls its own API there.
const EDITOR_MARKER = "api/keystatic";

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the production build without the editor's variables", () => {
  test("has no /keystatic page and no /api/keystatic handler", () => {
    const routes = Object.values(
      JSON.parse(readFileSync(join(next, "app-path-routes-manifest.json"), "utf8")),
    );
    expect(routes).toContain("/about");
    expect(routes.filter((route) => route.includes("keystatic"))).toEqual([]);
  });

  test("ships none of the editor's code to browsers", () => {
    // The browser build of the editor's interface has the marker, so its absence means something.
    const editorUi = readFileSync(
      join(process.cwd(), "node_modules/@keystatic/core/dist/keystatic-core-ui.js"),
      "utf8",
    );
    expect(editorUi).toContain(EDITOR_MARKER);
    const chunks = filesUnder(join(next, "static"));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((file) => readFileSync(file, "utf8").includes(EDITOR_MARKER))).toEqual([]);
  });

  test("has no editor code on the server either", () => {
    const server = filesUnder(join(next, "server"));
    expect(server.filter((file) => readFileSync(file, "utf8").includes(EDITOR_MARKER))).toEqual([]);
  });
});
