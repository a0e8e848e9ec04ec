// Reads what a web font can draw: the characters its cmap maps and the ranges of its
// variation axes; and its line metrics, which its fallback faces copy. Enough of the OpenType
// format for the preview cards' check (content/cards.ts) and perf/web-font.test.mjs.
import { convert } from "fontverter";

/** @param {Buffer} sfnt @returns {Map<string, Buffer>} */
function tables(sfnt) {
  const found = new Map();
  const count = sfnt.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const offset = sfnt.readUInt32BE(record + 8);
    found.set(
      sfnt.toString("latin1", record, record + 4),
      sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)),
    );
  }
  return found;
}

/** The code points of the Unicode subtables (format 4 and 12) of a cmap table. */
function codePoints(cmap) {
  const points = new Set();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = sub.readUInt16BE(0);
    if (format === 4) {
      const segments = sub.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = sub.readUInt16BE(ends + s * 2);
        const start = sub.readUInt16BE(starts + s * 2);
        const delta = sub.readUInt16BE(deltas + s * 2);
        const rangeOffset = sub.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
            glyph = sub.readUInt16BE(at);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      const groups = sub.readUInt32BE(12);
      for (let g = 0; g < groups; g++) {
        const start = sub.readUInt32BE(16 + g * 12);
        const end = sub.readUInt32BE(20 + g * 12);
        for (let c = start; c <= end; c++) points.add(c);
      }
    }
  }
  return points;
}

/** The variation axes of an fvar table, by tag: { wght: { min, default, max } }. */
function axes(fvar) {
  const found = {};
  if (!fvar) return found;
  const first = fvar.readUInt16BE(4);
  const count = fvar.readUInt16BE(8);
  const size = fvar.readUInt16BE(10);
  const fixed = (at) => fvar.readInt32BE(at) / 65536;
  for (let i = 0; i < count; i++) {
    const at = first + i * size;
    found[fvar.toString("latin1", at, at + 4)] = {
      min: fixed(at + 4),
      default: fixed(at + 8),
      max: fixed(at + 12),
    };
  }
  return found;
}

/**
 * Ascent, descent and line gap as fractions of the em: the OS/2 table's typographic metrics
 * when its USE_TYPO_METRICS bit asks browsers to lay lines out with them, else hhea's.
 */
function lines(found) {
  const head = found.get("head");
  const hhea = found.get("hhea");
  const os2 = found.get("OS/2");
  if (!head || !hhea) throw new Error("the font has no head or hhea table");
  const em = head.readUInt16BE(18);
  const typo = os2 && os2.length >= 74 && (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  const [table, at] = typo ? [os2, 68] : [hhea, 4];
  return {
    ascent: table.readInt16BE(at) / em,
    descent: -table.readInt16BE(at + 2) / em,
    lineGap: table.readInt16BE(at + 4) / em,
  };
}

/** @param {Buffer} font a woff2, woff or sfnt file */
export async function readFont(font) {
  const found = tables(await convert(font, "sfnt"));
  const cmap = found.get("cmap");
  if (!cmap) throw new Error("the font has no cmap table");
  return { codePoints: codePoints(cmap), axes: axes(found.get("fvar")), lines: lines(found) };
}
