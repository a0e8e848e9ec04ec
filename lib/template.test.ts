import { fill } from "@/lib/template";

describe("fill", () => {
  it("puts each value in its placeholder, as often as it appears, and leaves unknown braces", () => {
    expect(fill("Showing {shown} of {total} projects", { shown: 3, total: 15 })).toBe(
      "Showing 3 of 15 projects",
    );
    expect(fill("{n}/{n} {other}", { n: 2 })).toBe("2/2 {other}");
  });
});
