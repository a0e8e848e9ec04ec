import { readFile } from "node:fs/promises";
import { ImageResponse } from "next/og";
import type { Content } from "@/content";
import { brand, markDataUri } from "@/lib/seo/brand";
import { cardFontFile, cardFontSubsets, type Weight } from "@/content/card-fonts";
import { ogImageSize } from "@/lib/seo/metadata";
import type { OgCard } from "@/lib/seo/page-seo";

/** Each subset is a family of its own, listed in order: next/og falls back by family, not within one. */
const fontName = (subset: string) => `Inter ${subset}`;
const fontFamily = cardFontSubsets.map((subset) => `"${fontName(subset)}"`).join(", ");

let fonts: Promise<{ name: string; data: Buffer; weight: Weight; style: "normal" }[]> | undefined;

/** `#rrggbb` with an alpha, for the glows (gradients need rgba stops to fade out). */
function rgba(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

const layer = { position: "absolute", top: 0, left: 0, ...ogImageSize, display: "flex" } as const;

/** A soft light in the page's colour; the site's banners use blurred shapes, next/og a gradient. */
function Glow({ color, radius, x, y }: { color: string; radius: number; x: number; y: number }) {
  const gradient = `radial-gradient(circle ${radius}px at ${x}px ${y}px, ${rgba(color, 0.55)}, ${rgba(color, 0)})`;
  return <div style={{ ...layer, backgroundImage: gradient }} />;
}

/** The site's 67 px background grid, drawn as lines (next/og does not tile background images). */
function Grid() {
  const { width, height } = ogImageSize;
  const line = "rgba(255, 255, 255, 0.07)";
  const steps = (length: number) =>
    Array.from({ length: Math.floor(length / brand.gridSize) }, (_, i) => (i + 1) * brand.gridSize);
  const lines = [
    ...steps(width).map((x) => ({ key: `x${x}`, top: 0, left: x, width: 1, height })),
    ...steps(height).map((y) => ({ key: `y${y}`, left: 0, top: y, width, height: 1 })),
  ];
  return (
    <div style={layer}>
      {lines.map(({ key, ...box }) => (
        <div key={key} style={{ position: "absolute", ...box, backgroundColor: line }} />
      ))}
    </div>
  );
}

function Card({ card, content: { site, services } }: { card: OgCard; content: Content }) {
  // Long titles step down so every heading fits in at most three lines.
  const headingPx = card.heading.length <= 36 ? 84 : card.heading.length <= 56 ? 72 : 60;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "60px 72px 56px",
        position: "relative",
        overflow: "hidden",
        backgroundColor: brand.ink,
        color: brand.white,
        fontFamily,
      }}
    >
      <Glow color={card.color1} radius={560} x={1130} y={30} />
      <Glow color={card.color2} radius={500} x={40} y={640} />
      <Grid />
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- rendered by next/og, not the browser */}
        <img src={markDataUri()} width={56} height={56} alt="" />
        <div style={{ display: "flex", fontSize: 32, letterSpacing: -0.6 }}>
          <span style={{ fontWeight: 700 }}>{site.name.split(" ")[0]}</span>
          <span style={{ fontWeight: 400, color: "rgba(255, 255, 255, 0.72)", marginLeft: 9 }}>
            {site.name.split(" ").slice(1).join(" ")}
          </span>
        </div>
      </div>

      <div style={{ display: "flex", flexDirection: "column", maxWidth: 1000 }}>
        <div style={{ display: "flex", alignItems: "center", gap: 16, marginBottom: 26 }}>
          <div style={{ width: 14, height: 14, borderRadius: 7, backgroundColor: brand.accent }} />
          <div
            style={{
              fontSize: 24,
              fontWeight: 600,
              letterSpacing: 3.6,
              textTransform: "uppercase",
              color: "rgba(255, 255, 255, 0.82)",
            }}
          >
            {card.label}
          </div>
        </div>
        <div
          style={{
            fontSize: headingPx,
            fontWeight: 700,
            lineHeight: 1.05,
            letterSpacing: -0.04 * headingPx,
            textWrap: "balance",
          }}
        >
          {card.heading}
        </div>
      </div>

      <div style={{ display: "flex", alignItems: "center", gap: 22 }}>
        <div style={{ width: 72, height: 6, borderRadius: 3, backgroundColor: brand.accent }} />
        <div style={{ display: "flex", fontSize: 22, color: brand.muted, gap: 12 }}>
          {services.map(({ name }, index) => (
            <span key={name} style={{ display: "flex", gap: 12 }}>
              {index > 0 ? <span style={{ color: "rgba(255, 255, 255, 0.28)" }}>/</span> : null}
              {name}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A 1200x630 PNG preview card for one page, rendered once at build time. */
export async function renderOgImage(card: OgCard, content: Content): Promise<ImageResponse> {
  fonts ??= Promise.all(
    cardFontSubsets.flatMap((subset) =>
      ([400, 600, 700] as const).map(async (weight) => ({
        name: fontName(subset),
        data: await readFile(cardFontFile(subset, weight)),
        weight,
        style: "normal" as const,
      })),
    ),
  );
  return new ImageResponse(<Card card={card} content={content} />, { ...ogImageSize, fonts: await fonts });
}
