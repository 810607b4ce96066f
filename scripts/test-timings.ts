/**
 * `node --import tsx scripts/test-timings.ts <report dir>`: prints where a test run's time went (each step, the
 * whole run, the 20 slowest test files of every suite) and exits 1 when the run passed its budget
 * (SLIPCASE_TEST_BUDGET_MINUTES, 40 by default), naming the slowest steps.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { budgetBreach, parseSteps, playwrightFiles, timingReport, vitestFiles, type FileTiming } from './lib/test-timings';

const dir = resolve(process.argv[2] ?? '.test-reports');
const root = resolve(import.meta.dirname, '..');
// eslint-disable-next-line no-restricted-properties -- a test runner's own knob, not the platform's configuration
const budgetMinutes = Number(process.env.SLIPCASE_TEST_BUDGET_MINUTES ?? 40);

const readJson = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const files: FileTiming[] = [];
for (const name of readdirSync(dir).sort()) {
  const vitest = /^vitest-?(.*)\.json$/.exec(name);
  if (vitest) files.push(...vitestFiles(vitest[1] || 'root', readJson(name), root));
  const e2e = /^e2e(-\d+)?\.json$/.exec(name);
  if (e2e) files.push(...playwrightFiles(`e2e${e2e[1] ?? ''}`, readJson(name)));
}
const stepsFile = join(dir, 'steps.tsv');
const steps = existsSync(stepsFile) ? parseSteps(readFileSync(stepsFile, 'utf8')) : [];
console.log(`\n${timingReport(steps, files).join('\n')}`);
const breach = budgetBreach(steps, budgetMinutes);
if (breach) {
  console.log(`\n!! ${breach}`);
  process.exit(1);
}
