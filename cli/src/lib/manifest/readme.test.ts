import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, REQUIRED_COLUMNS } from './csv-columns';

describe('cli/README.md, Bulk upload manifests', () => {
  it('has every CSV column in the README’s table, in its order, per release or track, required or not', async () => {
    const readme = await readFile(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
    const section = readme.slice(readme.indexOf('## Bulk upload manifests'));
    const rows = [...section.matchAll(/^\| `(\w+)` \| (release|track) \|\s*(yes)?\s*\|/gm)].map(([, name, level, required]) => [name, level, required === 'yes']);
    const required = new Set(REQUIRED_COLUMNS.map((column) => column.name));
    expect(rows).toEqual(CSV_COLUMNS.map((column) => [column.name, column.level, required.has(column.name)]));
  });
});
