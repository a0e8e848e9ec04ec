/**
 * The editor (keystatic.config.ts) and the schemas (content/schema.ts) describe the same
 * files: what the editor lets the team save, the build accepts, and the other way round.
 * The comparison runs in plain Node (content/editor-agreement.mjs): Keystatic is ESM-only.
 */
import { execFileSync } from "node:child_process";
import { fileSchemas } from "@/content/load";

type Report = {
  entries: string[];
  readerErrors: string[];
  layoutErrors: string[];
  disagreements: { field: string; value: unknown; editor: string; schema: string }[];
  checks: number;
  fields: string[];
};

const report = JSON.parse(
  execFileSync(process.execPath, ["content/editor-agreement.mjs"], { encoding: "utf8", timeout: 60_000 }),
) as Report;

describe("the editor and the content schemas", () => {
  it("edit every content file", () => {
    const files = fileSchemas.map(([file]) => `content/${file.replace(/\.yaml$/, "")}`);
    expect([...report.entries].sort()).toEqual([...files].sort());
  });

  it("read every file without an error in the editor's own reader", () => {
    expect(report.readerErrors).toEqual([]);
  });

  it("keep each file as the editor writes it, so a save changes only the edited lines", () => {
    expect(report.layoutErrors).toEqual([]);
  });

  it("accept and refuse the same values in every field", () => {
    expect(report.fields).toEqual(
      expect.arrayContaining([
        "pricing.groups[].plans[].price",
        "pricing.groups[].plans[].features",
        "testimonials.testimonials[].quote",
        "testimonials.testimonials",
        "services.name",
        "services.otherServices",
        "projects.category",
        "home.offer.services",
        "site.email",
      ]),
    );
    expect(report.checks).toBeGreaterThan(3000);
    // The one rule the editor cannot express: the three plans come as Basic, Premium and
    // Enterprise, in that order. The build refuses any other order, naming the field.
    expect(report.disagreements).toEqual([
      { field: "pricing.groups[].plans[].title", value: "Premium", editor: "accepts", schema: "refuses" },
      { field: "pricing.groups[].plans[].title", value: "Enterprise", editor: "accepts", schema: "refuses" },
    ]);
  });
});
