/**
 * `node --import tsx scripts/test-summary.ts <report dir>`: the end of a test run. Names each failing test (and each
 * one that passed only when tried again) with the start of its error, then sums the vitest, Playwright and
 * Schemathesis reports into the closing line, "N passed, N failed". A suite whose report is missing counts as
 * one failure: it did not run to its end.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { failureReport, junitFailures, playwrightFailures, vitestFailures, type Failure } from './lib/test-failures';
import { parseSteps } from './lib/test-timings';

const dir = resolve(process.argv[2] ?? '.test-reports');
const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(path, 'utf8');

let passed = 0;
let failed = 0;
const failures: Failure[] = [];

for (const [file, suite] of [['vitest.json', 'root'], ['vitest-web.json', 'web']] as const) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(read(path));
  const found = vitestFailures(suite, report, root);
  failures.push(...found);
  passed += report.numPassedTests;
  failed += Math.max(report.numFailedTests, found.length);
}

const e2eReports = readdirSync(dir).filter((name) => /^e2e(-\d+)?\.json$/.test(name));
if (e2eReports.length === 0) failed += 1;
for (const name of e2eReports) {
  const report = JSON.parse(read(join(dir, name)));
  failures.push(...playwrightFailures(name.replace(/\.json$/, ''), report));
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected + (report.errors?.length ?? 0);
}

const schemathesisDir = join(dir, 'schemathesis');
const junit = existsSync(schemathesisDir) ? readdirSync(schemathesisDir).filter((name) => name.endsWith('.xml')) : [];
if (junit.length === 0) failed += 1;
for (const name of junit) {
  const xml = read(join(schemathesisDir, name));
  const found = junitFailures('schemathesis', xml);
  failures.push(...found);
  const cases = xml.match(/<testcase /g)?.length ?? 0;
  passed += cases - found.length;
  failed += found.length;
}

const stepsFile = join(dir, 'steps.tsv');
const failedSteps = existsSync(stepsFile) ? parseSteps(read(stepsFile)).filter((step) => !step.ok).map((step) => step.name) : [];
const report = failureReport(failures, failedSteps);
if (report.length > 0) console.log(`\n${report.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
