import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";
import { DOCUMENT_PATHS, securityHeaders, staticAssetHeaders } from "./lib/security-headers.mjs";

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  poweredByHeader: false,
  // proxy.ts redirects /about/ to /about itself, so the redirect carries the security headers.
  skipTrailingSlashRedirect: true,
  // .next/standalone/server.js, what `npm start` and the container run.
  output: "standalone",
  reactStrictMode: true,
  // swiper ships ESM only.
  transpilePackages: ["swiper"],
  // Loaded from node_modules rather than bundled, so the standalone output carries them for
  // the staff tool (scripts/leads.mjs) too. better-sqlite3 and pg are on Next's own list.
  serverExternalPackages: ["kysely"],
  // Every image is a pre-sized file from public/; the optimizer never runs on any input.
  images: { unoptimized: true },
  experimental: {
    // Unmatched addresses render app/global-not-found.tsx, so no not-found page rides in
    // every page's payload.
    globalNotFound: true,
    // One script file less per page for the same bytes; swiper stays in its own group
    // (perf/bundle-size.test.mjs).
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
