import { NextResponse, type NextRequest } from "next/server";
import { securityHeaders } from "@/lib/security-headers.mjs";

/**
 * Redirects an address with a trailing slash to the one without (/about/ -> /about), as
 * Next.js would, but with the security headers: Next's own redirect drops the headers of
 * next.config.mjs (vercel/next.js#63948, Next 16.4), so next.config.mjs turns it off
 * (skipTrailingSlashRedirect). e2e/upstream-workarounds.spec.ts tells when Next's redirect no longer
 * needs this.
 */
export function proxy(request: NextRequest) {
  // Not request.nextUrl: it writes a pathname back in the site's trailing-slash style.
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  const response = NextResponse.redirect(url, 308);
  for (const { key, value } of securityHeaders({ dev: process.env.NODE_ENV === "development" }))
    response.headers.set(key, value);
  return response;
}

// Only addresses that end in a slash (never the home page) reach the proxy.
export const config = { matcher: "/((?:.*[^/])?/+)" };
