import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from './lib/import-cycles';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('import cycles', () => {
  it('there are none among the project\'s source files', () => {
    expect(findImportCycles(repository)).toEqual([]);
  });
});

describe('the import cycle finder', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function plant(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'slipcase-cycles-'));
    const all = { 'tsconfig.base.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }', ...files };
    for (const [path, text] of Object.entries(all)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }

  it('finds a cycle through three files, type-only imports and re-exports included', () => {
    const root = plant({
      'a/src/a.ts': "import { b } from './b';\nexport const a = b;",
      'a/src/b.ts': "export { c as b } from '../../c/c';",
      'c/c.ts': "import type { A } from '../a/src/types';\nexport const c: A = 1;",
      'a/src/types.ts': "import type { a } from './a';\nexport type A = typeof a;",
      'd.tsx': "import { a } from './a/src/a';\nexport const D = () => a;",
    });
    expect(findImportCycles(root)).toEqual([['a/src/a.ts', 'a/src/b.ts', 'a/src/types.ts', 'c/c.ts']]);
  });

  it('ignores lazy imports and dependencies', () => {
    const root = plant({
      'a.ts': "export const a = () => import('./b');",
      'b.ts': "import { a } from './a';\nexport const b = a;",
      'node_modules/x/index.ts': "import { y } from './y';\nexport const x = y;",
      'node_modules/x/y.ts': "import { x } from './index';\nexport const y = x;",
    });
    expect(findImportCycles(root)).toEqual([]);
  });
});
