// The characters the preview cards' fonts draw (content/card-fonts.ts), as hexadecimal code point
// ranges: written out, so the editor in the browser and the build judge a card's text alike.
// content/card-glyphs.test.ts reads the fonts and fails, printing the new list, when they differ.
export const cardGlyphRanges =
  "0 20-7e a0-ac ae-148 14a-1c3 1c5-254 256-27b 27e-284 286-290 292-2a4 2a6-2cc 2ce-2d7 2da " +
  "2dc-301 303-304 308-309 323 374-376 37a-37f 384-38a 38c 38e-3a1 3a3-3d7 3dc-3dd 3f0-3f6 " +
  "3f9-3fa 3fc-479 480-49d 4a0-4ff 52f 1d00 1d0d 1d1b 1d43 1d47-1d49 1d4d 1d4f-1d50 1d52 " +
  "1d56-1d58 1d5b 1d62-1d65 1d9c 1da0 1dbb 1dbf 1e00-1e9b 1e9d-1f15 1f18-1f1d 1f20-1f45 " +
  "1f48-1f4d 1f50-1f57 1f59 1f5b 1f5d 1f5f-1f7d 1f80-1fb4 1fb6-1fc4 1fc6-1fd3 1fd6-1fdb " +
  "1fdd-1fef 1ff2-1ff4 1ff6-1ffe 2002 2009 200b 2013-2014 2018-201a 201c-201e 2020 2022 2026 " +
  "2032-2033 2039-203a 2044 20a0-20af 20b1-20b5 20b8-20ba 20bc-20bf 2113 2116 2122 2191 2193 " +
  "2212 2c7c 2c7f 2dff a69f a7ff feff";

/** The scripts those are, as the editor tells the team. */
export const cardScripts = "Latin, Greek and Cyrillic";

const ranges = cardGlyphRanges.split(" ").map((range) => {
  const [from, to = from] = range.split("-").map((hex) => parseInt(hex, 16));
  return [from!, to!] as const;
});

/** The characters of `text` no preview card font draws, once each; spaces are not drawn. */
export function undrawable(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    const point = char.codePointAt(0)!;
    if (!/\s/.test(char) && !ranges.some(([from, to]) => point >= from && point <= to)) missing.add(char);
  }
  return [...missing];
}
