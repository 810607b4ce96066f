// Sums the JSON reports of vitest and Playwright (one per shard) into one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
const e2eReports = readdirSync(dir).filter((name) => /^e2e(-\d+)?\.json$/.test(name));
for (const name of e2eReports) {
  const { stats } = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
if (e2eReports.length === 0) failed += 1;
console.log(`\n${passed} passed, ${failed} failed`);
