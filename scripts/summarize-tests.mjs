// Prints one "N passed, M failed" line from Jest's and Playwright's JSON reports.
// Exits non-zero when a report is missing (that suite did not run) or a test failed.
import { existsSync, readFileSync } from "node:fs";

const [unitFile, e2eFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let missing = [];

if (unitFile && existsSync(unitFile)) {
  const unit = JSON.parse(readFileSync(unitFile, "utf8"));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
} else missing.push("unit");

if (e2eFile && existsSync(e2eFile)) {
  const e2e = JSON.parse(readFileSync(e2eFile, "utf8"));
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
  if (e2e.errors?.length) failed += e2e.errors.length;
} else missing.push("e2e");

if (missing.length)
  console.log(`# no results from: ${missing.join(", ")} (the suite did not run or did not finish)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing.length > 0 || passed === 0 ? 1 : 0);
