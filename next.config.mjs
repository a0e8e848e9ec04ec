import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";

/**
 * Sent with every answer. The CSP keeps pages static (no per-request nonces): Next's inline
 * bootstrap scripts and the toasts' inline styles need 'unsafe-inline'; everything else is
 * this site only. The dev server also needs eval and its websocket.
 */
export function securityHeaders({ dev = false } = {}) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Fonts and fetches fall back to default-src 'self'; only the dev server's websocket
    // needs more. (Every byte of these headers comes with every page.)
    ...(dev ? ["connect-src 'self' ws:"] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    { key: "X-Frame-Options", value: "DENY" },
    // No Cross-Origin-Opener-Policy: it makes the browser start the page in a browsing
    // context group of its own, away from the page it came from (a new renderer process where
    // the two would have shared one), and Chrome on Android gives origins that send it a
    // process of their own. Measured in Lighthouse from a blank tab: 30-80 ms more main-thread
    // work before the page starts; TBT median 401 ms with it, 299 ms without (12 runs each).
    // With it, the page also starts in a renderer of its own, so headless Chromium's stall of
    // the first frame (firstFrameStalled in perf/lh-metrics.mjs) cannot happen. Lighthouse on
    // /about, 8 runs each, direct to the server, before the runner hid scrollbars: with the
    // header 0 stalls, performance 95 and 94, LCP 2385 and 2336 ms; without it 0 and 4 stalls,
    // performance 98 and 96, LCP 1628 and 2467 ms.
    // The site keeps no state a cross-window attack could read: no logins, no personal pages.
  ];
}

/**
 * Every path but the build's hashed assets: pages, route handlers, public files, errors.
 * Anything a browser may show as a document gets the headers above.
 */
export const DOCUMENT_PATHS = "/:path((?!_next/static/).*)";

/**
 * The hashed scripts, stylesheets, fonts and media under /_next/static/: files the site's own
 * build wrote, loaded by its pages (the one image there is the icon, an SVG without script).
 * CSP, X-Frame-Options, Permissions-Policy and Referrer-Policy act on documents, and HSTS is
 * taken from any answer of the host (every page sends it): on these they were 420 bytes of
 * every answer's 750, about 4 KB a page before its first paint. nosniff does apply, to
 * scripts and stylesheets.
 */
export const staticAssetHeaders = [{ key: "X-Content-Type-Options", value: "nosniff" }];

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  poweredByHeader: false,
  // A self-contained server in .next/standalone (see scripts/prepare-standalone.mjs).
  output: "standalone",
  reactStrictMode: true,
  // swiper ships ESM only.
  transpilePackages: ["swiper"],
  // Loaded from node_modules rather than bundled, so the standalone output carries them for
  // the staff tool (scripts/leads.mjs) too. better-sqlite3 and pg are on Next's own list.
  serverExternalPackages: ["kysely"],
  // Every image is a pre-sized file from public/; the optimizer never runs on any input.
  images: { unoptimized: true },
  // Addresses no route matches get app/global-not-found.tsx, so no root not-found page is
  // sent inside every page's payload.
  experimental: {
    globalNotFound: true,
    // Merge small chunks (raw size under 400 KB) into larger ones: every page loads one
    // script file less, for the same bytes. Turbopack merges within a chunk group only, so
    // framework, layout and page stay apart and swiper stays out of routes without the
    // carousel (perf/bundle-size.test.mjs).
    turbopackChunking: { minChunkSize: 400000 },
  },
  async headers() {
    return [
      { source: DOCUMENT_PATHS, headers: securityHeaders({ dev: phase === PHASE_DEVELOPMENT_SERVER }) },
      { source: "/_next/static/:path*", headers: staticAssetHeaders },
    ];
  },
});

export default nextConfig;
