import { NextResponse, type NextRequest } from "next/server";
import { readInlineScriptHashes } from "@/lib/inline-script-hashes.mjs";
import { log } from "@/lib/log";
import { pagePolicy, securityHeaders } from "@/lib/security-headers.mjs";

const dev = process.env.NODE_ENV === "development";

/**
 * Each page's policy allows its own inline scripts and no others. A prerendered page's are
 * hashed at build time (lib/inline-script-hashes.mjs, a workaround for vercel/next.js PR
 * #98332); a page rendered on request (a 404, which names its address in its payload) gets a
 * fresh nonce, which Next reads from the request's policy and puts on the scripts it renders.
 */
export function proxy(request: NextRequest) {
  // Not request.nextUrl: it writes a pathname back in the site's trailing-slash style.
  const url = new URL(request.url);
  if (url.pathname !== "/" && url.pathname.endsWith("/")) return withoutTrailingSlash(url);
  if (dev) return NextResponse.next();

  const hashes = pageHashes()?.[url.pathname];
  if (hashes) return withPolicy(NextResponse.next(), pagePolicy({ scripts: hashes }));
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = pagePolicy({ scripts: [`'nonce-${nonce}'`] });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  return withPolicy(NextResponse.next({ request: { headers } }), policy);
}

function withPolicy(response: NextResponse, policy: string) {
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

let manifest: Record<string, string[]> | undefined;
let missingLogged = false;

/**
 * The build's hashes, read once. Without them (a build made without the last step of `npm run
 * build`) pages get the policy with no inline script: they work as they do without JavaScript.
 */
function pageHashes() {
  manifest ??= readInlineScriptHashes();
  if (!manifest && !missingLogged) {
    missingLogged = true;
    log("csp.no_inline_script_hashes", { effect: "pages run without JavaScript" });
  }
  return manifest;
}

/**
 * Redirects an address with a trailing slash to the one without (/about/ -> /about), as
 * Next.js would, but with the security headers: Next's own redirect drops the headers of
 * next.config.mjs (vercel/next.js#63948, Next 16.4), so next.config.mjs turns it off
 * (skipTrailingSlashRedirect). e2e/upstream-workarounds.spec.ts tells when Next's redirect no longer
 * needs this.
 */
function withoutTrailingSlash(url: URL) {
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  const response = NextResponse.redirect(url, 308);
  for (const { key, value } of securityHeaders({ dev })) response.headers.set(key, value);
  return response;
}

export const config = {
  matcher: [
    // Addresses that end in a slash (never the home page), to be redirected.
    "/((?:.*[^/])?/+)",
    // Documents: every address without a file extension, but the build's files, the route
    // handlers and the editor (which keeps its own policy). Not the router's fetches of a
    // page's payload, which are no documents.
    {
      source: "/((?!_next/|api/|keystatic|og/|media/)[^.]*)",
      missing: [{ type: "header", key: "rsc" }],
    },
  ],
};
