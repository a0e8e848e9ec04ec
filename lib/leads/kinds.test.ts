/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isLeadKind, leadKindNames, leadKinds } from "@/lib/leads/kinds.mjs";

describe("the kinds of lead", () => {
  it.each(leadKindNames)("has a form route handler for %s at its route, built for that kind", (kind) => {
    const file = join(process.cwd(), "app", leadKinds[kind].route, "route.ts");
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toContain(`createFormRoute("${kind}")`);
  });

  it("gives every kind its own form route and agency API path", () => {
    expect(new Set(Object.values(leadKinds).map((kind) => kind.route)).size).toBe(leadKindNames.length);
    expect(new Set(Object.values(leadKinds).map((kind) => kind.upstreamPath)).size).toBe(
      leadKindNames.length,
    );
  });

  it("knows a stored lead's kind only if it is one of its own", () => {
    expect(leadKindNames.every(isLeadKind)).toBe(true);
    for (const other of ["contactBack", "constructor", "__proto__", "toString", ""])
      expect(isLeadKind(other)).toBe(false);
  });
});
