import type { CSSProperties } from "react";

/** The inline style giving a `glow` element (see globals.css) its colour. */
export function glowColor(color: string): CSSProperties {
  return { "--glow": color } as CSSProperties;
}
