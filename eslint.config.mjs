import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      // A module that imports itself back, through however many others, runs with half its
      // imports undefined; type-only imports are erased and do not count.
      "import/no-cycle": "error",
      // Links are plain anchors: each page is a prerendered document, and next/link's router code
      // would add 4 KB to every page for navigations a document load makes as fast.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    // The house's layers, by resolved path, so a relative import cannot slip past: content/ is the
    // bottom; the lead path has two entry points, lib/leads/index.ts (with the kinds and their wording, which
    // the browser loads) for the site and lib/leads/staff.mjs for the staff tool.
    files: ["**/*.{js,jsx,mjs,ts,tsx}"],
    ignores: ["**/*.test.*", "e2e/**", "perf/**"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./content",
              from: ["./lib", "./app", "./components"],
              message: "content/ is read by the rest of the site and reads none of it.",
            },
            {
              target: [
                "./app",
                "./components",
                "./content",
                "./lib/!(leads)/**",
                "./proxy.ts",
                "./instrumentation.ts",
              ],
              from: "./lib/leads",
              except: ["./index.ts", "./kinds.mjs", "./problem-messages.ts"],
              message:
                "The site uses the lead path through @/lib/leads (index.ts), its kinds or their wording.",
            },
            {
              target: "./scripts",
              from: "./lib/leads",
              except: ["./staff.mjs"],
              message: "The staff tool uses the lead path through lib/leads/staff.mjs.",
            },
            {
              target: "./lib/leads",
              from: ["./lib/forms", "./app", "./components"],
              message: "The lead path reads nothing of the forms, the pages or the components.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components read the content, and its types, through its entry point, @/content.
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/content/model", "@/content/load"],
              message: "Import content and its types from @/content.",
            },
          ],
        },
      ],
    },
  },
  // eslint-config-next already ignores .next/ and next-env.d.ts, and ESLint node_modules/.
  globalIgnores(["public/**", "test-results/**", "playwright-report/**", "perf/floor/**"]),
]);
