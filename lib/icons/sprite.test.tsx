/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import * as drawn from "@/components/icons";
import { icons, iconSprite, iconSpriteVersion, svgOf } from "@/lib/icons/sprite.mjs";

const components = Object.entries(drawn).flatMap(([name, value]) =>
  typeof value === "function" ? [[name, value] as const] : [],
);
const serviceIcons = Object.entries(drawn.serviceIcons);

describe("the icons the sprite draws", () => {
  it.each([...components, ...serviceIcons])(
    "%s points at a symbol of the sprite, at its version",
    (name, Icon) => {
      const markup = renderToStaticMarkup(<Icon open={false} />);
      const href = /<use href="([^"]*)"/.exec(markup)?.[1] ?? "";
      const [address, id = ""] = href.split("#");
      expect({ name, address }).toEqual({ name, address: `/icons.svg?v=${iconSpriteVersion}` });
      expect(iconSprite()).toContain(`<symbol id="${id}" viewBox="0 0 24 24"`);
      // Hidden from screen readers: the words beside it say what it means.
      expect(markup).toContain('aria-hidden="true"');
    },
  );

  it.each(Object.entries(icons))("%s draws Tabler's artwork, not an empty box", async (_, icon) => {
    const { data, info } = await sharp(Buffer.from(svgOf(icon)), { density: 96 * 4 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (let i = 3; i < data.length; i += info.channels) if (data[i]! > 128) inked++;
    // Between a hair and a filled square: a stroke drawing covers some of the box, never all.
    expect(inked / (info.width * info.height)).toBeGreaterThan(0.03);
    expect(inked / (info.width * info.height)).toBeLessThan(0.9);
  });

  it("says which icon Tabler does not have", () => {
    expect(() => svgOf("no-such-icon")).toThrow(/no outline icon "no-such-icon"/);
  });
});
