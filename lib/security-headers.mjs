// @ts-check
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
    // Fonts and fetches fall back to default-src 'self'; the dev server's websocket needs more.
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
    // No Cross-Origin-Opener-Policy: it puts each page in a browsing context group (and on
    // Android a process) of its own, which costs every first load main-thread time, and the
    // site keeps no state a cross-window attack could read.
  ];
}

/**
 * Every path but the build's hashed assets: pages, route handlers, public files, errors.
 * Anything a browser may show as a document gets the headers above.
 */
export const DOCUMENT_PATHS = "/:path((?!_next/static/).*)";

/**
 * The build's hashed scripts, stylesheets and fonts: nosniff applies to them; the other
 * headers act on documents only and would add bytes to every asset's answer.
 */
export const staticAssetHeaders = [{ key: "X-Content-Type-Options", value: "nosniff" }];
