// Tabler's icons (https://tabler.io/icons) as one SVG sprite (app/icons.svg/route.ts): a page carries
// `<svg><use href="/icons.svg#icon-arrow-right">` per icon instead of its paths (twice: in the HTML
// and in React's payload), no icon code ships to the browser, and the browser parses the artwork
// once. (Stylesheet masks, the other way to draw an icon the text colour, cost Chromium a style
// recalculation per element several times that of the whole page.)
import { createHash } from "node:crypto";
import filled from "@tabler/icons/tabler-nodes-filled.json" with { type: "json" };
import outline from "@tabler/icons/tabler-nodes-outline.json" with { type: "json" };

/** Each icon the site draws, by its id in the sprite, and Tabler's name for it. */
export const icons = {
  "icon-arrow-left": "arrow-left",
  "icon-arrow-right": "arrow-right",
  "icon-arrow-up": "arrow-up",
  "icon-arrow-up-right": "arrow-up-right",
  "icon-check": "check",
  "icon-chevron-down": "chevron-down",
  "icon-menu": "menu-2",
  "icon-close": "x",
  "icon-phone": "phone",
  "icon-mail": "mail",
  "icon-map-pin": "map-pin",
  "icon-instagram": "brand-instagram",
  "icon-facebook": "brand-facebook",
  "icon-linkedin": "brand-linkedin",
  "icon-whatsapp": { filled: "brand-whatsapp" },
  "icon-code": "code",
  "icon-device-mobile": "device-mobile",
  "icon-ballpen": "ballpen",
  "icon-speakerphone": "speakerphone",
  "icon-zoom-in": "zoom-in",
  "icon-chart-line": "chart-line",
};

const attributes = (props) =>
  Object.entries(props)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

/** The icon as an SVG document in the text colour: outline icons in the site's stroke, lighter than Tabler's own 2. */
export function svgOf(icon) {
  const isFilled = typeof icon === "object";
  const name = isFilled ? icon.filled : icon;
  const nodes = (isFilled ? filled : outline)[name];
  if (!nodes) throw new Error(`Tabler has no ${isFilled ? "filled" : "outline"} icon "${name}"`);
  const paint = isFilled
    ? { fill: "currentColor" }
    : {
        fill: "none",
        stroke: "currentColor",
        "stroke-width": 1.75,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      };
  const shapes = nodes.map(([tag, props]) => `<${tag} ${attributes(props)}/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${attributes(paint)}>${shapes}</svg>`;
}

/** Every icon as a <symbol> with its id (app/icons.svg/route.ts). */
export function iconSprite() {
  const symbols = Object.entries(icons).map(([id, icon]) =>
    svgOf(icon)
      .replace(/^<svg xmlns="[^"]*"/, `<symbol id="${id}"`)
      .replace(/<\/svg>$/, "</symbol>"),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/** Changes whenever the artwork does: the sprite's address carries it, so a browser may keep it for good. */
export const iconSpriteVersion = createHash("sha256").update(iconSprite()).digest("hex").slice(0, 12);
