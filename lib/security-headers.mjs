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
 * The editor's pages (/keystatic): the site's policy, plus what its browser app needs: the
 * GitHub API and raw file host in GitHub mode, images it previews as blob: URLs, avatars. It also asks
 * Google Fonts for a stylesheet, which stays refused (it falls back to a system font).
 */
export function editorSecurityHeaders({ dev = false } = {}) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    `connect-src 'self' https://api.github.com https://raw.githubusercontent.com${dev ? " ws:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' https://github.com",
    "object-src 'none'",
  ].join("; ");
  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Robots-Tag", value: "noindex, nofollow" },
  ];
}

export const EDITOR_PATHS = "/keystatic/:path*";

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
