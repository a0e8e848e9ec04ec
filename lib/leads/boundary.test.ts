/**
 * @jest-environment node
 *
 * The house's layers are kept by ESLint (eslint.config.mjs, `import/no-restricted-paths`), which
 * resolves each import, so a relative path past an entry point is caught like an aliased one. These
 * lint a line at a given place in the project, as `npm run check` would (in a Node of its own:
 * ESLint loads its configuration as an ES module).
 */
import { execFileSync } from "node:child_process";

const refused: [string, string][] = [
  ["components/x.ts", 'import { LeadStore } from "@/lib/leads/store.mjs";'],
  ["lib/forms/x.ts", 'import { LeadStore } from "../leads/store.mjs";'],
  ["app/api/x/route.ts", 'import { attemptDelivery } from "../../../lib/leads/delivery";'],
  ["scripts/x.mjs", 'import { LeadStore } from "../lib/leads/store.mjs";'],
  ["lib/leads/x.ts", 'import { formCopy } from "@/lib/forms/copy";'],
  ["content/x.ts", 'import { routes } from "../lib/routes";'],
];
const allowed: [string, string][] = [
  ["components/x.ts", 'import { checkLead } from "@/lib/leads/kinds.mjs";'],
  ["lib/forms/x.ts", 'import { submitLead } from "@/lib/leads";'],
  ["scripts/x.mjs", 'import { LeadStore } from "../lib/leads/staff.mjs";'],
  ["lib/leads/x.ts", 'import { subjects } from "../../content/contact-form.mjs";'],
];

const script = `
import { ESLint } from "eslint";
// no-cycle reads the files an import names, and these lines exist in no file; import/named makes
// sure each line imports what its module exports, so a refusal is for the path alone.
const eslint = new ESLint({ overrideConfig: { rules: { "import/no-cycle": "off", "import/named": "error" } } });
const out = [];
for (const [filePath, code] of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code + "\\n", { filePath });
  const count = (rule) => result.messages.filter((m) => m.ruleId === rule).length;
  out.push([count("import/no-restricted-paths"), count("import/named")]);
}
console.log(JSON.stringify(out));
`;

const counts = JSON.parse(
  execFileSync(
    process.execPath,
    ["--input-type=module", "-e", script, JSON.stringify([...refused, ...allowed])],
    {
      encoding: "utf8",
      timeout: 120_000,
    },
  ),
) as [number, number][];

describe("the lead path's entry points and the content layer", () => {
  it.each(refused.map(([file, code], i) => [file, code, counts[i]] as const))(
    "%s may not %s",
    (_file, _code, count) => expect(count).toEqual([1, 0]),
  );
  it.each(allowed.map(([file, code], i) => [file, code, counts[refused.length + i]] as const))(
    "%s may %s",
    (_file, _code, count) => expect(count).toEqual([0, 0]),
  );
});
