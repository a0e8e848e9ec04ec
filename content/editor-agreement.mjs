// Run by content/editor.test.ts (Keystatic is ESM-only, so this runs in plain Node): checks
// that the editor (keystatic.config.ts) and the schemas (content/schema.ts) agree, and prints
// a JSON report on stdout.
//
// - Every file reads through the editor's own reader, and is laid out as the editor writes
//   it (its YAML dump, fields in the editor's order), so a save changes the edited lines only.
// - For every field the editor offers, boundary values (empty, blank, at and past each limit,
//   each choice and a wrong one, patterns' near misses) are accepted by the editor exactly
//   when the schema accepts them in place of the file's value.
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import yaml from "js-yaml";

const root = fileURLToPath(new URL("..", import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { "@": root } });
const config = (await jiti.import(`${root}keystatic.config.ts`)).default;
const { fileSchemas } = await jiti.import(`${root}content/load.ts`);
const { createReader } = await import("@keystatic/core/reader");

const schemaOf = new Map(fileSchemas);
const report = { entries: [], readerErrors: [], layoutErrors: [], disagreements: [], checks: 0, fields: [] };

const strings = [
  "",
  " ",
  "x",
  "Two words",
  "web-development",
  "Web-Development",
  "-leading",
  "#ff5a36",
  "#fff",
  "ff5a36",
  "https://example.com/",
  "https://example.com",
  "http://example.com/",
  "https://localhost",
  "https://wa.me/13075550142",
  "https://wa.me/",
  "+13075550142",
  "13075550142",
  "US",
  "us",
  "hello@arcline.example",
  "hello@",
  "a@b.c",
];

const clone = (value) => structuredClone(value);

function setAt(data, path, value) {
  const copy = clone(data);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path.at(-1)] = value;
  return copy;
}

const label = (path) => path.map((key) => (typeof key === "number" ? "[]" : `.${key}`)).join("");

function editorAccepts(field, value, slugField = false) {
  try {
    if (slugField) field.validate({ name: value, slug: "entry" });
    else field.validate(field.parse(value, {}));
    return true;
  } catch {
    return false;
  }
}

function compare(entry, schema, base, path, candidates, accepts) {
  report.fields.push(`${entry}${label(path)}`);
  for (const candidate of candidates) {
    report.checks += 1;
    const editor = accepts(candidate);
    const zod = schema.safeParse(setAt(base, path, candidate)).success;
    if (editor !== zod)
      report.disagreements.push({
        field: `${entry}${label(path)}`,
        value: candidate,
        editor: editor ? "accepts" : "refuses",
        schema: zod ? "accepts" : "refuses",
      });
  }
}

function lengths({ min, max } = {}, current) {
  return [
    ...new Set(
      [min - 1, min, max, max + 1, current, current + 1].filter((n) => Number.isInteger(n) && n >= 0),
    ),
  ];
}

/** Walks an editor field and the file's value at `path` side by side. */
function walk(entry, schema, base, field, value, path, slugField) {
  if (field.kind === "object") {
    const fields = Object.keys(field.fields);
    const keys = Object.keys(value ?? {});
    if (JSON.stringify(fields) !== JSON.stringify(keys))
      report.layoutErrors.push(
        `${entry}${label(path)}: the editor's fields are ${fields}, the file's ${keys}`,
      );
    for (const key of fields)
      walk(entry, schema, base, field.fields[key], value?.[key], [...path, key], slugField);
    return;
  }
  if (field.kind === "array") {
    const items = value ?? [];
    const length = field.validation?.length ?? {};
    const resized = (n) => Array.from({ length: n }, (_, i) => clone(items[i % Math.max(items.length, 1)]));
    compare(entry, schema, base, path, lengths(length, items.length).map(resized), (candidate) => {
      const { min = 0, max = Infinity } = length;
      return candidate.length >= min && candidate.length <= max;
    });
    if (items.length > 0) walk(entry, schema, base, field.element, items[0], [...path, 0], slugField);
    return;
  }
  if (field.kind !== "form") return;
  if (field.formKind === "asset") {
    // An upload is stored as {publicPath}{name}.{extension}: every such path must parse.
    const upload = field.serialize(
      { data: new Uint8Array(), extension: "PNG", filename: "photo.PNG" },
      { suggestedFilenamePrefix: "testimonials/0/image/src", slug: "some-entry" },
    ).value;
    compare(entry, schema, base, path, [upload, value], () => true);
    return;
  }
  if ("options" in field) {
    compare(entry, schema, base, path, [...field.options.map((o) => o.value), "Other", ""], (v) =>
      editorAccepts(field, v),
    );
    return;
  }
  if (Array.isArray(value)) {
    // A relationship list: slugs of entries.
    const slugs = (n) => Array.from({ length: n }, (_, i) => value[i] ?? `entry-${i}`);
    const { min, max } = field.validation?.length ?? {};
    compare(entry, schema, base, path, lengths({ min, max }, value.length).map(slugs), (v) =>
      editorAccepts(field, v),
    );
    return;
  }
  if (typeof value === "number") {
    compare(entry, schema, base, path, [-5, 0, 1, 2.5, 345, 1989, 1990, 2100, 2101, value, null, "12"], (v) =>
      editorAccepts(field, v),
    );
    return;
  }
  const near = [value, `${value} more`, "x".repeat(400), "x".repeat(401)];
  const isSlug = path.length === 1 && path[0] === slugField;
  compare(entry, schema, base, path, [...strings, ...near], (v) => editorAccepts(field, v, isSlug));
}

const reader = createReader(root, config);

function check(kind, name, entry) {
  const location = entry.path.replace(/^content\//, "").replace(/\/\*$/, "");
  const schema = schemaOf.get(kind === "collection" ? location : `${location}.yaml`);
  if (!schema) {
    report.layoutErrors.push(`${name}: content/${location} has no schema in content/load.ts`);
    return;
  }
  const files =
    kind === "collection"
      ? readdirSync(`${root}content/${location}`)
          .filter((f) => f.endsWith(".yaml"))
          .map((f) => [`${location}/${f}`, f.slice(0, -5)])
      : [[`${location}.yaml`, undefined]];
  const [first] = files[0];
  const base = yaml.load(readFileSync(`${root}content/${first}`, "utf8"));
  report.entries.push(`content/${location}`);
  walk(name, schema, base, { kind: "object", fields: entry.schema }, base, [], entry.slugField);
  return files;
}

async function read(kind, name, files) {
  for (const [file, slug] of files) {
    const text = readFileSync(`${root}content/${file}`, "utf8");
    if (yaml.dump(yaml.load(text)) !== text)
      report.layoutErrors.push(`content/${file}: not laid out as the editor writes YAML`);
    try {
      if (kind === "collection") await reader.collections[name].readOrThrow(slug);
      else await reader.singletons[name].readOrThrow();
    } catch (error) {
      report.readerErrors.push(`content/${file}: ${error.message}`);
    }
  }
}

const entries = [
  ...Object.entries(config.singletons).map(([name, entry]) => ["singleton", name, entry]),
  ...Object.entries(config.collections).map(([name, entry]) => ["collection", name, entry]),
];
const filesOf = entries.map(([kind, name, entry]) => check(kind, name, entry));
// The reader runs last: once it has read an entry, the editor's validators of that entry's
// fields pass anything (seen with @keystatic/core 0.6.9).
for (const [i, [kind, name]] of entries.entries()) if (filesOf[i]) await read(kind, name, filesOf[i]);

process.stdout.write(JSON.stringify(report));
