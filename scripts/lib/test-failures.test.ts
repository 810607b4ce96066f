import { describe, expect, it } from 'vitest';
import { failureReport, firstLines, junitFailures, playwrightFailures, vitestFailures } from './test-failures';

describe('the failures a run names at its end', () => {
  it('reads vitest: each failing test with its message, a file that failed before its tests, passing ones left out', () => {
    const report = {
      testResults: [
        {
          name: '/repo/domain/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            { fullName: 'a > sums', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 3 to be 4\u001b[39m\n\n    at a.test.ts:9'] },
          ],
        },
        { name: '/repo/services/src/b.test.ts', status: 'failed', message: 'Cannot find module x', assertionResults: [] },
        { name: '/repo/cli/src/c.test.ts', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
      ],
    };
    expect(vitestFailures('root', report, '/repo')).toEqual([
      { suite: 'root', where: 'domain/src/a.test.ts', test: 'a > sums', message: 'AssertionError: expected 3 to be 4\n    at a.test.ts:9' },
      { suite: 'root', where: 'services/src/b.test.ts', test: '(the file)', message: 'Cannot find module x' },
    ]);
  });

  it('reads Playwright: failed tests and flaky ones (marked), nested describes in the title, and errors of the run', () => {
    const report = {
      suites: [
        {
          title: 'wizard.spec.ts',
          file: 'wizard.spec.ts',
          specs: [{ title: 'ok', line: 3, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] }],
          suites: [
            {
              title: 'the wizard',
              file: 'wizard.spec.ts',
              specs: [
                { title: 'saves', file: 'wizard.spec.ts', line: 12, tests: [{ status: 'unexpected', results: [{ status: 'timedOut', errors: [{ message: 'Timeout 180000ms exceeded.' }] }] }] },
                { title: 'steps', file: 'wizard.spec.ts', line: 40, tests: [{ status: 'flaky', results: [{ status: 'failed', error: { message: 'expect(locator).toBeVisible()' } }, { status: 'passed' }] }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: webServer timed out' }],
    };
    expect(playwrightFailures('e2e-2', report)).toEqual([
      { suite: 'e2e-2', where: 'e2e/wizard.spec.ts:12', test: 'the wizard > saves', message: 'Timeout 180000ms exceeded.' },
      { suite: 'e2e-2', where: 'e2e/wizard.spec.ts:40', test: 'the wizard > steps', message: 'expect(locator).toBeVisible()', flaky: true },
      { suite: 'e2e-2', where: 'e2e', test: '(the run)', message: 'Error: webServer timed out' },
    ]);
  });

  it('reads JUnit (Schemathesis): only the failing cases, self-closing passing ones between them, entities decoded', () => {
    const xml = `<testsuites><testsuite name="schemathesis">
      <testcase name="POST /v1/artists" time="1.5" />
      <testcase name="POST /v1/releases/{id}/takedown" time="8.4">
        <failure type="failure" message="ST202">- ST202 Schema-valid request rejected&#10;&#10;[400] &quot;stores.0&quot; &amp; &lt;more&gt;</failure>
      </testcase>
      <testcase name="GET /v1/releases" time="2" />
    </testsuite></testsuites>`;
    expect(junitFailures('schemathesis', xml)).toEqual([
      { suite: 'schemathesis', where: 'POST /v1/releases/{id}/takedown', test: '', message: '- ST202 Schema-valid request rejected\n[400] "stores.0" & <more>' },
    ]);
  });

  it('keeps the start of a message: eight lines at most, each cut short past 240 characters', () => {
    const long = 'x'.repeat(300);
    const text = [long, ...Array.from({ length: 12 }, (_, n) => `line ${n}`)].join('\n');
    const lines = firstLines(text).split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe(`${'x'.repeat(240)}…`);
  });

  it('prints the failed steps, then the failures, then the flaky ones apart; nothing for a clean run', () => {
    const lines = failureReport(
      [
        { suite: 'web', where: 'app/x.test.ts', test: 'x', message: 'boom\nat x' },
        { suite: 'e2e-1', where: 'e2e/y.spec.ts:4', test: 'y', message: 'late', flaky: true },
      ],
      ['web app tests'],
    );
    expect(lines).toEqual([
      'Steps that failed: web app tests.',
      '',
      'What failed:',
      '  [web] app/x.test.ts › x',
      '      boom',
      '      at x',
      '',
      'Passed only when tried again (flaky: fix these):',
      '  [e2e-1] e2e/y.spec.ts:4 › y',
      '      late',
    ]);
    expect(failureReport([], [])).toEqual([]);
  });
});
