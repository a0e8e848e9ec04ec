import nextJest from "next/jest.js";
import { iconSpriteVersion } from "./lib/icons/sprite.mjs";

// next.config.mjs gives the code the icon sprite's version (`env`), which next/jest does not apply.
process.env.ICON_SPRITE_VERSION = iconSpriteVersion;

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  testPathIgnorePatterns: [
    "<rootDir>/node_modules/",
    "<rootDir>/.next/",
    "<rootDir>/e2e/",
    "<rootDir>/perf/",
  ],
  // The standalone build holds a copy of package.json, and perf/floor is a separate Next app
  // with its own node_modules: keep both out of the module map.
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/perf/floor/"],
  moduleNameMapper: {
    // The web font is imported for its URL (components/site-shell.tsx), and built only by `next build`.
    "\\.woff2$": "next/dist/build/jest/__mocks__/fileMock.js",
    "^@/(.*)$": "<rootDir>/$1",
    "^swiper/css.*$": "next/dist/build/jest/__mocks__/styleMock.js",
  },
};

const jestConfig = createJestConfig(config);

// next/jest ignores node_modules; swiper and markdown-table (perf's tables) are ESM only and must be transformed.
async function withEsmTransformed() {
  const resolved = await jestConfig();
  const shared = {
    ...resolved,
    transformIgnorePatterns: [
      "/node_modules/(?!(swiper|ssr-window|dom7|markdown-table)/)",
      "^.+\\.module\\.(css|sass|scss)$",
    ],
  };
  return {
    projects: [
      // Unit tests: need no build (`npm run test:unit`).
      { ...shared, displayName: "unit" },
      // Checks of the production build in .next (`npm run test:bundle`, after `next build`).
      {
        ...shared,
        displayName: "bundle",
        testMatch: ["<rootDir>/perf/*.test.mjs"],
        testPathIgnorePatterns: resolved.testPathIgnorePatterns.filter((p) => p !== "<rootDir>/perf/"),
      },
    ],
  };
}

export default withEsmTransformed;
