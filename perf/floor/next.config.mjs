import { fileURLToPath } from "node:url";

// This folder lives inside the site's repository: pin the workspace root here, or Next
// picks the site's lockfile one level up and traces files from the wrong project.
const root = fileURLToPath(new URL(".", import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = { poweredByHeader: false, turbopack: { root }, outputFileTracingRoot: root };
export default nextConfig;
