import { join } from "node:path";

export type Weight = 400 | 600 | 700;

/**
 * The preview cards' fonts: Inter in every script @fontsource/inter covers, each subset a
 * family of its own (next/og falls back from family to family, not within one), as woff, which
 * next/og reads (not woff2). content/cards.ts refuses what none of them can draw, since
 * next/og would fetch a fallback from the network for it.
 */
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
