import { describe, expect, it } from 'vitest';
import { budgetBreach, parseSteps, playwrightFiles, slowest, timingReport, vitestFiles, wallTime } from './test-timings';

const steps = parseSteps(['setup\t1000\t1100\t0\t90.5', 'lint\t1100\t1160\t0\t70', 'unit\t1100\t2900\t1\t2400', 'web\t1160\t2000\t0', ''].join('\n'));

describe('the test run timing report', () => {
  it('reads each step with its span and outcome, and takes the whole run as first start to last end', () => {
    expect(steps).toHaveLength(4);
    expect(steps[2]).toEqual({ name: 'unit', start: 1100, end: 2900, ok: false, cpuSeconds: 2400 });
    expect(steps[3]?.cpuSeconds).toBe(0);
    // Steps side by side overlap: the run is 1,900 s, not the 2,860 s their spans add up to.
    expect(wallTime(steps)).toBe(1900);
    expect(wallTime([])).toBe(0);
  });

  it('times each vitest file from its start to its end, relative to the repository', () => {
    const files = vitestFiles('web', {
      testResults: [
        { name: '/repo/web/a.test.ts', startTime: 1_000, endTime: 4_500, assertionResults: [{}, {}] },
        { name: '/elsewhere/b.test.ts', startTime: 2_000, endTime: 2_250 },
      ],
    }, '/repo');
    expect(files).toEqual([
      { suite: 'web', file: 'web/a.test.ts', seconds: 3.5, tests: 2 },
      { suite: 'web', file: '/elsewhere/b.test.ts', seconds: 0.25, tests: 0 },
    ]);
  });

  it('sums every run of every test of a Playwright spec file, nested describes included', () => {
    const files = playwrightFiles('e2e-1', {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1_000 }, { duration: 500 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 2_000 }] }] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 100 }] }] }] },
      ],
    });
    expect(files).toEqual([
      { suite: 'e2e-1', file: 'e2e/a.spec.ts', seconds: 3.5, tests: 2 },
      { suite: 'e2e-1', file: 'e2e/b.spec.ts', seconds: 0.1, tests: 1 },
    ]);
  });

  it('lists the slowest files first and the steps with when each began', () => {
    const files = [1, 5, 3].map((seconds) => ({ suite: 'root', file: `f${seconds}.test.ts`, seconds, tests: 1 }));
    expect(slowest(files, 2).map((file) => file.file)).toEqual(['f5.test.ts', 'f3.test.ts']);
    const report = timingReport(steps, files, 2).join('\n');
    expect(report).toMatch(/unit\s+30 min 00 s\s+from 1 min 40 s\s+CPU 40 min 00 s\s+\(failed\)/);
    expect(report).toMatch(/whole run\s+31 min 40 s\s+CPU 42 min 41 s/);
    expect(report).toContain('The 2 slowest test files:');
    expect(report).not.toContain('f1.test.ts');
  });

  it('refuses a run past its budget, naming the slowest steps, and lets one within it pass', () => {
    expect(budgetBreach(steps, 32)).toBeNull();
    const breach = budgetBreach(steps, 30);
    expect(breach).toContain('took 31 min 40 s, past its budget of 30 minutes');
    expect(breach).toMatch(/Slowest steps: unit \(30 min 00 s\), web \(14 min 00 s\), setup \(1 min 40 s\)/);
  });
});
