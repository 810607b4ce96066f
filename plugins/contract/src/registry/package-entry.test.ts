import { describe, expect, it } from 'vitest';
import { packageEntry } from './package-entry';

describe('a package\'s entry', () => {
  it.each([
    ['exports as a path', { exports: './src/index.ts' }, '/p/src/index.ts'],
    ['exports["."] as a path', { exports: { '.': './dist/index.js', './testing': './dist/t.js' } }, '/p/dist/index.js'],
    ['the import condition', { exports: { '.': { types: './a.d.ts', require: './a.cjs', import: './a.mjs' } } }, '/p/a.mjs'],
    ['nested conditions', { exports: { node: { import: './n.mjs' }, default: './d.js' } }, '/p/n.mjs'],
    ['main', { main: 'lib/main.js' }, '/p/lib/main.js'],
    ['index.js', {}, '/p/index.js'],
  ])('comes from %s', (_, manifest, expected) => {
    expect(packageEntry('/p', manifest)).toBe(expected);
  });
});
