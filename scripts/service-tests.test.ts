import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { plantTree } from './lib/plant-tree';
import { checkServiceTests } from './lib/service-tests';

describe('every service source file', () => {
  it('has a test beside it or a true row in services/TESTS.md', () => {
    const report = checkServiceTests(join(dirname(fileURLToPath(import.meta.url)), '..'));
    // One line per problem, each saying what to change.
    expect(report.problems.join('\n')).toBe('');
  });
});

describe('the service tests check', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const HEADER = '| Service file | Covered by |\n| --- | --- |\n';

  function check(files: Record<string, string>, rows: string[] = []) {
    dir = plantTree('slipcase-service-tests-', {
      'tsconfig.base.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }',
      'services/TESTS.md': `# Map\n\n${HEADER}${rows.map((row) => `${row}\n`).join('')}`,
      ...files,
    });
    return checkServiceTests(dir);
  }

  const USE_CASE = {
    'services/src/a/rule.ts': 'export const rule = (n: number) => n > 1;\n',
    'services/src/a/use-case.ts': "import { rule } from './rule';\nexport const useCase = (n: number) => rule(n);\n",
    'services/src/a/use-case.test.ts': "import { useCase } from './use-case';\nuseCase(2);\n",
  };

  it('names a new file with neither a test beside it nor a row, and the row to add', () => {
    const report = check(USE_CASE);
    expect(report.problems).toEqual([
      'services/src/a/rule.ts has no rule.test.ts beside it and no row in services/TESTS.md: write that test, '
        + 'or add this row: | `services/src/a/rule.ts` | `services/src/a/use-case.test.ts` |',
    ]);
    expect(report).toMatchObject({ sources: 2, withTestBeside: 1, inMap: 0, uncovered: ['services/src/a/rule.ts'] });
  });

  it('says when no test reaches a new file at all', () => {
    const report = check({ 'services/src/b/lonely.ts': 'export const lonely = 1;\n' });
    expect(report.problems).toEqual([
      'services/src/b/lonely.ts has no lonely.test.ts beside it and no row in services/TESTS.md: write that test '
        + '(no test reaches it through its imports)',
    ]);
  });

  it('accepts a row whose test reaches the file through the module that uses it, and counts the lines', () => {
    const report = check(USE_CASE, ['| `services/src/a/rule.ts` | `services/src/a/use-case.test.ts` |']);
    expect(report).toMatchObject({ problems: [], inMap: 1, uncovered: [], testLines: 2, sourceLines: 3 });
  });

  it('names a row whose file or test no longer exists', () => {
    const report = check(USE_CASE, [
      '| `services/src/a/gone.ts` | `services/src/a/use-case.test.ts` |',
      '| `services/src/a/rule.ts` | `services/src/a/rule.test.ts` |',
    ]);
    expect(report.problems).toEqual([
      'services/TESTS.md:5 (services/src/a/gone.ts): no such service source file any more; remove the row',
      'services/TESTS.md:6 (services/src/a/rule.ts): names services/src/a/rule.test.ts, which is no test file (any more); '
        + 'replace the row with this row: | `services/src/a/rule.ts` | `services/src/a/use-case.test.ts` |',
    ]);
  });

  it('refuses a test that only names the file\'s types, and a "types only" file that holds code', () => {
    const report = check({
      ...USE_CASE,
      'services/src/a/shape.ts': 'export interface Shape { n: number }\nexport const make = (): Shape => ({ n: 1 });\n',
      'services/src/a/types.ts': "import type { Shape } from './shape';\nexport type Shapes = Shape[];\n",
      'services/src/a/other.test.ts': "import type { Shape } from './shape';\nimport { type Shapes } from './types';\nexport const s: Shape | Shapes = [];\n",
    }, [
      '| `services/src/a/rule.ts` | `services/src/a/use-case.test.ts` |',
      '| `services/src/a/shape.ts` | `services/src/a/other.test.ts` |',
      '| `services/src/a/types.ts` | types only |',
    ]);
    expect(report.problems).toEqual([
      'services/TESTS.md:6 (services/src/a/shape.ts): services/src/a/other.test.ts does not import services/src/a/shape.ts, '
        + 'directly or through the modules it imports; replace the row with a test beside it (no test reaches it through its imports)',
    ]);
    expect(check({ 'services/src/a/shape.ts': 'export interface Shape { n: number }\nexport const make = 1;\n' },
      ['| `services/src/a/shape.ts` | types only |']).problems).toEqual([
      'services/TESTS.md:5 (services/src/a/shape.ts): says "types only" but the file holds more; '
        + 'replace the row with a test beside it (no test reaches it through its imports)',
    ]);
  });

  it('follows an import through a barrel to the file defining the name only', () => {
    const report = check({
      'services/src/index.ts': "export * from './a/one';\nexport { two as deux } from './a/two';\nexport type { T } from './a/t';\n",
      'services/src/a/one.ts': 'export const one = 1;\n',
      'services/src/a/two.ts': 'export const two = 2;\n',
      'services/src/a/t.ts': 'export type T = 1;\n',
      'web/route.test.ts': "import { deux } from '../services/src/index';\nexport const x = deux;\n",
    }, [
      '| `services/src/a/t.ts` | types only |',
      '| `services/src/a/two.ts` | `web/route.test.ts` |',
      '| `services/src/index.ts` | re-exports only |',
    ]);
    expect(report.problems).toEqual([
      'services/src/a/one.ts has no one.test.ts beside it and no row in services/TESTS.md: write that test '
        + '(no test reaches it through its imports)',
    ]);
  });

  it('takes a property test beside the file as its test, and asks to remove a row it makes needless', () => {
    const report = check({
      'services/src/a/rule.ts': 'export const rule = 1;\n',
      'services/src/a/rule.property.test.ts': "import { rule } from './rule';\nexport const r = rule;\n",
    }, ['| `services/src/a/rule.ts` | `services/src/a/rule.property.test.ts` |']);
    expect(report.problems).toEqual(['services/TESTS.md:5 (services/src/a/rule.ts): the file has a test beside it now; remove the row']);
    expect(report.withTestBeside).toBe(1);
  });
});
