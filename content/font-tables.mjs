// A web font's characters, axes and line metrics (which its fallback faces copy), for the preview
// cards' check (content/check.ts) and perf/web-font.test.mjs.
import { create } from "fontkit";

/** @param {Buffer} file a woff2, woff or sfnt file */
export async function readFont(file) {
  const font = create(file);
  const os2 = font["OS/2"];
  // The typographic metrics when the font's USE_TYPO_METRICS bit asks browsers to lay lines
  // out with them, else hhea's, as browsers do.
  const [ascent, descent, lineGap] = os2?.fsSelection?.useTypoMetrics
    ? [os2.typoAscender, os2.typoDescender, os2.typoLineGap]
    : [font.hhea.ascent, font.hhea.descent, font.hhea.lineGap];
  const em = font.unitsPerEm;
  return {
    codePoints: new Set(font.characterSet.filter((point) => font.hasGlyphForCodePoint(point))),
    axes: Object.fromEntries(
      Object.entries(font.variationAxes).map(([tag, { min, default: normal, max }]) => [
        tag,
        { min, default: normal, max },
      ]),
    ),
    lines: { ascent: ascent / em, descent: -descent / em, lineGap: lineGap / em },
  };
}
