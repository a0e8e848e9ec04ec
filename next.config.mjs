/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A self-contained server in .next/standalone (see scripts/prepare-standalone.mjs).
  output: "standalone",
  reactStrictMode: true,
  // swiper ships ESM only.
  transpilePackages: ["swiper"],
  // Every image is a pre-sized file from public/; the optimizer never runs on any input.
  images: { unoptimized: true },
};

export default nextConfig;
