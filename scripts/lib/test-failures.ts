/**
 * What failed in a test run, read back from the reports `scripts/test.sh` leaves in `.test-reports/`, so that the
 * run's last lines name each failing test with the start of its error: CI keeps only the tail of a long run.
 */
import { relativeTo } from './test-timings';

export interface Failure {
  suite: string;
  /** Where to look: a test file, or an operation of /v1. */
  where: string;
  test: string;
  message: string;
  /** Failed, then passed on Playwright's retry: reported, never hidden. */
  flaky?: boolean;
}

const MESSAGE_LINES = 8;
const LINE_LENGTH = 240;

/** The first lines of an error, without terminal colours, each cut short when long. */
export function firstLines(text: string, count = MESSAGE_LINES): string {
  return text
    // eslint-disable-next-line no-control-regex -- terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => (line.length > LINE_LENGTH ? `${line.slice(0, LINE_LENGTH)}…` : line.trimEnd()))
    .filter((line) => line !== '')
    .slice(0, count)
    .join('\n');
}

interface VitestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; status?: string; failureMessages?: string[] }[];
  }[];
}

/** A vitest JSON report's failing tests, and the files that failed before any test ran (an import, a hook). */
export function vitestFailures(suite: string, report: VitestReport, root: string): Failure[] {
  const failures: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const where = relativeTo(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({ suite, where, test: test.fullName ?? '', message: firstLines((test.failureMessages ?? []).join('\n')) });
    }
    if (failed.length === 0 && file.status === 'failed') failures.push({ suite, where, test: '(the file)', message: firstLines(file.message ?? '') });
  }
  return failures;
}

interface PlaywrightResult {
  status?: string;
  errors?: { message?: string }[];
  error?: { message?: string };
}
interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: { title?: string; file?: string; line?: number; tests?: { status?: string; results?: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** A Playwright JSON report's tests that failed (`unexpected`) or passed only on a retry (`flaky`). */
export function playwrightFailures(suite: string, report: { suites?: PlaywrightSuite[]; errors?: { message?: string }[] }): Failure[] {
  const failures: Failure[] = [];
  const visit = (node: PlaywrightSuite, file: string, titles: string[]) => {
    const here = node.file ?? file;
    const path = node.title && node.title !== here ? [...titles, node.title] : titles;
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const message = failedRun?.errors?.map((error) => error.message ?? '').join('\n') || failedRun?.error?.message || '';
        failures.push({
          suite,
          where: `e2e/${spec.file ?? here}${spec.line ? `:${spec.line}` : ''}`,
          test: [...path, spec.title ?? ''].filter(Boolean).join(' > '),
          message: firstLines(message),
          ...(test.status === 'flaky' ? { flaky: true } : {}),
        });
      }
    }
    for (const child of node.suites ?? []) visit(child, here, path);
  };
  for (const top of report.suites ?? []) visit(top, top.file ?? '', []);
  for (const error of report.errors ?? []) failures.push({ suite, where: 'e2e', test: '(the run)', message: firstLines(error.message ?? '') });
  return failures;
}

/** A JUnit XML report's failing test cases (Schemathesis writes one per operation). */
export function junitFailures(suite: string, xml: string): Failure[] {
  const failures: Failure[] = [];
  for (const match of xml.matchAll(/<testcase name="([^"]*)"[^>]*?(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const body = match[2] ?? '';
    const failure = /<(failure|error)\b[^>]*>([\s\S]*?)<\/\1>/.exec(body);
    if (!failure) continue;
    failures.push({ suite, where: unescapeXml(match[1] ?? ''), test: '', message: firstLines(unescapeXml(failure[2] ?? '')) });
  }
  return failures;
}

/** The lines to print: each failure with its place and the start of its message, the flaky ones after. */
export function failureReport(failures: Failure[], failedSteps: string[]): string[] {
  const lines: string[] = [];
  const hard = failures.filter((failure) => !failure.flaky);
  const flaky = failures.filter((failure) => failure.flaky);
  if (failedSteps.length > 0) lines.push(`Steps that failed: ${failedSteps.join(', ')}.`);
  const block = (title: string, list: Failure[]) => {
    if (list.length === 0) return;
    lines.push('', title);
    for (const failure of list) {
      lines.push(`  [${failure.suite}] ${failure.where}${failure.test ? ` › ${failure.test}` : ''}`);
      for (const line of failure.message.split('\n')) if (line) lines.push(`      ${line}`);
    }
  };
  block('What failed:', hard);
  block('Passed only when tried again (flaky: fix these):', flaky);
  return lines;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}
