import { join } from "node:path";

export type Weight = 400 | 600 | 700;

// Each subset a family of its own, as next/og falls back from family to family, not within one; woff,
// as next/og reads no woff2. content/check.ts refuses what none can draw: next/og would fetch a font.
export const cardFontSubsets = [
  "latin",
  "latin-ext",
  "cyrillic",
  "cyrillic-ext",
  "greek",
  "greek-ext",
  "vietnamese",
] as const;

export const cardFontFile = (subset: (typeof cardFontSubsets)[number], weight: Weight) =>
  join(process.cwd(), "node_modules/@fontsource/inter/files", `inter-${subset}-${weight}-normal.woff`);
