/**
 * The editor's fields are made from the content model (content/editor.tsx). These tests run
 * the mapping in plain Node, as the editor does (Keystatic is ESM-only), and check what a
 * marketing person would meet: a new field appears in the editor with its limits, the editor
 * reads every file, and a wrong list entry is named in the list.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import yaml from "js-yaml";
import { checkContent } from "@/content/check";
import { languages, translations } from "@/content/languages";
import { collections, singletons } from "@/content/model";
import { translatedPart } from "@/content/translation";

const script = String.raw`
import fs from "node:fs";
import yaml from "js-yaml";
import { createJiti } from "jiti";
const root = process.cwd();
const jiti = createJiti(import.meta.url, { alias: { "@": root }, jsx: true });
const { editorField, entryLabel } = await jiti.import(root + "/content/editor.tsx");
const { text } = await jiti.import(root + "/content/fields.ts");
const { singletons } = await jiti.import(root + "/content/model.ts");
const config = (await jiti.import(root + "/keystatic.config.ts")).default;
const { createReader } = await import("@keystatic/core/reader");

const attempt = (field, value) => {
  try {
    field.validate(value);
    return "accepted";
  } catch (error) {
    return error.message;
  }
};

// One new field, written once in the model.
const schema = singletons.home.schema.extend({
  promo: text("Promo line", 40, { description: "The line above the headline." }),
});
const promo = editorField(schema, "home").fields.promo;
const home = yaml.load(fs.readFileSync("content/pages/home.yaml", "utf8"));
const built = (value) => {
  const result = schema.safeParse({ ...home, promo: value });
  return result.success ? "accepted" : result.error.issues.map((i) => i.path.join(".") + ": " + i.message);
};

const reader = createReader(root, config);
const readerErrors = [];
const read = async (name, entry) => {
  try {
    if ((await entry()) === null) readerErrors.push(name + ": missing");
  } catch (error) {
    readerErrors.push(name + ": " + error.message);
  }
};
for (const name of Object.keys(config.singletons)) await read(name, () => reader.singletons[name].read());
for (const slug of await reader.collections.projects.list())
  await read("projects/" + slug, () => reader.collections.projects.read(slug));

const stats = singletons.about.schema.shape.company.shape.stats;
const preview = (label) => ({ fields: { value: { value: "12+" }, label: { value: label } } });

console.log(JSON.stringify({
  promo: {
    kind: promo.kind,
    label: promo.label,
    editor: [attempt(promo, "Summer offer: 20% off audits"), attempt(promo, "x".repeat(41))],
    build: [built("Summer offer: 20% off audits"), built("x".repeat(41))],
  },
  entries: [
    ...Object.values(config.singletons).map((entry) => entry.path),
    ...Object.values(config.collections).map((entry) => entry.path),
  ],
  addable: Object.keys(config.collections),
  spanishTitle: ["", "Corto", "x".repeat(61), "Sobre Arcline Digital y su equipo"].map((value) =>
    attempt(config.singletons["about-es"].schema.seo.fields.title, value),
  ),
  projectColumns: config.collections.projects.columns,
  navigation: config.ui.navigation,
  readerErrors,
  labels: [
    entryLabel(stats.element, preview("Years in business"), "value"),
    entryLabel(stats.element, preview(" "), "value"),
  ],
  serviceOptions: [
    config.collections.projects.schema.services.options,
    config.singletons["service-seo"].schema.otherServices.options,
  ],
}));
`;

type Report = {
  promo: { kind: string; label: string; editor: string[]; build: (string | string[])[] };
  entries: string[];
  addable: string[];
  spanishTitle: string[];
  projectColumns: string[];
  navigation: Record<string, string[]>;
  readerErrors: string[];
  labels: string[];
  serviceOptions: { label: string; value: string }[][];
};

const report = JSON.parse(
  execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    timeout: 60_000,
  }),
) as Report;

describe("the editor, made from the content model", () => {
  it("offers a field added to the model once, with the limits the build checks", () => {
    expect(report.promo).toEqual({
      kind: "form",
      label: "Promo line",
      editor: ["accepted", "Promo line must be no longer than 40 characters"],
      build: ["accepted", ["promo: must be at most 40 characters"]],
    });
  });

  it("edits every content file the build checks, and adds only projects", async () => {
    const checked = (await checkContent(process.cwd())).map(({ file }) => file);
    const editable = report.entries.map((entry) => `${entry.replace(/\/\*$/, "/")}`);
    for (const file of checked)
      expect([
        file,
        editable.some((entry) => file === `${entry}.yaml` || (entry.endsWith("/") && file.startsWith(entry))),
      ]).toEqual([file, true]);
    expect(report.entries).toHaveLength(
      (Object.keys(singletons).length + Object.keys(collections).length) * languages.length,
    );
    expect(report.addable).toEqual(["projects", "projects-es"]);
    expect(report.projectColumns[0]).toBe("title");
  });

  it("groups the dashboard by what each entry edits", () => {
    expect(Object.keys(report.navigation)).toEqual([
      "Pages",
      "Service pages",
      "Lists shown on pages",
      "On every page",
      "Español",
    ]);
    expect(report.navigation["Service pages"]).toHaveLength(6);
  });

  it("lets a translated field be left empty, not yet translated, and holds it to the English field's limits", () => {
    expect(report.spanishTitle).toEqual([
      "accepted",
      "Search title must be 15-60 characters",
      "Search title must be no longer than 60 characters",
      "accepted",
    ]);
  });

  it("reads every file with the editor's own reader", () => {
    expect(report.readerErrors).toEqual([]);
  });

  it("keeps each file as the editor writes it, so a save changes only the edited lines", () => {
    const order = (value: unknown, schema: unknown): unknown => {
      const shape = (schema as { shape?: Record<string, unknown> }).shape;
      const element = (schema as { element?: unknown }).element;
      if (Array.isArray(value)) return value.map((item) => order(item, element));
      if (!shape || typeof value !== "object" || value === null) return value;
      return Object.fromEntries(
        Object.keys(shape).map((key) => [key, order((value as Record<string, unknown>)[key], shape[key])]),
      );
    };
    const files: [string, unknown][] = [
      ...Object.values(singletons).map((entry): [string, unknown] => [
        `content/${entry.file}.yaml`,
        entry.schema,
      ]),
      ...fs
        .readdirSync("content/projects")
        .map((name): [string, unknown] => [`content/projects/${name}`, collections.projects.schema]),
      ...translations.flatMap((code) => [
        ...Object.values(singletons).map((entry): [string, unknown] => [
          `content/${code}/${entry.file}.yaml`,
          translatedPart(entry.schema),
        ]),
        ...fs
          .readdirSync(`content/${code}/projects`)
          .map((name): [string, unknown] => [
            `content/${code}/projects/${name}`,
            translatedPart(collections.projects.schema),
          ]),
      ]),
    ];
    for (const [file, schema] of files) {
      const text = fs.readFileSync(file, "utf8");
      expect([file, yaml.dump(order(yaml.load(text), schema))]).toEqual([file, text]);
    }
  });

  it("names each service by its name where the team picks one, never by its slug", () => {
    for (const options of report.serviceOptions)
      expect(options).toContainEqual({ label: "Web development", value: "web-development" });
    expect(
      report.serviceOptions
        .flat()
        .filter((option) => option.label === option.value && option.value !== option.value.toUpperCase()),
    ).toEqual([]);
  });

  it("names a list entry with a mistake, and what the mistake is, in the list itself", () => {
    expect(report.labels).toEqual(["12+", "12+ ⚠ label: must not be empty"]);
  });
});
