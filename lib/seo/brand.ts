/** Brand constants shared by the preview images, icons and manifest. */
export const brand = {
  ink: "#0b0b0f",
  accent: "#ff4d3d",
  white: "#ffffff",
  muted: "#a1a1aa",
  /** Spacing of the background grid, as on the site's banners. */
  gridSize: 67,
} as const;

/** components/logo.tsx's mark as a data URI; `bleed` fills the square for icons the platform rounds. */
export function markDataUri({ bleed = false }: { bleed?: boolean } = {}): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">` +
    `<rect width="32" height="32" rx="${bleed ? 0 : 9}" fill="${brand.accent}"/>` +
    `<path d="M8 23a8 8 0 0 1 16 0" fill="none" stroke="${brand.ink}" stroke-width="3.2" stroke-linecap="round"/>` +
    `<circle cx="16" cy="10" r="2.6" fill="${brand.ink}"/>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
