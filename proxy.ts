import { NextResponse, type NextRequest } from "next/server";
import { rasterImage, webImagePath } from "@/content/image-paths";
import { methodsOf } from "@/lib/http/methods";
import { languageHeader, languageOfPath } from "@/lib/routes";
import { pagePolicy, securityHeaders, sitePolicy } from "@/lib/security-headers.mjs";

const dev = process.env.NODE_ENV === "development";
// The editor's pages keep the policy next.config.mjs gives them, when the build has the editor.
const editor = Boolean(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO);

// One script policy per answer, since browsers enforce each: a prerendered page's headers carry its
// scripts' hashes; anything else gets a nonce, which Next reads from the request and puts on its scripts.
export function proxy(request: NextRequest) {
  // Not request.nextUrl: it writes a pathname back in the site's trailing-slash style.
  const url = new URL(request.url);
  const methods = methodsOf(url.pathname);
  // 405 naming the methods the address answers; OPTIONS asks just that, and is told with a 204.
  if (methods && !methods.includes(request.method)) {
    const status = request.method === "OPTIONS" ? 204 : 405;
    const headers = { Allow: methods.join(", "), "Cache-Control": "no-store" };
    return withSecurityHeaders(new NextResponse(null, { status, headers }));
  }
  // /about/ -> /about with the security headers Next's own redirect drops (vercel/next.js#63948, Next 16.4;
  // it is off: skipTrailingSlashRedirect). e2e/upstream-workarounds.spec.ts tells when this can go.
  if (url.pathname !== "/" && url.pathname.endsWith("/"))
    return redirect(url, url.pathname.replace(/\/+$/, "") || "/");
  if (!dev && rasterImage.test(url.pathname)) return redirect(url, webImagePath(url.pathname));
  if (dev) return NextResponse.next();
  if (editor && /^\/keystatic(\/|$)/.test(url.pathname)) return NextResponse.next();

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = pagePolicy({ scripts: [`'nonce-${nonce}'`] });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  // For the 404 page, which has no language segment to read (app/global-not-found.tsx).
  headers.set(languageHeader, languageOfPath(url.pathname));
  return NextResponse.next({ request: { headers }, headers: { "Content-Security-Policy": policy } });
}

/** A permanent redirect to `pathname` (the query kept). */
function redirect(url: URL, pathname: string) {
  url.pathname = pathname;
  return withSecurityHeaders(NextResponse.redirect(url, 308));
}

function withSecurityHeaders(response: NextResponse) {
  for (const { key, value } of securityHeaders()) response.headers.set(key, value);
  response.headers.set("Content-Security-Policy", sitePolicy({ dev }));
  return response;
}

export const config = {
  matcher: [
    // Addresses that end in a slash (never the home page), to be redirected.
    "/((?:.*[^/])?/+)",
    // Any document (any address may be the 404 page) but the hashed files, the forms' routes, which
    // carry their own policy (the proxy would be a post's slowest step), and the prerendered pages
    // (lib/prerendered-paths.ts, in every language), whose policy travels in their prerendered headers (scripts/hash-inline-scripts.mjs):
    // they are served as files are. "_global-error" is the page Next prerenders for a failed render.
    // Not the router's payload fetches. A literal, as Next requires; proxy.test.ts holds it to the list.
    {
      source:
        "/((?!_next/static/|api/contact/(?:post|newsletter|contact-back)$|(?:(?:es(?:/|$))?(?:about|careers|contact|portfolio|pricing|testimonials|services/(?:web-development|mobile-app|branding|digital-marketing|seo|cro)|form/(?:received|not-sent))?|_global-error)$).*)",
      missing: [{ type: "header", key: "rsc" }],
    },
  ],
};
