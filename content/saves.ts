import { posix } from "node:path";
import { imageProblem } from "@/content/images";
import { checkContent } from "@/content/check";
import { diskSource, type Source } from "@/content/load";
import { entryOf, fieldName, SEPARATOR } from "@/content/names";

export type Addition = { path: string; contents: Buffer };

// Judged as `npm run check:content` would judge it written; only the files it writes, so a file
// broken by hand elsewhere does not stop the team from saving another.
export async function judgeSave(root: string, additions: Addition[], deletions: string[]): Promise<string[]> {
  const source = overlay(diskSource(root), additions, deletions);
  const problems: string[] = [];
  for (const { path, contents } of additions) {
    if (!path.startsWith("public/images/")) continue;
    const wrong = await imageProblem(path.slice("public".length), contents);
    if (wrong) problems.push(`The uploaded image ${path.split("/").pop()} ${wrong}.`);
  }
  const written = new Set(additions.map((addition) => addition.path));
  for (const { file, error, data } of await checkContent(source)) {
    if (!written.has(file) || !error) continue;
    // Every file the check reads is an entry's.
    const { label, schema } = entryOf(file, data)!;
    for (const issue of error.issues) {
      // An uploaded image's own mistake is said above, by its name.
      if (additions.some(({ path }) => issue.message.startsWith(`${path} `))) continue;
      const field = fieldName(schema, issue.path, data);
      problems.push(`${[label, field].filter(Boolean).join(SEPARATOR)}: ${issue.message}.`);
    }
  }
  return problems;
}

function overlay(base: Source, additions: Addition[], deletions: string[]): Source {
  const added = new Map(additions.map(({ path, contents }) => [path, contents]));
  const gone = new Set(deletions);
  return {
    read: (file) => added.get(file) ?? (gone.has(file) ? undefined : base.read(file)),
    list: (folder) => {
      const names = new Set(base.list(folder).filter((name) => !gone.has(`${folder}/${name}`)));
      for (const file of added.keys()) if (posix.dirname(file) === folder) names.add(posix.basename(file));
      return [...names];
    },
  };
}
