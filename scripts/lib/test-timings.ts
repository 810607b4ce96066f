/**
 * Where a test run's time went, from the reports `scripts/test.sh` leaves in `.test-reports/`: each step's wall
 * time (steps.tsv, written as each step ends), each test file's time (vitest's and Playwright's JSON reports), and
 * the budget a whole run must stay under.
 */

export interface StepTiming {
  name: string;
  /** Epoch seconds; steps may overlap when they run side by side. */
  start: number;
  end: number;
  ok: boolean;
  /** User and system CPU time of the step and the processes it waited for. */
  cpuSeconds: number;
}

export interface FileTiming {
  suite: string;
  file: string;
  seconds: number;
  tests: number;
}

/** One line per step: `<name>\t<start>\t<end>\t<exit code>\t<cpu seconds>`, times in epoch seconds. */
export function parseSteps(tsv: string): StepTiming[] {
  return tsv
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', start = '0', end = '0', code = '1', cpu = '0'] = line.split('\t');
      return { name, start: Number(start), end: Number(end), ok: code === '0', cpuSeconds: Number(cpu) || 0 };
    });
}

const seconds = (step: StepTiming) => step.end - step.start;

/** The whole run's wall time: from the first step's start to the last one's end. */
export function wallTime(steps: StepTiming[]): number {
  if (steps.length === 0) return 0;
  return Math.max(...steps.map((step) => step.end)) - Math.min(...steps.map((step) => step.start));
}

interface VitestReport {
  testResults?: { name: string; startTime?: number; endTime?: number; assertionResults?: unknown[] }[];
}

/** A vitest JSON report's files, each with its wall time from its first test's start to its last's end. */
export function vitestFiles(suite: string, report: VitestReport, root: string): FileTiming[] {
  return (report.testResults ?? []).map((result) => ({
    suite,
    file: relativeTo(root, result.name),
    seconds: Math.max(0, ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000),
    tests: result.assertionResults?.length ?? 0,
  }));
}

interface PlaywrightSuite {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** A Playwright JSON report's spec files, each with the summed duration of its tests' runs (retries included). */
export function playwrightFiles(suite: string, report: { suites?: PlaywrightSuite[] }): FileTiming[] {
  const byFile = new Map<string, FileTiming>();
  const visit = (node: PlaywrightSuite, file: string) => {
    const here = node.file ?? file;
    for (const spec of node.specs ?? []) {
      const entry = byFile.get(here) ?? { suite, file: here, seconds: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
      }
      byFile.set(here, entry);
    }
    for (const child of node.suites ?? []) visit(child, here);
  };
  for (const top of report.suites ?? []) visit(top, top.file ?? '');
  return [...byFile.values()].map((entry) => ({ ...entry, file: `e2e/${entry.file}` }));
}

export function slowest(files: FileTiming[], count: number): FileTiming[] {
  return [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${String(whole % 60).padStart(2, '0')} s` : `${whole} s`;
}

/** The report's lines: steps with their wall times and the total, then the slowest files. */
export function timingReport(steps: StepTiming[], files: FileTiming[], count = 20): string[] {
  const first = Math.min(...steps.map((step) => step.start));
  const width = Math.max(...steps.map((step) => step.name.length), 10);
  const lines = ['Where the time went (wall clock; steps side by side overlap; CPU summed over all cores):'];
  for (const step of steps) {
    const from = `from ${formatDuration(step.start - first)}`.padEnd(16);
    const cpu = `CPU ${formatDuration(step.cpuSeconds)}`;
    lines.push(`  ${step.name.padEnd(width)}  ${formatDuration(seconds(step)).padStart(10)}  ${from}  ${cpu}${step.ok ? '' : '  (failed)'}`);
  }
  const cpu = steps.reduce((sum, step) => sum + step.cpuSeconds, 0);
  lines.push(`  ${'whole run'.padEnd(width)}  ${formatDuration(wallTime(steps)).padStart(10)}  ${''.padEnd(16)}  CPU ${formatDuration(cpu)}`);
  lines.push('', `The ${Math.min(count, files.length)} slowest test files:`);
  for (const file of slowest(files, count)) {
    lines.push(`  ${formatDuration(file.seconds).padStart(10)}  ${file.suite.padEnd(10)} ${file.file} (${file.tests} tests)`);
  }
  return lines;
}

/**
 * The guard: a run past the budget is refused in words that name where the time went, so the change that
 * spends it is the one that has to win it back. Null when within the budget.
 */
export function budgetBreach(steps: StepTiming[], budgetMinutes: number): string | null {
  const total = wallTime(steps);
  if (total <= budgetMinutes * 60) return null;
  const heaviest = [...steps].sort((a, b) => seconds(b) - seconds(a)).slice(0, 3);
  return (
    `The test run took ${formatDuration(total)}, past its budget of ${budgetMinutes} minutes (CI stops at 90). ` +
    `Slowest steps: ${heaviest.map((step) => `${step.name} (${formatDuration(seconds(step))})`).join(', ')}. ` +
    'Share servers per worker or shard the slow suites (docs/ci-time.md) rather than dropping a test.'
  );
}

export function relativeTo(root: string, path: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
