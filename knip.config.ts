import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // The editor's files, which next.config.mjs adds to the page extensions when it is built.
    "app/**/*.admin.{ts,tsx}",
    "scripts/*.mjs",
    "perf/*.mjs",
  ],
  project: ["**/*.{ts,tsx,mjs,js,css}"],
  // The smallest Next apps the workaround and performance tests build apart from the site.
  ignore: ["e2e/fixtures/**", "perf/floor/**"],
  // The fonts are read as files (scripts/subset-font.mjs, the preview cards).
  ignoreDependencies: ["@fontsource/inter", "@fontsource-variable/inter"],
  // e2e/lifecycle.spec.ts fills a disk it mounts, where the machine lets it.
  ignoreBinaries: ["mount", "umount"],
};

export default config;
