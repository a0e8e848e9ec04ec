/**
 * @jest-environment node
 */
import { isLeadKind, leadKindNames, leadKinds } from "@/lib/leads/kinds.mjs";

describe("the kinds of lead", () => {
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
