/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // swiper ships ESM only.
  transpilePackages: ["swiper"],
  // Every image is a pre-sized file from public/; the optimizer never runs on any input.
  images: { unoptimized: true },
};

export default nextConfig;
