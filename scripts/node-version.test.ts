/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { nodeProblem } from "./node-version.mjs";

describe("the Node.js version check", () => {
  it.each(["22.12.0", "22.20.1", "24.0.0", "24.21.0", "26.1.0"])(
    "lets Node.js %s run the site",
    (version) => {
      expect(nodeProblem(version)).toBeUndefined();
    },
  );

  it.each(["18.20.4", "20.20.2", "22.11.0", "23.5.0"])(
    "stops Node.js %s with one line naming what works",
    (version) => {
      const problem = nodeProblem(version);
      expect(problem).toBe(
        `This site needs Node.js 22.12+ or 24+, and this is Node.js ${version}: install the version in .nvmrc (24).`,
      );
    },
  );

  it("allows what package.json's engines allow, and .nvmrc names a version it allows", () => {
    const { engines } = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
    expect(engines.node).toBe("^22.12.0 || >=24.0.0");
    expect(nodeProblem(`${readFileSync(".nvmrc", "utf8").trim()}.0.0`)).toBeUndefined();
  });
});
