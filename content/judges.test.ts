/**
 * One judgement of the content: for a value of every kind of field, what the editor's field
 * accepts (in the browser, so in GitHub mode too), what `npm run check:content` (and the build,
 * which runs it) accepts, and what the loader behind `next dev` accepts must agree. Run in plain
 * Node, as the editor's code is ESM-only (as in content/editor.test.ts).
 */
import { execFileSync } from "node:child_process";

type Case = { kind: string; file: string; path: (string | number)[]; value: unknown };

const cases: Case[] = [];
const add = (kind: string, file: string, path: (string | number)[], ...values: unknown[]) =>
  values.forEach((value) => cases.push({ kind, file, path, value }));

const home = "content/pages/home.yaml";
const project = "content/projects/forma-design-system.yaml";
add("text", home, ["seo", "title"], "A search title of fair length", "Too short", "x".repeat(61), "   ");
add("paragraph", home, ["seo", "description"], "d".repeat(100), "d".repeat(69), "d".repeat(161));
add("slug", "content/pricing.yaml", ["groups", 0, "id"], "web-site", "Web Site", "a--b");
add("colour", home, ["seo", "card", "color1"], "#ff00aa", "#ff00a", "red");
add("https address", project, ["link"], "https://acme.example/work", "http://acme.example", "https://acme");
add("email", "content/site.yaml", ["email"], "hi@acme.example", "hi@");
add("whole number", "content/pricing.yaml", ["groups", 0, "plans", "basic", "price"], 345, 0, 100000, 3.5);
add("year", "content/site.yaml", ["foundingYear"], 2016, 1989, 20160);
add("choice", project, ["category"], "WEBSITE", "APP");
add("choices", project, ["services"], ["seo", "cro"], ["seo", "seo"], ["nope"]);
add("checkbox", project, ["home"], true, false);
add("list", "content/services/seo.yaml", ["otherServices"], ["cro", "branding", "mobile-app"], ["cro"]);
add(
  "template",
  "content/common.yaml",
  ["projectCount"],
  "{shown} of {total}",
  "{shown} shown",
  "{shown} {total} {all}",
);
add("preview card text", home, ["seo", "card", "heading"], "Łódź, Київ and Hà Nội", "Growth 🚀", "نمو");
add("company name, drawn on the cards", "content/site.yaml", ["name"], "Ärcline Digital", "Arcline 品牌");
// The editor writes a picked image only into its field's own folder.
add(
  "image",
  project,
  ["image", "src"],
  "/images/projects/forma-design-system/image/src.svg",
  "/images/projects/x.png",
);
add("project position", project, ["order"], 0, 999, -1);
// Another page's search title is a warning, not a mistake: every judge takes it.
add("text", "content/pages/pricing.yaml", ["seo", "title"], "__HOME_TITLE__");

const script = String.raw`
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { createJiti } from "jiti";
const root = process.cwd();
const jiti = createJiti(import.meta.url, { alias: { "@": root }, jsx: true });
const { loadContent } = await jiti.import(root + "/content/load.ts");
const { checkContent } = await jiti.import(root + "/content/check.ts");
const { singletons, collections } = await jiti.import(root + "/content/model.ts");
const config = (await jiti.import(root + "/keystatic.config.ts")).default;
const cases = JSON.parse(process.argv[1]);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "judges-"));
fs.cpSync(path.join(root, "content"), path.join(tmp, "content"), { recursive: true, filter: (s) => !/\.(tsx?|mjs)$/.test(s) });
fs.cpSync(path.join(root, "public", "images"), path.join(tmp, "public", "images"), { recursive: true });
const original = (file) => fs.readFileSync(path.join(root, file), "utf8");
const homeTitle = yaml.load(original("content/pages/home.yaml")).seo.title;

/** The editor's field for a path of a file, from the editor's own configuration. */
function editorFieldAt(file, at) {
  const entry = file.startsWith("content/projects/")
    ? config.collections.projects
    : Object.values(config.singletons).find((s) => s.path === file.replace(/\.yaml$/, ""));
  let field = { kind: "object", fields: entry.schema };
  for (const key of at) field = field.kind === "array" ? field.element : field.fields[key];
  return field;
}

/** Whether the editor's field lets the team keep this value (its own checks, as Save runs them). */
function editorAccepts(field, value) {
  if (field.kind === "array") {
    const { min = 0, max = Infinity } = field.validation?.length ?? {};
    return value.length >= min && value.length <= max && value.every((v) => editorAccepts(field.element, v));
  }
  try {
    // An image field is handed the file it names, as the editor reads it from disk.
    const file = path.join(tmp, "public", String(value));
    const extra = field.formKind === "asset" ? { asset: fs.existsSync(file) ? fs.readFileSync(file) : undefined, slug: undefined } : undefined;
    field.validate(field.parse(value, extra));
    return true;
  } catch {
    return false;
  }
}

const results = [];
for (const c of cases) {
  const value = c.value === "__HOME_TITLE__" ? homeTitle : c.value;
  const data = yaml.load(original(c.file));
  let node = data;
  for (const key of c.path.slice(0, -1)) node = node[key];
  node[c.path.at(-1)] = value;
  const text = yaml.dump(data);
  const editor = editorAccepts(editorFieldAt(c.file, c.path), value);
  fs.writeFileSync(path.join(tmp, c.file), text);
  const checked = !(await checkContent(tmp)).find((r) => r.file === c.file)?.error;
  let loaded = true;
  try { loadContent(tmp); } catch { loaded = false; }
  fs.writeFileSync(path.join(tmp, c.file), original(c.file));
  results.push({ ...c, editor, checked, loaded });
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(JSON.stringify(results));
`;

type Verdict = Case & { editor: boolean; checked: boolean; loaded: boolean };

const verdicts = JSON.parse(
  execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(cases)], {
    encoding: "utf8",
    timeout: 120_000,
  }),
) as Verdict[];

describe("one judgement of the content", () => {
  it.each(verdicts.map((v) => [v.kind, JSON.stringify(v.value).slice(0, 40), v] as const))(
    "%s %s: the editor's field, check:content and the dev server's loader agree",
    (_kind, _value, { editor, checked, loaded }) => {
      // The editor lets the team save exactly what the check, and so the build, accepts.
      expect({ editor, loaded }).toEqual({ editor: checked, loaded: checked });
    },
  );

  it("tries both a valid and an invalid value of every kind", () => {
    for (const kind of new Set(verdicts.map((v) => v.kind))) {
      const of = verdicts.filter((v) => v.kind === kind).map((v) => v.checked);
      expect({ kind, valid: of.includes(true), invalid: of.includes(false) }).toEqual({
        kind,
        valid: true,
        invalid: kind !== "checkbox",
      });
    }
  });
});
