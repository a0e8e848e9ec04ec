/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formEndpoints, formKinds, isFormKind } from "@/lib/forms/endpoints";

describe("the form endpoint table", () => {
  it.each(formKinds)("has a route handler for %s at its route, built for that kind", (kind) => {
    const file = join(process.cwd(), "app", formEndpoints[kind].route, "route.ts");
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toContain(`createFormRoute("${kind}")`);
  });

  it("gives every endpoint its own route and agency API path", () => {
    const rows = Object.values(formEndpoints);
    expect(new Set(rows.map((row) => row.route)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.upstreamPath)).size).toBe(rows.length);
  });

  it("knows a stored lead's kind only if it is one of its own", () => {
    expect(formKinds.every(isFormKind)).toBe(true);
    for (const other of ["contactBack", "constructor", "__proto__", "toString", ""])
      expect(isFormKind(other)).toBe(false);
  });
});
