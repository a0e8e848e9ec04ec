import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";
import { iconSpriteVersion } from "./lib/icons/sprite.mjs";
import {
  DOCUMENT_PATHS,
  editorSecurityHeaders,
  imagePolicy,
  securityHeaders,
  sitePolicy,
  staticAssetHeaders,
} from "./lib/security-headers.mjs";

// The editor's files (.admin.tsx / .admin.ts) are pages only in `next dev` and in builds for GitHub
// mode: a normal production build has no editor route, script or file-writing API at all.
const withEditor = (phase) =>
  phase === PHASE_DEVELOPMENT_SERVER || Boolean(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO);

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  poweredByHeader: false,
  // The icon sprite's version, in the address every icon points at (components/icons.tsx).
  env: { ICON_SPRITE_VERSION: iconSpriteVersion },
  pageExtensions: [...(withEditor(phase) ? ["admin.tsx", "admin.ts"] : []), "tsx", "ts", "jsx", "js"],
  // The editor runs at http://127.0.0.1:3000/keystatic, an origin the dev server refuses unless listed.
  allowedDevOrigins: ["127.0.0.1"],
  // The 404 page is rendered on each request, from content/ and the sizes of public/images/.
  outputFileTracingIncludes: { "/**": ["./content/**/*.yaml", "./public/images/**/*"] },
  // The loader lists content/'s folders, so the tracer takes the whole folder: not its code and tests.
  outputFileTracingExcludes: { "/**": ["./content/**/*.ts", "./content/**/*.mjs"] },
  // proxy.ts redirects /about/ to /about itself, so the redirect carries the security headers.
  skipTrailingSlashRedirect: true,
  // .next/standalone/server.js, what `npm start` and the container run.
  output: "standalone",
  reactStrictMode: true,
  // swiper ships ESM only.
  transpilePackages: ["swiper"],
  // Not bundled, so the standalone output carries them for the staff tool (scripts/leads.mjs) too;
  // better-sqlite3 and pg are on Next's own list. rate-limiter-flexible also needs one copy per
  // process: the store's limiter (opened at startup) checks its insurance limiter with instanceof.
  serverExternalPackages: ["kysely", "zod", "disposable-email-domains-js", "rate-limiter-flexible"],
  // Every image is a pre-sized file from public/; the optimizer never runs on any input.
  images: { unoptimized: true },
  // Under `next dev` the content files (as text) and images are dependencies of content/index.ts, so a
  // save or a replaced image shows on the next request; builds read them only through the loader.
  ...(phase === PHASE_DEVELOPMENT_SERVER && {
    turbopack: {
      rules: {
        "*.yaml": { type: "raw" },
        "*": {
          condition: { path: /^public\/images\// },
          loaders: ["./content/dev-image-stamp.mjs"],
          as: "*.js",
        },
      },
      resolveAlias: { "@/content/dev-reload": "./content/dev-reload.turbopack.ts" },
    },
  }),
  experimental: {
    // No not-found page rides in every page's payload: unmatched addresses render app/global-not-found.tsx.
    globalNotFound: true,
    // One script file less per page, same bytes; swiper keeps its own group (perf/bundle-size.test.mjs).
    turbopackChunking: { minChunkSize: 400000 },
    // Not inlineCss: it puts the stylesheet in every page twice (markup and payload), / 73 -> 260 KB
    // of HTML, and pages painted no sooner with it.
  },
  async headers() {
    const dev = phase === PHASE_DEVELOPMENT_SERVER;
    const policy = (source, value) => ({ source, headers: [{ key: "Content-Security-Policy", value }] });
    return [
      { source: DOCUMENT_PATHS, headers: securityHeaders() },
      // In production each answer's policy is its own (proxy.ts); under `next dev` every answer
      // gets the dev server's, but an uploaded image opened on its own runs no script.
      ...(dev ? [policy(DOCUMENT_PATHS, sitePolicy({ dev })), policy("/images/:path*", imagePolicy)] : []),
      // Later entries win: the editor's own policy replaces the site's on its pages.
      ...(withEditor(phase)
        ? [{ source: "/keystatic/:path*", headers: editorSecurityHeaders({ dev }) }]
        : []),
      { source: "/_next/static/:path*", headers: staticAssetHeaders },
    ];
  },
});

export default nextConfig;
