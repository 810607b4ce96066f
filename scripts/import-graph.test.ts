import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles, findRelativeImportsAcrossPackages, projectImports } from './lib/import-graph';
import { plantTree } from './lib/plant-tree';

describe('the imports among the project\'s source files', () => {
  const project = projectImports(join(dirname(fileURLToPath(import.meta.url)), '..'));

  it('make no cycle', () => {
    expect(findImportCycles(project)).toEqual([]);
  });

  it('cross from one package into another by its name only', () => {
    expect(findRelativeImportsAcrossPackages(project)).toEqual([]);
  });
});

describe('the import graph checks', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function plant(files: Record<string, string>) {
    dir = plantTree('slipcase-imports-', { 'tsconfig.base.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }', ...files });
    return projectImports(dir);
  }

  it('find a cycle through four files, type-only imports and re-exports included', () => {
    const project = plant({
      'a/src/a.ts': "import { b } from './b';\nexport const a = b;",
      'a/src/b.ts': "export { c as b } from '../../c/c';",
      'c/c.ts': "import type { A } from '../a/src/types';\nexport const c: A = 1;",
      'a/src/types.ts': "import type { a } from './a';\nexport type A = typeof a;",
      'd.tsx': "import { a } from './a/src/a';\nexport const D = () => a;",
    });
    expect(findImportCycles(project)).toEqual([['a/src/a.ts', 'a/src/b.ts', 'a/src/types.ts', 'c/c.ts']]);
  });

  it('leave out lazy imports and dependencies', () => {
    const project = plant({
      'a.ts': "export const a = () => import('./b');",
      'b.ts': "import { a } from './a';\nexport const b = a;",
      'node_modules/x/index.ts': "import { y } from './y';\nexport const x = y;",
      'node_modules/x/y.ts': "import { x } from './index';\nexport const y = x;",
    });
    expect(findImportCycles(project)).toEqual([]);
  });

  it('find a relative import into another package, test support aside', () => {
    const project = plant({
      'package.json': '{}',
      'web/package.json': '{}',
      'web/app/x.ts': "import { y } from '../server/y';\nexport const x = y;",
      'web/server/y.ts': "import { z } from '../../cli/src/z';\nexport const y = z;",
      'cli/package.json': '{}',
      'cli/src/z.ts': 'export const z = 1;',
      'scripts/s.ts': "import { z } from '../cli/src/z';\nexport const s = z;",
      'bench/b.ts': "import { s } from '../scripts/s';\nexport const b = s;",
      'web/app/testing/t.ts': "import { s } from '../../../scripts/s';\nexport const t = s;",
      'web/app/x.test.ts': "import { z } from '../../cli/src/z';\nexport const t = z;",
    });
    expect(findRelativeImportsAcrossPackages(project).sort()).toEqual(['scripts/s.ts -> ../cli/src/z', 'web/server/y.ts -> ../../cli/src/z']);
  });
});
