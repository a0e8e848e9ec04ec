// @ts-check
/**
 * The content security policy. The site's pages stay static (no per-request nonces): Next's
 * inline bootstrap scripts and the toasts' inline styles need 'unsafe-inline'; everything else
 * is this site only. The dev server also needs eval and its websocket. `allow` adds sources
 * to a directive, for the editor.
 * @param {{ dev?: boolean, allow?: { img?: string[], connect?: string[], form?: string[] } }} options
 */
function contentSecurityPolicy({ dev = false, allow = {} }) {
  /** @param {(string | false)[]} list */
  const sources = (...list) => list.filter(Boolean).join(" ");
  const connect = [...(allow.connect ?? []), ...(dev ? ["ws:"] : [])];
  return [
    "default-src 'self'",
    sources("script-src 'self' 'unsafe-inline'", dev && "'unsafe-eval'"),
    "style-src 'self' 'unsafe-inline'",
    sources("img-src 'self' data:", ...(allow.img ?? [])),
    // Fonts and fetches fall back to default-src 'self' unless something needs more.
    ...(connect.length ? [sources("connect-src 'self'", ...connect)] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    sources("form-action 'self'", ...(allow.form ?? [])),
    "object-src 'none'",
  ].join("; ");
}

/** Sent with every answer. */
export function securityHeaders({ dev = false } = {}) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) },
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
 * The editor's pages (/keystatic), sent after the site's headers and replacing its policy: the
 * site's, plus what the editor's browser app needs in GitHub mode (GitHub's API and raw file
 * host, sign-in, avatars) and blob: previews of uploads. Its request for a Google Fonts
 * stylesheet stays refused (it falls back to a system font).
 */
export function editorSecurityHeaders({ dev = false } = {}) {
  const allow = {
    img: ["blob:", "https://avatars.githubusercontent.com"],
    connect: ["https://api.github.com", "https://raw.githubusercontent.com"],
    form: ["https://github.com"],
  };
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, allow }) },
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
