import { rmSync } from "node:fs";

/** Removes the run's lead store when playwright.config.ts made it, so runs leave nothing in the temp folder. */
export default function teardown() {
  if (process.env.E2E_DATA_DIR_MADE === "1" && process.env.E2E_DATA_DIR)
    rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
