import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // A module that imports itself back, through however many others, runs with half its
    // imports undefined; type-only imports are erased and do not count.
    files: ["**/*.{js,jsx,mjs,ts,tsx,mts,cts}"],
    rules: { "import/no-cycle": "error" },
  },
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "public/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
    "perf/floor/**",
  ]),
]);
