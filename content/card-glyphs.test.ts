import { readFile } from "node:fs/promises";
import { cardFontFile, cardFontSubsets } from "@/content/card-fonts";
import { cardGlyphRanges, undrawable } from "@/content/card-glyphs";
import { readFont } from "@/content/font-tables.mjs";

describe("the preview cards' characters", () => {
  it("are the ones their fonts draw, so a font update cannot let a card fetch a font or draw boxes", async () => {
    const points = new Set<number>();
    for (const subset of cardFontSubsets)
      for (const point of (await readFont(await readFile(cardFontFile(subset, 700)))).codePoints)
        points.add(point);
    const ranges: string[] = [];
    let start = -1;
    const sorted = [...points].sort((a, b) => a - b);
    sorted.forEach((point, i) => {
      if (start < 0) start = point;
      if (sorted[i + 1] !== point + 1) {
        ranges.push(start === point ? point.toString(16) : `${start.toString(16)}-${point.toString(16)}`);
        start = -1;
      }
    });
    expect(cardGlyphRanges).toBe(ranges.join(" "));
  });

  it("take Latin, Greek and Cyrillic writing, and name what they cannot draw once each", () => {
    expect(undrawable("Ñandú ¿por qué? Ωμέγα Щука Việt Nam — “quoted” 12 € ½")).toEqual([]);
    expect(undrawable("مرحبا שלום 品牌 品 🚀")).toEqual([..."مرحبا", ..."שלום", "品", "牌", "🚀"]);
  });
});
