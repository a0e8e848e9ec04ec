// Prints one "N passed, M failed" line from Jest's and Playwright's JSON reports.
// Usage: node scripts/summarize-tests.mjs REPORT.json [REPORT.json ...]
// Exits non-zero when a report is missing (that suite did not run) or a test failed.
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";

let passed = 0;
let failed = 0;
const missing = [];

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    missing.push(basename(file, ".json"));
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    if (report.errors?.length) failed += report.errors.length;
  } else {
    // Jest
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  }
}

if (missing.length)
  console.log(`# no results from: ${missing.join(", ")} (the suite did not run or did not finish)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing.length > 0 || passed === 0 ? 1 : 0);
