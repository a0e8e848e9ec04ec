// @ts-check
/**
 * Inline scripts run only as `scripts` allows them: never 'unsafe-inline' in production, but the
 * dev server evaluates scripts of its own. Styles keep it: the toasts set inline styles.
 * @param {{ dev?: boolean, scripts?: string[], allow?: { img?: string[], connect?: string[], form?: string[] } }} options
 */
function contentSecurityPolicy({ dev = false, scripts = [], allow = {} }) {
  /** @param {(string | false)[]} list */
  const sources = (...list) => list.filter(Boolean).join(" ");
  const connect = [...(allow.connect ?? []), ...(dev ? ["ws:"] : [])];
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : sources("script-src 'self'", ...scripts),
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

/** A SHA-256 of a script (base64, 44 characters) or a 16-byte nonce (base64, 24). */
const inlineScriptSource = /^'(sha256-[A-Za-z0-9+/]{43}=|nonce-[A-Za-z0-9+/]{22}==)'$/;

/**
 * `scripts`: a prerendered page's hashes (scripts/hash-inline-scripts.mjs) or a nonce (proxy.ts).
 * @param {{ dev?: boolean, scripts?: string[] }} options
 */
export function pagePolicy({ dev, scripts = [] }) {
  const unexpected = scripts.find((source) => !inlineScriptSource.test(source));
  if (unexpected !== undefined) throw new Error(`Not a hash or nonce of an inline script: ${unexpected}`);
  return contentSecurityPolicy({ dev, scripts });
}

/** The policy of redirects, and of every answer under `next dev`: no inline script in production. */
export const sitePolicy = ({ dev = false } = {}) => contentSecurityPolicy({ dev });

/** The policy of an image under public/images/ opened on its own: it may draw, never run anything. */
export const imagePolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

// No Content-Security-Policy here: each answer carries its own, and browsers enforce every
// policy an answer carries, so a second one would refuse the page's scripts.
export function securityHeaders() {
  return [
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    { key: "X-Frame-Options", value: "DENY" },
    // No Cross-Origin-Opener-Policy: a browsing context group (on Android a process) per page costs
    // every first load main-thread time, and the site keeps no state a cross-window attack could read.
  ];
}

// /keystatic's policy: its GitHub mode, blob: previews of uploads, and inline scripts, since it is
// rendered on request, outside proxy.ts. Its Google Fonts stay refused (a system font stands in).
export function editorSecurityHeaders({ dev = false } = {}) {
  const allow = {
    img: ["blob:", "https://avatars.githubusercontent.com"],
    connect: ["https://api.github.com", "https://raw.githubusercontent.com"],
    form: ["https://github.com"],
  };
  return [
    {
      key: "Content-Security-Policy",
      value: contentSecurityPolicy({ dev, allow, scripts: ["'unsafe-inline'"] }),
    },
    { key: "X-Robots-Tag", value: "noindex, nofollow" },
  ];
}

/** Whatever a browser may show as a document: every path but the build's hashed assets. */
export const DOCUMENT_PATHS = "/:path((?!_next/static/).*)";

/** The build's hashed assets get nosniff only: the other headers act on documents. */
export const staticAssetHeaders = [{ key: "X-Content-Type-Options", value: "nosniff" }];
