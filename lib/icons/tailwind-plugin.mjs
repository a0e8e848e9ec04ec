// Tabler's icons (https://tabler.io/icons) as stylesheet classes: `icon icon-arrow-right` draws the
// icon in the text colour, as a mask. A page then carries an empty span per icon instead of its
// paths (twice: in the HTML and in React's payload), and no icon code ships to the browser.
import plugin from "tailwindcss/plugin";
import filled from "@tabler/icons/tabler-nodes-filled.json" with { type: "json" };
import outline from "@tabler/icons/tabler-nodes-outline.json" with { type: "json" };

/** The class of each icon the site draws, and Tabler's name for it. */
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

/** The icon as an SVG document: outline icons in the site's stroke, lighter than Tabler's own 2. */
export function svgOf(icon) {
  const isFilled = typeof icon === "object";
  const name = isFilled ? icon.filled : icon;
  const nodes = (isFilled ? filled : outline)[name];
  if (!nodes) throw new Error(`Tabler has no ${isFilled ? "filled" : "outline"} icon "${name}"`);
  const paint = isFilled
    ? { fill: "#000" }
    : {
        fill: "none",
        stroke: "#000",
        "stroke-width": 1.75,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      };
  const shapes = nodes.map(([tag, props]) => `<${tag} ${attributes(props)}/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${attributes(paint)}>${shapes}</svg>`;
}

// The shortest data: URL a stylesheet accepts for an SVG: single quotes, and only what must be escaped.
const dataUrl = (svg) =>
  `url("data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[%#<>]/g, encodeURIComponent)}")`;

export default plugin(({ addUtilities }) => {
  addUtilities({
    // Laid out as an <svg> is after Tailwind's reset: a block of its own size that never shrinks.
    ".icon": {
      display: "block",
      "flex-shrink": "0",
      "background-color": "currentColor",
      mask: "var(--icon) center / contain no-repeat",
    },
    ...Object.fromEntries(
      Object.entries(icons).map(([className, icon]) => [`.${className}`, { "--icon": dataUrl(svgOf(icon)) }]),
    ),
  });
});
