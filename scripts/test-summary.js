// Sums the JSON reports of vitest and Playwright into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of ['vitest.json', 'vitest-web.json']) {
  const path = join(dir, file);
  if (!existsSync(path)) { failed += 1; continue; }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0);
}
const e2e = join(dir, 'e2e.json');
if (existsSync(e2e)) {
  const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
} else failed += 1;
console.log(`\n${passed} passed, ${failed} failed`);
