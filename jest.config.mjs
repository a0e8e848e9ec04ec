import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testPathIgnorePatterns: [
    "<rootDir>/node_modules/",
    "<rootDir>/.next/",
    "<rootDir>/e2e/",
    "<rootDir>/perf/",
  ],
  // The standalone build holds a copy of package.json; keep it out of the module map.
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^swiper/css.*$": "next/dist/build/jest/__mocks__/styleMock.js",
  },
};

const jestConfig = createJestConfig(config);

// next/jest ignores node_modules; swiper is ESM only and must be transformed.
async function withSwiperTransformed() {
  const resolved = await jestConfig();
  return {
    ...resolved,
    transformIgnorePatterns: [
      "/node_modules/(?!(swiper|ssr-window|dom7)/)",
      "^.+\\.module\\.(css|sass|scss)$",
    ],
  };
}

export default withSwiperTransformed;
