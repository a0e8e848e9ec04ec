import { judgeImage } from "@/content/image-judge";

const svg = (inside: string, attributes = "") =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="90" height="36"${attributes}>${inside}</svg>`,
  );
const refusal = "is an SVG with a script in it; the site takes SVG drawings without scripts";

describe("an uploaded SVG", () => {
  it.each([
    ["a script element", svg("<script>alert(1)</script>")],
    ["an event attribute", svg("", ' onload="alert(1)"')],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><rect width="9" height="9"/></a>')],
    [
      "a javascript: link in character references",
      svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
    ],
    ["a javascript: link in hexadecimal references", svg('<a href="&#x6A;&#x61;vascript:alert(1)">x</a>')],
    ["an animation that sets an event", svg('<set attributeName="onmouseover" to="alert(1)"/>')],
    [
      "an animation that sets a link",
      svg('<a><animate attributeName="href" values="javascript:alert(1)"/>x</a>'),
    ],
    ["an embedded page", svg("<foreignObject><iframe src='https://x.test'></iframe></foreignObject>")],
    [
      "an entity declaration",
      new TextEncoder().encode(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&a;</text></svg>',
      ),
    ],
  ])("is refused with %s", (_, bytes) => {
    expect(judgeImage("/images/brands/acme.svg", bytes)).toBe(refusal);
  });

  it("is taken as a drawing with shapes, gradients, internal links, text and animations of its shapes", () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs>' +
        '<rect id="r" width="90" height="36" fill="url(#g)"><animate attributeName="opacity" values="0;1" dur="1s"/></rect>' +
        '<use href="#r" xlink:href="#r"/><text x="4" y="20">Online &#38; on time &#8212; Acme</text>',
    );
    expect(judgeImage("/images/brands/acme.svg", drawing)).toEqual({ width: 90, height: 36 });
  });
});
