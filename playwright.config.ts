import { defineConfig, devices } from "@playwright/test";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 3100);
const stubPort = Number(process.env.E2E_STUB_PORT ?? 4010);
export const baseURL = `http://127.0.0.1:${port}`;
// The same build under Next's own `next start`, which serves from .next rather than the
// standalone folder: the script-policy tests run against it too.
const nextStartURL = `http://127.0.0.1:${port + 1}`;
// A fresh lead store per run, made once: workers load this file again but inherit the variable.
// One made here is removed after the run (e2e/support/teardown.ts); one given is kept.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), "arcline-e2e-data-"));
  process.env.E2E_DATA_DIR_MADE = "1";
}

// The system Chromium when there is one (Playwright's own browser download cannot run here).
const systemChromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;

export default defineConfig({
  testDir: "./e2e",
  globalTeardown: "./e2e/support/teardown.ts",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-results.json" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "site", testIgnore: /(editor|content-edges|new-language)\.spec\.ts$/ },
    {
      name: "next start",
      testMatch: /(csp|methods)\.spec\.ts$/,
      grep: /a strict policy on every page|HTTP method/,
      use: { baseURL: nextStartURL },
    },
    // The container image, where a container engine runs (docs/testing.md says how to start it):
    // E2E_CONTAINER_URL=http://127.0.0.1:3500 npx playwright test --project container
    ...(process.env.E2E_CONTAINER_URL
      ? [
          {
            name: "container",
            testMatch: /(csp|methods)\.spec\.ts$/,
            grep: /a strict policy on every page|HTTP method/,
            use: { baseURL: process.env.E2E_CONTAINER_URL },
          },
        ]
      : []),
    // The editor tests, and adding a language, run a copy of the site; after the timing-sensitive tests.
    { name: "editor", testMatch: /(editor|content-edges|new-language)\.spec\.ts$/, dependencies: ["site"] },
  ],
  webServer: [
    {
      command: `node e2e/support/upstream-stub.mjs`,
      url: `http://127.0.0.1:${stubPort}/__health`,
      env: { STUB_PORT: String(stubPort) },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "node scripts/start.mjs",
      url: `${baseURL}/`,
      env: {
        HOST: "127.0.0.1",
        PORT: String(port),
        AGENCY_API_URL: `http://127.0.0.1:${stubPort}/api`,
        SITE_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Every test posts from 127.0.0.1; e2e/lifecycle.spec.ts checks the real limit.
        RATE_LIMIT_PER_MINUTE: "10000",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
    },
    {
      command: `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port + 1}`,
      url: `${nextStartURL}/`,
      env: {
        AGENCY_API_URL: `http://127.0.0.1:${stubPort}/api`,
        SITE_URL: nextStartURL,
        DATA_DIR: join(process.env.E2E_DATA_DIR, "next-start"),
        RATE_LIMIT_PER_MINUTE: "10000",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
    },
  ],
});
