#!/usr/bin/env node
/**
 * Writes every original SVG under public/images (project mock-ups, avatars, client logos,
 * the dot grid and the Arcline Digital logo). Deterministic: the same input always gives
 * byte-identical files, so re-running it produces no diff.
 *
 *   node scripts/generate-artwork.mjs
 *
 * Budget (checked here and in content/content.test.ts): each file under 6 KB, all under 250 KB.
 * The file names must match the image paths declared in content/*.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "public", "images");
const FONT = "Inter, Arial, sans-serif";
const MAX_FILE = 6 * 1024;
const MAX_TOTAL = 250 * 1024;

// ---------------------------------------------------------------------------------------------
// Small helpers

/** mulberry32 seeded from an FNV-1a hash of the string. */
function rng(seed) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers with at most one decimal and no leading zero (".4"), to keep files small. */
const num = (v) => String(Math.round(v * 10) / 10).replace(/^(-?)0\./, "$1.");
const esc = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function attrs(o) {
  let out = "";
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? num(v) : esc(v)}"`;
  }
  return out;
}
const el = (tag, a, inner) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
const rect = (x, y, width, height, fill, rx, extra = {}) =>
  el("rect", { x: x || undefined, y: y || undefined, width, height, rx: rx || undefined, fill, ...extra });
const circle = (cx, cy, r, fill, extra = {}) => el("circle", { cx, cy, r, fill, ...extra });
const path = (d, fill, extra = {}) => el("path", { d, fill, ...extra });
/** Text inherits the font family and weight 600 from the root element. */
const text = (x, y, str, size, fill, extra = {}) =>
  el("text", { x, y, "font-size": size, fill, ...extra }, esc(str));
const g = (a, inner) => el("g", a, inner);

/*
 * Bars (the grey lines that stand for copy in the mock-ups) are emitted as tokens and merged by
 * mergeBars() into one round-capped stroke path per colour, thickness and opacity. A merged
 * path is placed where the last bar of its group was; bars never overlap later shapes.
 */
const BAR = /\u0001([^|]*)\|([^\u0002]*)\u0002/g;
const barToken = (key, d) => `\u0001${key}|${d}\u0002`;
/** Horizontal bar, same box as a fully rounded rect at (x, y) of w by h. */
const bar = (x, y, w, fill, h = 7, extra = {}) =>
  barToken(
    `${fill} ${num(h)} ${extra["fill-opacity"] ?? 1}`,
    `M${num(x + h / 2)} ${num(y + h / 2)}h${num(Math.max(0, w - h))}`,
  );
/** Vertical bar, same box as a fully rounded rect at (x, y) of w by h. */
const vbar = (x, y, w, h, fill, opacity = 1) =>
  barToken(`${fill} ${num(w)} ${opacity}`, `M${num(x + w / 2)} ${num(y + w / 2)}v${num(Math.max(0, h - w))}`);
function mergeBars(markup) {
  const groups = new Map();
  markup.replace(BAR, (_, key, d) => {
    groups.set(key, (groups.get(key) ?? "") + d);
    return "";
  });
  const last = new Map();
  for (const m of markup.matchAll(BAR)) last.set(m[1], m.index);
  return markup.replace(BAR, (_token, key, _d, offset) => {
    if (last.get(key) !== offset) return "";
    const [stroke, width, opacity] = key.split(" ");
    return path(groups.get(key), undefined, {
      stroke,
      "stroke-width": Number(width),
      "stroke-linecap": "round",
      "stroke-opacity": Number(opacity) === 1 ? undefined : Number(opacity),
    });
  });
}

function hex(c) {
  const v = parseInt(c.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function mix(a, b, t) {
  const [r1, g1, b1] = hex(a);
  const [r2, g2, b2] = hex(b);
  const m = (x, y) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${m(r1, r2)}${m(g1, g2)}${m(b1, b2)}`;
}
function isLight(c) {
  const [r, gg, b] = hex(c);
  return 0.299 * r + 0.587 * gg + 0.114 * b > 150;
}
const onColor = (c) => (isLight(c) ? "#111118" : "#ffffff");

/**
 * Mock-up details are drawn in the palette's ink and accents at partial opacity on the window
 * surface. Precomputing those as solid colours keeps the files small and looks the same.
 */
function flatten(markup, p) {
  if (!p) return markup;
  const solid = new Set([p.ink, p.a, p.b]);
  return markup.replace(/<[a-z]+ [^>]*>/g, (tag) => {
    for (const kind of ["fill", "stroke"]) {
      const color = tag.match(new RegExp(` ${kind}="(#[0-9a-f]{6})"`))?.[1];
      const opacity = tag.match(new RegExp(` ${kind}-opacity="([.0-9]+)"`))?.[1];
      if (!color || !opacity || !solid.has(color)) continue;
      tag = tag
        .replace(` ${kind}-opacity="${opacity}"`, "")
        .replace(` ${kind}="${color}"`, ` ${kind}="${mix(p.s, color, Number(opacity))}"`);
    }
    return tag;
  });
}

function svgDoc(width, height, body, { defs = "", font = false, palette } = {}) {
  const fontAttr = font ? ` font-family="${FONT}" font-weight="600"` : "";
  // Round caps and joins are inherited from the root instead of repeated on every stroke.
  const strip = (s) => s.replaceAll(' stroke-linecap="round"', "").replaceAll(' stroke-linejoin="round"', "");
  body = strip(flatten(mergeBars(body), palette));
  defs = strip(flatten(defs, palette));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" fill="none" stroke-linecap="round" stroke-linejoin="round"${fontAttr}>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>\n`
  );
}

const linear = (id, stops, x2 = 1, y2 = 1) =>
  el(
    "linearGradient",
    { id, x1: 0, y1: 0, x2, y2 },
    stops
      .map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity }))
      .join(""),
  );
const radial = (id, color, opacity, cx, cy, r) =>
  el(
    "radialGradient",
    { id, gradientUnits: "userSpaceOnUse", cx, cy, r },
    el("stop", { offset: 0, "stop-color": color, "stop-opacity": opacity }) +
      el("stop", { offset: 1, "stop-color": color, "stop-opacity": 0 }),
  );

// ---------------------------------------------------------------------------------------------
// Project mock-ups, 800x600

/**
 * s: window surface, ink: text on the surface. a, b: accents. bg1/bg2: backdrop gradient.
 * The slug is the file name; it must match content/portfolio.ts.
 */
const projects = [
  {
    slug: "halcyon-architects-website",
    name: "Halcyon",
    domain: "halcyon-architects.example",
    kind: "website",
    p: { bg1: "#2a2420", bg2: "#9a7456", a: "#c9854f", b: "#9fbfae", s: "#f7f2ea", ink: "#2a2420" },
    headline: ["Spaces that", "feel like home"],
    visual: "arches",
  },
  {
    slug: "tidewater-banking-app",
    name: "Tidewater",
    kind: "ios",
    p: { bg1: "#04202e", bg2: "#0e7490", a: "#22d3ee", b: "#fde68a", s: "#0b1220", ink: "#e0f2fe" },
    screens: ["bank", "spend"],
  },
  {
    slug: "northpeak-outfitters-store",
    name: "Northpeak",
    domain: "northpeak-outfitters.example",
    kind: "shop",
    p: { bg1: "#14211a", bg2: "#42603c", a: "#e8890c", b: "#84cc16", s: "#f6f3ec", ink: "#1b2b22" },
    banner: "Trail season is here",
    goods: ["tent", "pack", "bottle", "boot", "mug", "tent", "pack", "bottle"],
    prices: ["$289", "$148", "$32", "$179", "$24", "$349", "$119", "$38"],
  },
  {
    slug: "lumen-health-patient-portal",
    name: "Lumen Health",
    kind: "dashboard",
    p: { bg1: "#0c2340", bg2: "#1f6f8b", a: "#38bdf8", b: "#5eead4", s: "#0b1626", ink: "#e6f4ff" },
    kpis: [
      ["Appointments", "1,284", "+12%"],
      ["No-show rate", "4.1%", "-2.3%"],
      ["Avg. wait", "6 min", "-18%"],
    ],
    ring: "86%",
  },
  {
    slug: "forma-design-system",
    name: "Forma",
    kind: "uikit",
    p: { bg1: "#1e1b4b", bg2: "#6d28d9", a: "#7c4dff", b: "#f472b6", s: "#ffffff", ink: "#1e1b4b" },
  },
  {
    slug: "ember-fitness-studio-website",
    name: "Ember Studio",
    domain: "ember-fitness.example",
    kind: "website",
    p: { bg1: "#1a0a05", bg2: "#b8400b", a: "#ff6a3d", b: "#fde047", s: "#111114", ink: "#fff7ed" },
    headline: ["Train hard.", "Recover smart."],
    visual: "rings",
  },
  {
    slug: "kiln-and-crate-online-shop",
    name: "Kiln & Crate",
    domain: "kiln-and-crate.example",
    kind: "shop",
    p: { bg1: "#3b1d12", bg2: "#b45309", a: "#c2410c", b: "#fdba74", s: "#fff7ed", ink: "#3b1d12" },
    banner: "Handmade stoneware",
    goods: ["vase", "bowl", "mug", "vase", "bowl", "mug", "vase", "bowl"],
    prices: ["$64", "$38", "$28", "$92", "$46", "$30", "$72", "$54"],
  },
  {
    slug: "pace-running-coach-app",
    name: "Pace",
    kind: "ios",
    p: { bg1: "#3a0d1f", bg2: "#d3173f", a: "#fb7185", b: "#fde047", s: "#111114", ink: "#fff1f2" },
    screens: ["run", "route"],
  },
  {
    slug: "verdant-farms-yield-dashboard",
    name: "Verdant Farms",
    kind: "dashboard",
    p: { bg1: "#052e16", bg2: "#15803d", a: "#16a34a", b: "#eab308", s: "#f4faf5", ink: "#0f2a1a" },
    kpis: [
      ["Yield per acre", "182 bu", "+6%"],
      ["Soil moisture", "31%", "+2%"],
      ["Fields active", "48", "+4"],
    ],
    ring: "72%",
  },
  {
    slug: "quartz-pay-ui-kit",
    name: "Quartz",
    kind: "uikit",
    p: { bg1: "#06263b", bg2: "#0e7fb8", a: "#0ea5e9", b: "#2dd4bf", s: "#111827", ink: "#f3f4f6" },
  },
  {
    slug: "meridian-law-group-website",
    name: "Meridian Law",
    domain: "meridian-law.example",
    kind: "website",
    p: { bg1: "#0b1120", bg2: "#3b4a63", a: "#c8a45c", b: "#7c8ba3", s: "#111827", ink: "#f8fafc" },
    headline: ["Counsel you", "can count on"],
    visual: "columns",
  },
  {
    slug: "nestly-home-services-app",
    name: "Nestly",
    kind: "ios",
    p: { bg1: "#0f3d3a", bg2: "#2aa198", a: "#0d9488", b: "#fb923c", s: "#ffffff", ink: "#134e4a" },
    screens: ["services", "booking"],
  },
  {
    slug: "bluewake-logistics-fleet-dashboard",
    name: "Bluewake",
    kind: "dashboard",
    p: { bg1: "#0b1224", bg2: "#1d4ed8", a: "#60a5fa", b: "#fb923c", s: "#0b1020", ink: "#e5edff" },
    kpis: [
      ["On-time rate", "97.2%", "+1.4%"],
      ["Active trucks", "312", "+18"],
      ["Fuel per mile", "$0.58", "-3%"],
    ],
    ring: "64%",
  },
  {
    slug: "saltgrass-coffee-roasters-store",
    name: "Saltgrass",
    domain: "saltgrass-coffee.example",
    kind: "shop",
    p: { bg1: "#1c1917", bg2: "#6b5a4c", a: "#d97706", b: "#e7c9a9", s: "#1f1b18", ink: "#fafaf9" },
    banner: "Fresh roasts every Monday",
    goods: ["bag", "cup", "bag", "kettle", "bag", "cup", "kettle", "bag"],
    prices: ["$18", "$22", "$21", "$64", "$19", "$26", "$48", "$24"],
  },
  {
    slug: "orbit-analytics-ui-kit",
    name: "Orbit",
    kind: "uikit",
    p: { bg1: "#2e1065", bg2: "#c0267a", a: "#db2777", b: "#8b5cf6", s: "#ffffff", ink: "#2e1065" },
  },
];

/** Gradient backdrop, two glows and a faint dot pattern; returns [defs, body]. */
function backdrop(id, p) {
  const defs =
    linear(`${id}b`, [
      [0, p.bg1],
      [1, p.bg2],
    ]) +
    radial(`${id}g`, p.a, 0.55, 690, 80, 300) +
    radial(`${id}h`, p.b, 0.4, 80, 580, 260) +
    el(
      "pattern",
      { id: `${id}d`, width: 24, height: 24, patternUnits: "userSpaceOnUse" },
      circle(12, 12, 1.2, "#fff", { "fill-opacity": 0.09 }),
    ) +
    el(
      "filter",
      { id: `${id}s`, x: "-20%", y: "-20%", width: "140%", height: "150%" },
      el("feDropShadow", { dx: 0, dy: 18, stdDeviation: 20, "flood-color": "#000", "flood-opacity": 0.4 }),
    );
  const body =
    rect(0, 0, 800, 600, `url(#${id}b)`) +
    rect(0, 0, 800, 600, `url(#${id}d)`) +
    rect(0, 0, 800, 600, `url(#${id}g)`) +
    rect(0, 0, 800, 600, `url(#${id}h)`);
  return [defs, body];
}

/** Browser window with traffic lights and an address pill. */
function browser(id, x, y, w, h, p, domain) {
  const light = isLight(p.s);
  const chrome = mix(p.s, light ? "#000000" : "#ffffff", light ? 0.07 : 0.07);
  const top = `M${x} ${y + 14}a14 14 0 0 1 14-14h${w - 28}a14 14 0 0 1 14 14v22h-${w}z`;
  return (
    g({ filter: `url(#${id}s)` }, rect(x, y, w, h, p.s, 14)) +
    path(top, chrome) +
    circle(x + 20, y + 18, 5, "#ff5f57") +
    circle(x + 36, y + 18, 5, "#febc2e") +
    circle(x + 52, y + 18, 5, "#28c840") +
    rect(x + w / 2 - 120, y + 9, 240, 18, p.s, 9, { "fill-opacity": 0.8 }) +
    text(x + w / 2, y + 22, domain, 10, p.ink, {
      "text-anchor": "middle",
      "fill-opacity": 0.55,
      "font-weight": 500,
    })
  );
}

function logoMark(x, y, size, p) {
  return (
    rect(x, y, size, size, p.a, size * 0.3) +
    path(
      `M${x + size * 0.25} ${y + size * 0.7}a${size * 0.25} ${size * 0.25} 0 0 1 ${size * 0.5} 0`,
      "none",
      { stroke: onColor(p.a), "stroke-width": size * 0.12, "stroke-linecap": "round" },
    )
  );
}

function website(pr) {
  const { p } = pr;
  const id = pr.slug.slice(0, 3);
  const [defs, bg] = backdrop(id, p);
  const x = 70;
  const y = 60;
  const w = 660;
  const h = 480;
  const faint = { "fill-opacity": 0.22 };
  const card = mix(p.s, p.ink, 0.06);
  let body = bg + browser(id, x, y, w, h, p, pr.domain);
  // navigation
  body += logoMark(x + 28, y + 54, 20, p) + text(x + 56, y + 69, pr.name, 14, p.ink, { "font-weight": 700 });
  for (let i = 0; i < 4; i++) body += bar(x + 300 + i * 56, y + 61, 40, p.ink, 6, faint);
  body +=
    rect(x + w - 112, y + 50, 84, 28, p.a, 14) +
    text(x + w - 70, y + 68, "Contact", 11, onColor(p.a), { "text-anchor": "middle" });
  // hero copy
  body += rect(x + 40, y + 110, 96, 20, p.a, 10, { "fill-opacity": 0.16 }) + bar(x + 52, y + 117, 72, p.a, 6);
  body += text(x + 38, y + 172, pr.headline[0], 34, p.ink, { "font-weight": 800, "letter-spacing": -1 });
  body += text(x + 38, y + 212, pr.headline[1], 34, p.ink, { "font-weight": 800, "letter-spacing": -1 });
  body +=
    bar(x + 40, y + 234, 250, p.ink, 7, faint) +
    bar(x + 40, y + 248, 220, p.ink, 7, faint) +
    bar(x + 40, y + 262, 150, p.ink, 7, faint);
  body += rect(x + 40, y + 284, 118, 34, p.a, 17) + bar(x + 62, y + 298, 74, onColor(p.a), 6);
  body +=
    rect(x + 170, y + 284, 104, 34, "none", 17, {
      stroke: p.ink,
      "stroke-opacity": 0.3,
      "stroke-width": 1.5,
    }) + bar(x + 192, y + 298, 60, p.ink, 6, { "fill-opacity": 0.5 });
  // hero visual
  const vx = x + 372;
  const vy = y + 100;
  body += rect(vx, vy, 250, 220, `url(#${id}v)`, 18);
  const defsV = linear(`${id}v`, [
    [0, p.a],
    [1, p.b],
  ]);
  const ink = onColor(p.a);
  if (pr.visual === "arches") {
    body += circle(vx + 180, vy + 62, 26, "#fff", { "fill-opacity": 0.85 });
    for (let i = 0; i < 3; i++) {
      const ax = vx + 30 + i * 66;
      body += path(`M${ax} ${vy + 220}v-90a28 28 0 0 1 56 0v90z`, p.s, { "fill-opacity": 0.35 + i * 0.2 });
    }
  } else if (pr.visual === "rings") {
    for (let i = 0; i < 4; i++)
      body += circle(vx + 150, vy + 110, 30 + i * 22, "none", {
        stroke: ink,
        "stroke-opacity": 0.75 - i * 0.16,
        "stroke-width": 6,
      });
    body += path(`M${vx + 20} ${vy + 200}l70-70 40 30 60-80`, "none", {
      stroke: p.s,
      "stroke-width": 8,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  } else {
    body += path(`M${vx + 40} ${vy + 92}l85-48 85 48z`, p.s, { "fill-opacity": 0.85 });
    for (let i = 0; i < 4; i++)
      body += rect(vx + 52 + i * 42, vy + 102, 18, 80, p.s, 4, { "fill-opacity": 0.75 });
    body += rect(vx + 36, vy + 186, 178, 12, p.s, 4, { "fill-opacity": 0.85 });
  }
  // feature cards
  const cw = (w - 56 - 32) / 3;
  for (let i = 0; i < 3; i++) {
    const cx = x + 28 + i * (cw + 16);
    const cy = y + 346;
    body += rect(cx, cy, cw, 108, card, 12);
    body += circle(cx + 30, cy + 30, 14, i === 1 ? p.b : p.a, { "fill-opacity": 0.9 });
    body += bar(cx + 18, cy + 58, cw * 0.55, p.ink, 8, { "fill-opacity": 0.7 });
    body +=
      bar(cx + 18, cy + 76, cw - 40, p.ink, 6, faint) + bar(cx + 18, cy + 88, cw * 0.6, p.ink, 6, faint);
  }
  return svgDoc(800, 600, body, { defs: defs + defsV, font: true, palette: p });
}

function dashboard(pr) {
  const { p } = pr;
  const id = pr.slug.slice(0, 3);
  const r = rng(pr.slug);
  const [defs, bg] = backdrop(id, p);
  const x = 60;
  const y = 56;
  const w = 680;
  const h = 488;
  const light = isLight(p.s);
  const panel = mix(p.s, p.ink, light ? 0.045 : 0.06);
  const side = mix(p.s, p.ink, light ? 0.07 : 0.035);
  const faint = { "fill-opacity": 0.25 };
  let body = bg + g({ filter: `url(#${id}s)` }, rect(x, y, w, h, p.s, 16));
  // sidebar
  body += path(`M${x + 16} ${y}h134v${h}h-134a16 16 0 0 1-16-16v-${h - 32}a16 16 0 0 1 16-16z`, side);
  body += logoMark(x + 18, y + 20, 22, p) + text(x + 48, y + 36, pr.name, 12, p.ink, { "font-weight": 700 });
  for (let i = 0; i < 6; i++) {
    const iy = y + 74 + i * 34;
    if (i === 0) body += rect(x + 12, iy - 9, 126, 28, p.a, 8, { "fill-opacity": 0.18 });
    body += rect(x + 22, iy, 10, 10, i === 0 ? p.a : p.ink, 3, i === 0 ? {} : faint);
    body += bar(x + 42, iy + 2, 46 + ((i * 17) % 40), i === 0 ? p.a : p.ink, 6, i === 0 ? {} : faint);
  }
  body += circle(x + 30, y + h - 30, 12, p.b) + bar(x + 50, y + h - 33, 60, p.ink, 6, faint);
  // header
  const mx = x + 174;
  const mw = w - 174 - 24;
  body += text(mx, y + 44, "Overview", 20, p.ink, { "font-weight": 700 });
  body +=
    rect(mx + mw - 190, y + 24, 150, 28, panel, 14) +
    circle(mx + mw - 172, y + 38, 5, "none", { stroke: p.ink, "stroke-opacity": 0.4, "stroke-width": 1.5 });
  body += circle(mx + mw - 14, y + 38, 14, p.a, { "fill-opacity": 0.85 });
  // KPI tiles
  const tw = (mw - 28) / 3;
  pr.kpis.forEach(([label, value, delta], i) => {
    const tx = mx + i * (tw + 14);
    const ty = y + 72;
    body += rect(tx, ty, tw, 80, panel, 12);
    body += text(tx + 16, ty + 24, label, 10, p.ink, { "fill-opacity": 0.6, "font-weight": 500 });
    body += text(tx + 16, ty + 56, value, 22, p.ink, { "font-weight": 700 });
    body += rect(tx + tw - 60, ty + 43, 46, 18, p.a, 9, { "fill-opacity": 0.2 });
    body += text(tx + tw - 37, ty + 56, delta, 9, p.a, { "text-anchor": "middle", "font-weight": 700 });
  });
  // line chart
  const cx = mx;
  const cy = y + 168;
  const cw = mw - 190;
  body += rect(cx, cy, cw, 196, panel, 12) + bar(cx + 16, cy + 18, 90, p.ink, 7, { "fill-opacity": 0.6 });
  for (let i = 0; i < 4; i++)
    body += bar(cx + 16, cy + 60 + i * 34, cw - 32, p.ink, 1, { "fill-opacity": 0.08 });
  const pts = [];
  for (let i = 0; i < 9; i++) pts.push([cx + 16 + ((cw - 32) * i) / 8, cy + 150 - (i * 9 + r() * 55)]);
  const line = pts.map(([px, py], i) => `${i ? "L" : "M"}${num(px)} ${num(py)}`).join("");
  body += path(`${line}V${cy + 176}H${cx + 16}z`, `url(#${id}a)`);
  body += path(line, "none", {
    stroke: p.a,
    "stroke-width": 3,
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
  });
  const [lx, ly] = pts[6];
  body += circle(lx, ly, 6, p.s, { stroke: p.a, "stroke-width": 3 });
  // donut
  const dx = cx + cw + 14;
  const dw = mw - cw - 14;
  const c = 2 * Math.PI * 44;
  const share = parseInt(pr.ring, 10) / 100;
  body += rect(dx, cy, dw, 196, panel, 12) + bar(dx + 16, cy + 18, 70, p.ink, 7, { "fill-opacity": 0.6 });
  body += circle(dx + dw / 2, cy + 108, 44, "none", {
    stroke: p.ink,
    "stroke-opacity": 0.1,
    "stroke-width": 14,
  });
  body += circle(dx + dw / 2, cy + 108, 44, "none", {
    stroke: p.a,
    "stroke-width": 14,
    "stroke-linecap": "round",
    "stroke-dasharray": `${num(c * share)} ${num(c)}`,
    transform: `rotate(-90 ${num(dx + dw / 2)} ${cy + 108})`,
  });
  body += text(dx + dw / 2, cy + 114, pr.ring, 16, p.ink, { "text-anchor": "middle", "font-weight": 700 });
  // bar chart
  const by = cy + 210;
  body += rect(mx, by, mw, h - (by - y) - 20, panel, 12);
  const bh = h - (by - y) - 20;
  for (let i = 0; i < 14; i++) {
    const hh = 18 + r() * (bh - 40);
    body += vbar(
      mx + 20 + i * ((mw - 40) / 14),
      by + bh - 12 - hh,
      (mw - 40) / 14 - 10,
      hh,
      i % 4 === 3 ? p.b : p.a,
      i % 4 === 3 ? 0.9 : 0.75,
    );
  }
  const defsA = linear(
    `${id}a`,
    [
      [0, p.a, 0.45],
      [1, p.a, 0],
    ],
    0,
    1,
  );
  return svgDoc(800, 600, body, { defs: defs + defsA, font: true, palette: p });
}

function uikit(pr) {
  const { p } = pr;
  const id = pr.slug.slice(0, 3);
  const [defs, bg] = backdrop(id, p);
  const light = isLight(p.s);
  const mute = mix(p.s, p.ink, light ? 0.12 : 0.18);
  const sh = { filter: `url(#${id}s)` };
  const on = onColor(p.a);
  let body = bg;
  const cards = [
    [60, 60, 300, 170],
    [376, 60, 364, 170],
    [60, 246, 240, 294],
    [316, 246, 424, 134],
    [316, 396, 424, 144],
  ];
  body += g(sh, cards.map(([x, y, w, h]) => rect(x, y, w, h, p.s, 16)).join(""));
  let labels = "";
  const card = (x, y, _w, _h, label) => {
    labels += text(x + 20, y + 28, label);
    return "";
  };
  // typography
  body += card(60, 60, 300, 170, `${pr.name.toUpperCase()} / TYPE`);
  body += text(78, 170, "Aa", 76, p.ink, { "font-weight": 700, "letter-spacing": -3 });
  [120, 96, 72, 52].forEach(
    (bw, i) => (body += bar(206, 92 + i * 28, bw, p.ink, 12 - i * 2, { "fill-opacity": 0.75 - i * 0.15 })),
  );
  body += bar(80, 196, 240, p.ink, 6, { "fill-opacity": 0.15 });
  // colour swatches
  body += card(376, 60, 364, 170, "COLOR");
  const sw = [p.a, mix(p.a, "#000000", 0.35), mix(p.a, "#ffffff", 0.5), p.b, p.ink, mute];
  sw.forEach((c, i) => {
    body += rect(
      396 + i * 56,
      96,
      44,
      64,
      c,
      10,
      c === p.s || c === mute ? { stroke: p.ink, "stroke-opacity": 0.1 } : {},
    );
    body += bar(396 + i * 56, 172, 34, p.ink, 6, { "fill-opacity": 0.5 });
    body += bar(396 + i * 56, 186, 24, p.ink, 5, { "fill-opacity": 0.22 });
  });
  // buttons
  body += card(60, 246, 240, 294, "BUTTONS");
  body += rect(84, 290, 192, 42, p.a, 12) + text(180, 316, "Continue", 13, on, { "text-anchor": "middle" });
  body +=
    rect(84, 342, 192, 42, "none", 12, { stroke: p.a, "stroke-width": 2 }) +
    text(180, 368, "Secondary", 13, p.a, { "text-anchor": "middle" });
  body +=
    rect(84, 394, 192, 42, mute, 12) +
    text(180, 420, "Disabled", 13, p.ink, { "text-anchor": "middle", "fill-opacity": 0.4 });
  body +=
    rect(84, 446, 42, 42, p.b, 12) +
    path("M97 467h16m-8-8v16", "none", {
      stroke: onColor(p.b),
      "stroke-width": 2.5,
      "stroke-linecap": "round",
    });
  body +=
    rect(138, 446, 138, 42, p.a, 21, { "fill-opacity": 0.14 }) +
    text(207, 472, "Pill tag", 12, p.a, { "text-anchor": "middle" });
  body += bar(84, 508, 120, p.ink, 6, { "fill-opacity": 0.18 });
  // controls
  body += card(316, 246, 424, 134, "CONTROLS");
  body += rect(340, 290, 52, 30, p.a, 15) + circle(377, 305, 11, "#fff");
  body += rect(404, 290, 52, 30, mute, 15) + circle(419, 305, 11, "#fff");
  body +=
    rect(476, 292, 26, 26, p.a, 7) +
    path("M482 305l5 5 9-10", "none", {
      stroke: on,
      "stroke-width": 2.5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  body += rect(512, 292, 26, 26, "none", 7, { stroke: p.ink, "stroke-opacity": 0.3, "stroke-width": 2 });
  body += circle(568, 305, 13, "none", { stroke: p.a, "stroke-width": 2 }) + circle(568, 305, 6, p.a);
  body += circle(604, 305, 13, "none", { stroke: p.ink, "stroke-opacity": 0.3, "stroke-width": 2 });
  for (let i = 0; i < 3; i++)
    body += circle(650 + i * 20, 305, 14, [p.a, p.b, mix(p.a, p.b, 0.5)][i], {
      stroke: p.s,
      "stroke-width": 3,
    });
  body +=
    bar(340, 346, 380, mute, 8) +
    bar(340, 346, 230, p.a, 8) +
    circle(570, 350, 11, "#fff", { stroke: p.a, "stroke-width": 3 });
  // inputs
  body += card(316, 396, 424, 144, "INPUTS");
  body += bar(340, 438, 70, p.ink, 6, { "fill-opacity": 0.5 });
  body +=
    rect(340, 450, 180, 36, "none", 10, { stroke: p.a, "stroke-width": 2 }) +
    text(354, 473, "name@company", 12, p.ink, { "fill-opacity": 0.45, "font-weight": 500 });
  body += bar(536, 438, 60, p.ink, 6, { "fill-opacity": 0.5 });
  body +=
    rect(536, 450, 180, 36, "none", 10, { stroke: p.ink, "stroke-opacity": 0.2, "stroke-width": 1.5 }) +
    path("M692 465l6 6 6-6", "none", {
      stroke: p.ink,
      "stroke-opacity": 0.5,
      "stroke-width": 2,
      "stroke-linecap": "round",
    });
  ["Design", "Research", "Growth"].forEach((t, i) => {
    const wds = [64, 76, 64][i];
    const cx = 340 + [0, 74, 160][i];
    body +=
      rect(cx, 500, wds, 26, i === 0 ? p.a : p.b, 13, { "fill-opacity": i === 0 ? 1 : 0.2 }) +
      text(cx + wds / 2, 517, t, 11, i === 0 ? on : p.ink, { "text-anchor": "middle" });
  });
  body += g({ "font-size": 10, fill: mix(p.s, p.ink, 0.5), "letter-spacing": 1.5 }, labels);
  return svgDoc(800, 600, body, { defs, font: true, palette: p });
}

/** Simple product silhouettes centred on (x, y), about 60 px tall. */
function good(kind, x, y, c, d) {
  switch (kind) {
    case "tent":
      return (
        path(`M${x - 34} ${y + 26}L${x} ${y - 28}l34 54z`, c) +
        path(`M${x - 9} ${y + 26}L${x} ${y + 4}l9 22z`, d)
      );
    case "pack":
      return (
        rect(x - 22, y - 26, 44, 54, c, 12) +
        rect(x - 14, y + 2, 28, 18, d, 5) +
        path(`M${x - 10} ${y - 26}a10 10 0 0 1 20 0`, "none", { stroke: d, "stroke-width": 4 })
      );
    case "bottle":
      return (
        rect(x - 7, y - 32, 14, 10, d, 3) +
        rect(x - 15, y - 22, 30, 52, c, 10) +
        rect(x - 15, y - 2, 30, 12, d, 0)
      );
    case "boot":
      return (
        path(`M${x - 22} ${y - 26}h22v30h24a8 8 0 0 1 8 8v12h-54z`, c) + rect(x - 22, y + 18, 54, 6, d, 2)
      );
    case "mug":
      return (
        rect(x - 20, y - 20, 34, 44, c, 6) +
        path(`M${x + 14} ${y - 10}h6a9 9 0 0 1 0 18h-6`, "none", { stroke: c, "stroke-width": 5 }) +
        rect(x - 20, y - 20, 34, 8, d, 3)
      );
    case "vase":
      return (
        path(`M${x - 8} ${y - 30}h16v10c14 8 18 22 12 36-3 8-10 12-20 12s-17-4-20-12c-6-14-2-28 12-36z`, c) +
        rect(x - 16, y + 2, 32, 4, d, 2)
      );
    case "bowl":
      return (
        path(`M${x - 32} ${y - 4}h64c0 20-14 32-32 32s-32-12-32-32z`, c) + rect(x - 34, y - 9, 68, 7, d, 3)
      );
    case "bag":
      return (
        path(`M${x - 22} ${y - 26}h44l-4 56h-36z`, c) +
        rect(x - 12, y - 6, 24, 18, d, 3) +
        rect(x - 22, y - 30, 44, 6, d, 2)
      );
    case "cup":
      return (
        path(`M${x - 20} ${y - 16}h40l-5 44h-30z`, c) +
        rect(x - 23, y - 24, 46, 9, d, 4) +
        rect(x - 18, y + 2, 36, 10, d, 0)
      );
    case "kettle":
      return (
        path(`M${x - 24} ${y + 26}c-2-26 6-40 24-40s26 14 24 40z`, c) +
        path(`M${x + 20} ${y - 2}l18-16`, "none", {
          stroke: c,
          "stroke-width": 5,
          "stroke-linecap": "round",
        }) +
        rect(x - 6, y - 22, 12, 8, d, 3)
      );
    default:
      return circle(x, y, 24, c);
  }
}

function shop(pr) {
  const { p } = pr;
  const id = pr.slug.slice(0, 3);
  const [defs, bg] = backdrop(id, p);
  const x = 70;
  const y = 50;
  const w = 660;
  const h = 500;
  const light = isLight(p.s);
  const tile = mix(p.s, p.ink, light ? 0.05 : 0.07);
  const faint = { "fill-opacity": 0.25 };
  let body = bg + browser(id, x, y, w, h, p, pr.domain);
  body += logoMark(x + 28, y + 52, 20, p) + text(x + 56, y + 67, pr.name, 14, p.ink, { "font-weight": 700 });
  for (let i = 0; i < 4; i++) body += bar(x + 220 + i * 54, y + 59, 38, p.ink, 6, faint);
  body += rect(x + w - 180, y + 48, 110, 26, tile, 13);
  // cart with badge
  const bx = x + w - 46;
  body +=
    path(`M${bx - 9} ${y + 56}h18l-2 16h-14z`, "none", {
      stroke: p.ink,
      "stroke-width": 2,
      "stroke-linejoin": "round",
    }) + path(`M${bx - 4} ${y + 56}a4 4 0 0 1 8 0`, "none", { stroke: p.ink, "stroke-width": 2 });
  body +=
    circle(bx + 9, y + 52, 7, p.a) +
    text(bx + 9, y + 55.5, "2", 9, onColor(p.a), { "text-anchor": "middle", "font-weight": 700 });
  // promo banner
  body += rect(x + 28, y + 92, w - 56, 68, `url(#${id}p)`, 12);
  body += text(x + 50, y + 132, pr.banner, 20, onColor(p.a), { "font-weight": 800, "letter-spacing": -0.5 });
  body +=
    rect(x + w - 150, y + 112, 100, 28, "#ffffff", 14) +
    text(x + w - 100, y + 130, "Shop now", 11, "#111118", { "text-anchor": "middle" });
  // product grid; each distinct product tile is drawn once in <defs> and placed with <use>
  const cw = 140;
  const tiles = new Map();
  let prices = "";
  pr.goods.forEach((kind, i) => {
    const cx = x + 29 + (i % 4) * (cw + 14);
    const cy = y + 176 + Math.floor(i / 4) * 156;
    const c = i % 3 === 1 ? p.b : p.a;
    const key = `${kind} ${c}`;
    if (!tiles.has(key))
      tiles.set(
        key,
        g(
          { id: `${id}${tiles.size}` },
          rect(0, 0, cw, 96, tile, 10) + good(kind, cw / 2, 48, c, mix(c, "#000000", 0.3)),
        ),
      );
    body += el("use", { href: `#${tiles.get(key).match(/id="([^"]+)"/)[1]}`, x: cx, y: cy });
    body += bar(cx + 2, cy + 108, 98, p.ink, 7, { "fill-opacity": 0.55 });
    prices += text(cx + 2, cy + 136, pr.prices[i], undefined, undefined);
    body += el("use", { href: `#${id}+`, x: cx + cw - 28, y: cy + 122 });
  });
  body += g({ "font-size": 13, "font-weight": 700, fill: p.ink }, prices);
  const plus =
    [...tiles.values()].join("") +
    g(
      { id: `${id}+` },
      rect(0, 0, 26, 20, p.a, 10) +
        path("M9 10h8m-4-4v8", "none", {
          stroke: onColor(p.a),
          "stroke-width": 2,
          "stroke-linecap": "round",
        }),
    );
  const defsP =
    plus +
    linear(
      `${id}p`,
      [
        [0, p.a],
        [1, mix(p.a, p.bg1, 0.45)],
      ],
      1,
      0,
    );
  return svgDoc(800, 600, body, { defs: defs + defsP, font: true, palette: p });
}

const PHONE_W = 210;
const PHONE_H = 440;

/** The phone body, status bar and tab bar, drawn once in <defs> and placed with <use>. */
function phoneFrame(id, p) {
  const w = PHONE_W;
  const h = PHONE_H;
  return g(
    { id: `${id}f` },
    mergeBars(
      g(
        { filter: `url(#${id}s)` },
        rect(0, 0, w, h, "#0a0a0c", 36, { stroke: "#3a3a42", "stroke-width": 2 }),
      ) +
        rect(8, 8, w - 16, h - 16, p.s, 29) +
        rect(w / 2 - 30, 18, 60, 16, "#0a0a0c", 8) +
        text(30, 31, "9:41", 10, p.ink) +
        rect(w - 46, 23, 18, 9, "none", 2.5, { stroke: p.ink, "stroke-opacity": 0.7 }) +
        rect(w - 44, 25, 12, 5, p.ink, 1) +
        tabBar(8, h - 62, w - 16, p),
    ),
  );
}

function phone(id, x, y, screen) {
  return el("use", { href: `#${id}f`, x, y }) + mergeBars(screen(x + 8, y + 46, PHONE_W - 16));
}

function tabBar(x, y, w, p) {
  let out = rect(x + 10, y, w - 20, 1, p.ink, 0, { "fill-opacity": 0.1 });
  for (let i = 0; i < 4; i++)
    out += rect(
      x + 24 + i * ((w - 48) / 3) - 8,
      y + 14,
      16,
      16,
      i === 0 ? p.a : p.ink,
      5,
      i === 0 ? {} : { "fill-opacity": 0.25 },
    );
  return out;
}

/** Phone screens: (x, y, w) is the top-left of the content area below the status bar. */
const screens = {
  bank(x, y, w, p, id) {
    let s =
      text(x + 16, y + 22, "Hi, Jordan", 15, p.ink, { "font-weight": 700 }) +
      circle(x + w - 28, y + 16, 12, p.b);
    s += rect(x + 14, y + 40, w - 28, 104, `url(#${id}c)`, 16);
    s += text(x + 28, y + 66, "Available balance", 9, onColor(p.a), {
      "fill-opacity": 0.8,
      "font-weight": 500,
    });
    s += text(x + 28, y + 96, "$12,480.35", 22, onColor(p.a), { "font-weight": 800 });
    s += bar(x + 28, y + 116, 60, onColor(p.a), 6, { "fill-opacity": 0.5 });
    for (let i = 0; i < 4; i++)
      s += circle(x + 38 + i * ((w - 76) / 3), y + 170, 16, p.a, { "fill-opacity": i === 0 ? 0.9 : 0.18 });
    const amounts = ["-$42.10", "+$2,150", "-$9.99"];
    amounts.forEach((amt, i) => {
      const ry = y + 210 + i * 40;
      s += circle(x + 30, ry + 12, 13, i % 2 ? p.b : p.a, { "fill-opacity": 0.25 });
      s +=
        bar(x + 52, ry + 4, 60 + ((i * 13) % 30), p.ink, 7, { "fill-opacity": 0.7 }) +
        bar(x + 52, ry + 16, 40, p.ink, 5, { "fill-opacity": 0.3 });
      s += text(x + w - 16, ry + 16, amt, 10, amt.startsWith("+") ? p.a : p.ink, {
        "text-anchor": "end",
        "font-weight": 700,
      });
    });
    return s;
  },
  spend(x, y, w, p) {
    let s = text(x + 16, y + 22, "Spending", 15, p.ink, { "font-weight": 700 });
    const c = 2 * Math.PI * 52;
    const cx = x + w / 2;
    const parts = [
      [0.42, p.a],
      [0.27, p.b],
      [0.18, mix(p.a, p.b, 0.5)],
    ];
    let off = 0;
    s += circle(cx, y + 110, 52, "none", { stroke: p.ink, "stroke-opacity": 0.1, "stroke-width": 16 });
    for (const [share, color] of parts) {
      s += circle(cx, y + 110, 52, "none", {
        stroke: color,
        "stroke-width": 16,
        "stroke-dasharray": `${num(c * share - 4)} ${num(c)}`,
        "stroke-dashoffset": num(-off),
        transform: `rotate(-90 ${num(cx)} ${y + 110})`,
      });
      off += c * share;
    }
    s +=
      text(cx, y + 108, "$2,318", 16, p.ink, { "text-anchor": "middle", "font-weight": 800 }) +
      text(cx, y + 124, "this month", 9, p.ink, {
        "text-anchor": "middle",
        "fill-opacity": 0.5,
        "font-weight": 500,
      });
    parts.forEach(([share, color], i) => {
      const ry = y + 192 + i * 44;
      s += rect(x + 16, ry, w - 32, 34, p.ink, 10, { "fill-opacity": 0.05 });
      s += circle(x + 32, ry + 17, 6, color) + bar(x + 46, ry + 14, 56, p.ink, 7, { "fill-opacity": 0.6 });
      s += text(x + w - 28, ry + 21, `${Math.round(share * 100)}%`, 10, p.ink, {
        "text-anchor": "end",
        "font-weight": 700,
      });
    });
    return s;
  },
  run(x, y, w, p) {
    const cx = x + w / 2;
    const c = 2 * Math.PI * 62;
    let s = text(x + 16, y + 22, "Today", 15, p.ink, { "font-weight": 700 });
    s += circle(cx, y + 116, 62, "none", { stroke: p.ink, "stroke-opacity": 0.1, "stroke-width": 14 });
    s += circle(cx, y + 116, 62, "none", {
      stroke: p.a,
      "stroke-width": 14,
      "stroke-linecap": "round",
      "stroke-dasharray": `${num(c * 0.74)} ${num(c)}`,
      transform: `rotate(-90 ${num(cx)} ${y + 116})`,
    });
    s +=
      text(cx, y + 118, "8.2 km", 20, p.ink, { "text-anchor": "middle", "font-weight": 800 }) +
      text(cx, y + 136, "of 11 km goal", 9, p.ink, {
        "text-anchor": "middle",
        "fill-opacity": 0.5,
        "font-weight": 500,
      });
    [
      ["5:12", "pace"],
      ["42:38", "time"],
      ["148", "bpm"],
    ].forEach(([v, l], i) => {
      const tx = x + 14 + i * ((w - 28) / 3);
      s += rect(tx + 2, y + 204, (w - 28) / 3 - 4, 56, p.ink, 10, { "fill-opacity": 0.06 });
      s += text(tx + (w - 28) / 6, y + 228, v, 13, i === 2 ? p.b : p.ink, {
        "text-anchor": "middle",
        "font-weight": 700,
      });
      s += text(tx + (w - 28) / 6, y + 246, l, 9, p.ink, {
        "text-anchor": "middle",
        "fill-opacity": 0.5,
        "font-weight": 500,
      });
    });
    s +=
      rect(x + 16, y + 276, w - 32, 40, p.a, 20) +
      text(cx, y + 301, "Start run", 13, onColor(p.a), { "text-anchor": "middle", "font-weight": 700 });
    return s;
  },
  route(x, y, w, p) {
    let s = text(x + 16, y + 22, "Morning loop", 15, p.ink, { "font-weight": 700 });
    s += rect(x + 14, y + 38, w - 28, 170, p.ink, 14, { "fill-opacity": 0.06 });
    for (let i = 1; i < 4; i++)
      s +=
        vbar(x + 14 + i * ((w - 28) / 4), y + 38, 1, 170, p.ink, 0.08) +
        bar(x + 14, y + 38 + i * 42, w - 28, p.ink, 1, { "fill-opacity": 0.08 });
    s += path(`M${x + 36} ${y + 180}c20-40 10-70 40-90s50 10 60-20 20-30 30-40`, "none", {
      stroke: p.a,
      "stroke-width": 5,
      "stroke-linecap": "round",
    });
    s +=
      circle(x + 36, y + 180, 7, p.b) +
      circle(x + 166, y + 30 + 10 + 20, 7, "#fff", { stroke: p.a, "stroke-width": 3 });
    [0.9, 0.7, 0.95, 0.6, 0.8].forEach((v, i) => {
      const ry = y + 222 + i * 20;
      s += text(x + 16, ry + 9, `km ${i + 1}`, 9, p.ink, { "fill-opacity": 0.6, "font-weight": 500 });
      s += bar(x + 56, ry + 2, (w - 80) * v, i === 3 ? p.b : p.a, 8, { "fill-opacity": 0.85 });
    });
    return s;
  },
  services(x, y, w, p) {
    let s = text(x + 16, y + 22, "Find a pro", 15, p.ink, { "font-weight": 700 });
    s +=
      rect(x + 14, y + 36, w - 28, 32, p.ink, 16, { "fill-opacity": 0.06 }) +
      circle(x + 32, y + 52, 5, "none", { stroke: p.ink, "stroke-opacity": 0.45, "stroke-width": 1.5 }) +
      bar(x + 46, y + 49, 70, p.ink, 6, { "fill-opacity": 0.25 });
    const labels = ["Plumbing", "Cleaning", "Electric", "Garden", "Painting", "Moving"];
    let names = "";
    labels.forEach((l, i) => {
      const tx = x + 14 + (i % 3) * ((w - 28) / 3);
      const ty = y + 82 + Math.floor(i / 3) * 78;
      const tw = (w - 28) / 3 - 6;
      s += rect(tx + 3, ty, tw, 70, i === 0 ? p.a : p.ink, 12, { "fill-opacity": i === 0 ? 1 : 0.05 });
      s += rect(tx + 3 + tw / 2 - 12, ty + 12, 24, 24, i === 0 ? "#fff" : i % 2 ? p.b : p.a, 7, {
        "fill-opacity": i === 0 ? 0.9 : 0.7,
      });
      names += text(tx + 3 + tw / 2, ty + 56, l, undefined, i === 0 ? onColor(p.a) : undefined);
    });
    s += g({ "font-size": 9, fill: p.ink, "text-anchor": "middle" }, names);
    s +=
      rect(x + 14, y + 248, w - 28, 70, p.b, 14, { "fill-opacity": 0.18 }) +
      bar(x + 28, y + 266, 90, p.ink, 8, { "fill-opacity": 0.7 }) +
      bar(x + 28, y + 282, 120, p.ink, 6, { "fill-opacity": 0.3 }) +
      bar(x + 28, y + 296, 70, p.ink, 6, { "fill-opacity": 0.3 });
    return s;
  },
  booking(x, y, w, p) {
    let s =
      circle(x + 36, y + 34, 20, p.b) +
      circle(x + 36, y + 28, 8, p.s) +
      path(`M${x + 22} ${y + 48}a14 12 0 0 1 28 0`, p.s);
    s +=
      text(x + 66, y + 30, "Maya R.", 14, p.ink, { "font-weight": 700 }) +
      text(x + 66, y + 46, "★★★★★  4.9", 9, p.b, { "font-weight": 700 });
    s += text(x + 16, y + 88, "Pick a time", 12, p.ink, { "font-weight": 700 });
    ["9:00", "10:30", "12:00", "14:00", "15:30", "17:00"].forEach((t, i) => {
      const tx = x + 14 + (i % 3) * ((w - 28) / 3);
      const ty = y + 100 + Math.floor(i / 3) * 40;
      const sel = i === 4;
      s += rect(
        tx + 3,
        ty,
        (w - 28) / 3 - 6,
        30,
        sel ? p.a : "none",
        15,
        sel ? {} : { stroke: p.ink, "stroke-opacity": 0.18 },
      );
      s += text(tx + (w - 28) / 6, ty + 19, t, 10, sel ? onColor(p.a) : p.ink, { "text-anchor": "middle" });
    });
    s += rect(x + 14, y + 190, w - 28, 78, p.ink, 12, { "fill-opacity": 0.05 });
    s +=
      bar(x + 28, y + 206, 80, p.ink, 7, { "fill-opacity": 0.6 }) +
      bar(x + 28, y + 222, 110, p.ink, 6, { "fill-opacity": 0.25 }) +
      text(x + w - 28, y + 256, "$85", 16, p.ink, { "text-anchor": "end", "font-weight": 800 });
    s +=
      rect(x + 16, y + 282, w - 32, 40, p.a, 20) +
      text(x + w / 2, y + 307, "Book now", 13, onColor(p.a), { "text-anchor": "middle", "font-weight": 700 });
    return s;
  },
};

function ios(pr) {
  const { p } = pr;
  const id = pr.slug.slice(0, 3);
  const [defs, bg] = backdrop(id, p);
  const make = (name) => (x, y, w) => screens[name](x, y, w, p, id);
  let body = bg;
  body += phone(id, 405, 112, make(pr.screens[1]));
  body += phone(id, 185, 48, make(pr.screens[0]));
  const defsC =
    phoneFrame(id, p) +
    linear(`${id}c`, [
      [0, p.a],
      [1, mix(p.a, p.bg1, 0.5)],
    ]);
  return svgDoc(800, 600, body, { defs: defs + defsC, font: true, palette: p });
}

// ---------------------------------------------------------------------------------------------
// Avatars, 160x160. The slug must match the image paths in content/testimonials.ts and content/pages.ts.

const avatars = [
  {
    slug: "dana-whitfield",
    bg: "#ff8a65",
    deco: "#ffd3c2",
    skin: "#f1c6a4",
    hair: "#6b3e26",
    style: "long",
    shirt: "#1e3a8a",
    glasses: false,
    earring: true,
  },
  {
    slug: "marcus-oyelaran",
    bg: "#22c55e",
    deco: "#a7f3d0",
    skin: "#8d5524",
    hair: "#1b1b22",
    style: "short",
    shirt: "#f97316",
    glasses: false,
  },
  {
    slug: "priya-raman",
    bg: "#8b5cf6",
    deco: "#ddd6fe",
    skin: "#c68642",
    hair: "#20141a",
    style: "bun",
    shirt: "#0ea5e9",
    glasses: true,
    earring: true,
  },
  {
    slug: "tom-castellanos",
    bg: "#0ea5e9",
    deco: "#bae6fd",
    skin: "#e0ac69",
    hair: "#3b2a20",
    style: "side",
    shirt: "#111827",
    glasses: true,
  },
  {
    slug: "hannah-brooks",
    bg: "#f59e0b",
    deco: "#fde68a",
    skin: "#f5d0b5",
    hair: "#c0622f",
    style: "curly",
    shirt: "#065f46",
    glasses: false,
  },
  {
    slug: "elliot-park",
    bg: "#14b8a6",
    deco: "#99f6e4",
    skin: "#f0c8a0",
    hair: "#111111",
    style: "side",
    shirt: "#7c2d12",
    glasses: false,
  },
  {
    slug: "nadia-ferreira",
    bg: "#ff4d3d",
    deco: "#ffc2bb",
    skin: "#d79b6e",
    hair: "#2a1a12",
    style: "curly",
    shirt: "#15151c",
    glasses: false,
    earring: true,
  },
  {
    slug: "jonah-reyes",
    bg: "#3d7bff",
    deco: "#c7d7ff",
    skin: "#b97a4f",
    hair: "#1a1a1a",
    style: "beanie",
    shirt: "#f5f5f7",
    hat: "#ff4d3d",
    glasses: true,
  },
  {
    slug: "amara-okafor",
    bg: "#ec4899",
    deco: "#fbcfe8",
    skin: "#6f4327",
    hair: "#120c0a",
    style: "bun",
    shirt: "#facc15",
    glasses: false,
    earring: true,
  },
  {
    slug: "lucas-brandt",
    bg: "#a3e635",
    deco: "#ecfccb",
    skin: "#f3d2b8",
    hair: "#d9a441",
    style: "short",
    shirt: "#312e81",
    glasses: false,
  },
];

function avatar(a) {
  const id = `av-${a.slug.split("-")[0]}`;
  const dark = "#1b1b22";
  const shade = mix(a.skin, "#000000", 0.14);
  let back = "";
  let front = "";
  switch (a.style) {
    case "long":
      back = rect(46, 44, 68, 86, a.hair, 30);
      front = path("M50 74c-2-28 12-40 30-40s33 12 30 40c-8-14-22-20-38-18-10 2-18 8-22 18z", a.hair);
      break;
    case "bun":
      back = circle(80, 30, 15, a.hair);
      front = path("M52 70c0-22 12-32 28-32s28 10 28 32c-6-12-16-18-28-18s-22 6-28 18z", a.hair);
      break;
    case "curly":
      back = [
        [56, 52, 14],
        [68, 40, 15],
        [84, 36, 16],
        [99, 44, 14],
        [108, 58, 12],
        [52, 66, 11],
        [110, 74, 10],
      ]
        .map(([cx, cy, r]) => circle(cx, cy, r, a.hair))
        .join("");
      front = path("M56 62c6-12 16-18 26-18 12 0 20 6 26 16-10-4-20-2-26 4-8-4-18-6-26-2z", a.hair);
      break;
    case "side":
      front = path("M52 72c-4-24 8-38 28-38 18 0 30 10 28 34-8-10-24-16-42-12-6 2-10 8-14 16z", a.hair);
      break;
    case "beanie":
      front =
        path("M50 66c0-22 14-34 30-34s30 12 30 34z", a.hat) +
        rect(48, 60, 64, 12, mix(a.hat, "#000000", 0.2), 6) +
        circle(80, 30, 7, a.hat);
      break;
    default:
      front = path("M52 70c-2-22 10-34 28-34s30 10 28 32c-4-8-12-14-22-14-14 0-26 6-34 16z", a.hair);
  }
  let face =
    circle(70, 76, 2.8, dark) +
    circle(90, 76, 2.8, dark) +
    path("M72 88q8 7 16 0", "none", { stroke: dark, "stroke-width": 2.6, "stroke-linecap": "round" }) +
    circle(63, 86, 4.5, "#ff7a6b", { "fill-opacity": 0.3 }) +
    circle(97, 86, 4.5, "#ff7a6b", { "fill-opacity": 0.3 });
  if (a.glasses)
    face += path("M63 76a7 7 0 1 0 14 0a7 7 0 1 0-14 0m20 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0m-6 0h6", "none", {
      stroke: dark,
      "stroke-width": 2,
    });
  if (a.earring) face += circle(53, 88, 3, "#fde047");
  const body = g(
    { "clip-path": `url(#${id})` },
    rect(0, 0, 160, 160, a.bg) +
      circle(128, 30, 46, a.deco, { "fill-opacity": 0.55 }) +
      path("M0 128l60-40 100 56v16H0z", a.deco, { "fill-opacity": 0.25 }) +
      back +
      path("M26 170c0-36 24-56 54-56s54 20 54 56z", a.shirt) +
      rect(70, 94, 20, 26, shade, 8) +
      path("M70 114q10 10 20 0", "none", {
        stroke: mix(a.shirt, "#ffffff", 0.25),
        "stroke-width": 3,
        "stroke-linecap": "round",
      }) +
      el("ellipse", { cx: 80, cy: 74, rx: 27, ry: 31, fill: a.skin }) +
      circle(53, 78, 5, a.skin) +
      circle(107, 78, 5, a.skin) +
      front +
      face,
  );
  const defs = el("clipPath", { id }, circle(80, 80, 80, "#fff"));
  return svgDoc(160, 160, body, { defs });
}

// ---------------------------------------------------------------------------------------------
// Client logos: white, 40 px tall. The slug must match content/brands.ts.

const brands = [
  { slug: "lumen-health", name: "Lumen Health", mark: "sun" },
  { slug: "northpeak", name: "NORTHPEAK", mark: "peaks" },
  { slug: "tidewater", name: "Tidewater", mark: "wave" },
  { slug: "halcyon", name: "halcyon", mark: "arch" },
  { slug: "forma", name: "FORMA", mark: "blocks" },
  { slug: "kiln-and-crate", name: "Kiln & Crate", mark: "crate" },
  { slug: "verdant", name: "verdant", mark: "leaf" },
  { slug: "bluewake", name: "Bluewake", mark: "wake" },
  { slug: "saltgrass", name: "Saltgrass", mark: "bean" },
  { slug: "meridian", name: "MERIDIAN", mark: "meridian" },
  { slug: "nestly", name: "nestly", mark: "house" },
  { slug: "orbit", name: "Orbit", mark: "orbit" },
];

function brandMark(kind) {
  const W = "#ffffff";
  const s = (d, extra = {}) =>
    path(d, "none", {
      stroke: W,
      "stroke-width": 3,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      ...extra,
    });
  switch (kind) {
    case "sun":
      return (
        circle(18, 20, 7, W) +
        s(
          "M18 5v4M18 31v4M3 20h4M29 20h4M7.4 9.4l2.8 2.8M25.8 27.8l2.8 2.8M7.4 30.6l2.8-2.8M25.8 12.2l2.8-2.8",
        )
      );
    case "peaks":
      return path("M2 32L13 12l7 11 5-7 9 16z", W) + path("M13 12l3 5h-6z", "#000", { "fill-opacity": 0.35 });
    case "wave":
      return s("M3 16c5-6 10 6 15 0s10 6 15 0M3 26c5-6 10 6 15 0s10 6 15 0");
    case "arch":
      return path("M6 34V20a12 12 0 0 1 24 0v14h-6V20a6 6 0 0 0-12 0v14z", W);
    case "blocks":
      return (
        rect(4, 6, 13, 13, W, 3) +
        rect(19, 6, 13, 13, W, 6.5, { "fill-opacity": 0.6 }) +
        rect(4, 21, 13, 13, W, 6.5, { "fill-opacity": 0.6 }) +
        rect(19, 21, 13, 13, W, 3)
      );
    case "crate":
      return rect(4, 8, 28, 24, "none", 3, { stroke: W, "stroke-width": 3 }) + s("M4 16h28M4 24h28M12 8v24");
    case "leaf":
      return (
        path("M6 32C6 16 16 6 32 6c0 16-10 26-26 26z", W) +
        s("M8 30l16-16", { stroke: "#000", "stroke-opacity": 0.35, "stroke-width": 2.5 })
      );
    case "wake":
      return path("M4 28c8 0 10-16 28-18-8 6-8 18-28 18z", W) + s("M4 33h28", { "stroke-opacity": 0.6 });
    case "bean":
      return (
        el("ellipse", { cx: 18, cy: 20, rx: 11, ry: 15, fill: W, transform: "rotate(30 18 20)" }) +
        s("M13 8c8 8-2 16 8 24", { stroke: "#000", "stroke-opacity": 0.35, "stroke-width": 2.5 })
      );
    case "meridian":
      return (
        circle(18, 20, 14, "none", { stroke: W, "stroke-width": 3 }) +
        el("ellipse", { cx: 18, cy: 20, rx: 6, ry: 14, stroke: W, "stroke-width": 3 }) +
        s("M4 20h28")
      );
    case "house":
      return (
        path("M4 18L18 6l14 12v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z", W) +
        circle(18, 23, 4, "#000", { "fill-opacity": 0.35 })
      );
    case "orbit":
      return (
        circle(18, 20, 6, W) +
        el("ellipse", {
          cx: 18,
          cy: 20,
          rx: 15,
          ry: 7,
          stroke: W,
          "stroke-width": 2.5,
          transform: "rotate(-25 18 20)",
        }) +
        circle(31, 13, 2.5, W)
      );
    default:
      return circle(18, 20, 12, W);
  }
}

function brandLogo(b) {
  const size = 18;
  // Rough advance widths for a semibold sans at 18 px; textLength pins the final width.
  const upper = b.name === b.name.toUpperCase();
  const estimate = Math.round(
    [...b.name].reduce(
      (sum, ch) =>
        sum + (upper ? 12.4 : /[A-Z]/.test(ch) ? 12.2 : ch === " " ? 5 : /[iljt&.]/.test(ch) ? 6 : 10.2),
      0,
    ),
  );
  const width = Math.max(120, Math.min(180, 44 + estimate + 4));
  const length = Math.min(estimate, width - 48);
  // Short names are centred as a whole (mark and word) in the minimum width.
  const shift = Math.floor((width - 48 - length) / 2);
  const t = el(
    "text",
    {
      x: 44,
      y: 26.5,
      "font-size": upper ? 16 : size,
      "font-weight": 700,
      "letter-spacing": upper ? 1.5 : -0.2,
      fill: "#ffffff",
      textLength: length,
      lengthAdjust: estimate > length ? "spacingAndGlyphs" : "spacing",
    },
    esc(b.name),
  );
  const inner = brandMark(b.mark) + t;
  return {
    width,
    svg: svgDoc(width, 40, shift > 0 ? g({ transform: `translate(${shift})` }, inner) : inner, {
      font: true,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Dots and logo

function dots() {
  let body = "";
  const r = rng("dots");
  for (let row = 0; row < 10; row++) {
    for (let col = 0; col < 10; col++) {
      // Fades from the top-right corner, with a little deterministic jitter.
      const d = Math.hypot(9 - col, row) / Math.hypot(9, 9);
      const o = Math.max(0.08, Math.min(1, 1 - d * 0.95 + (r() - 0.5) * 0.2));
      body += `<circle cx="${16 + col * 32}" cy="${16 + row * 32}" r="${row === 0 && col === 9 ? 5 : 3.5}" fill-opacity="${num(o)}"/>`;
    }
  }
  return svgDoc(320, 320, `<g fill="#ff4d3d">${body}</g>`);
}

function logo() {
  const body =
    rect(0, 0, 32, 32, "#ff4d3d", 9) +
    path("M8 23a8 8 0 0 1 16 0", "none", {
      stroke: "#0b0b0f",
      "stroke-width": 3.2,
      "stroke-linecap": "round",
    }) +
    circle(16, 10, 2.6, "#0b0b0f") +
    el(
      "text",
      {
        x: 42,
        y: 22,
        "font-size": 16,
        fill: "#ffffff",
        textLength: 106,
        lengthAdjust: "spacingAndGlyphs",
        "letter-spacing": -0.3,
      },
      `<tspan font-weight="700">Arcline</tspan><tspan font-weight="400" fill-opacity="0.72"> Digital</tspan>`,
    );
  return svgDoc(150, 32, body, { font: true });
}

// ---------------------------------------------------------------------------------------------
// Write everything

const kinds = { website, dashboard, uikit, shop, ios };
const files = new Map();
for (const pr of projects) files.set(`projects/${pr.slug}.svg`, kinds[pr.kind](pr));
for (const a of avatars) files.set(`avatars/${a.slug}.svg`, avatar(a));
for (const b of brands) files.set(`brands/${b.slug}.svg`, brandLogo(b).svg);
files.set("dots.svg", dots());
files.set("logo.svg", logo());

let total = 0;
const problems = [];
for (const [name, content] of files) {
  const file = join(OUT, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  const size = Buffer.byteLength(content);
  total += size;
  if (size >= MAX_FILE) problems.push(`${name} is ${size} bytes (limit ${MAX_FILE})`);
  if (/href="(?!#)|<image|@import|url\((?!#)/.test(content))
    problems.push(`${name} references something outside the file`);
}
if (total >= MAX_TOTAL) problems.push(`total ${total} bytes (limit ${MAX_TOTAL})`);

console.log(`Wrote ${files.size} files to ${relative(ROOT, OUT)}/ (${(total / 1024).toFixed(1)} KB)`);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
