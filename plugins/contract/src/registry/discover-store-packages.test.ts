import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discoverStorePackages } from './discover-store-packages';

const REPO = fileURLToPath(new URL('../../../..', import.meta.url));
// Under node_modules: vitest's module runner imports only files inside the repository, and leaves those in
// node_modules to Node, as Slipcase's own processes do.
const FIXTURES = join(REPO, 'node_modules/.cache/slipcase-tests');

let root: string;

beforeEach(async () => {
  await mkdir(FIXTURES, { recursive: true });
  root = await mkdtemp(join(FIXTURES, 'discover-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A package folder whose entry exports a store package providing `ids`. */
async function writePackage(dir: string, manifest: Record<string, unknown>, entry = storeModule(['acme'])): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module', ...manifest }));
  await writeFile(join(dir, 'index.js'), entry);
  return dir;
}

function storeModule(ids: string[]): string {
  return `export const storePlugins = { profiles: () => ${JSON.stringify(ids)}.map((id) => ({ id })), create: () => [] };\n`;
}

const flagged = { slipcase: { storePlugin: true } };
const summary = async () =>
  (await discoverStorePackages({ rootDir: root })).map(({ name, source, storePlugins }) => ({
    name,
    source,
    ids: storePlugins.profiles({ env: {}, deliveryDir: '/d' }).map((profile) => profile.id),
  }));

describe('discoverStorePackages', () => {
  it('finds the workspace packages under plugins/stores that say they are store plugins', async () => {
    await writePackage(join(root, 'plugins/stores/spotify'), { name: '@slipcase/store-spotify', ...flagged }, storeModule(['spotify']));
    await writePackage(join(root, 'plugins/stores/helpers'), { name: '@slipcase/store-helpers' });
    await writePackage(join(root, 'plugins/stores/generic'), { name: '@slipcase/store-generic', slipcase: {} });
    await mkdir(join(root, 'plugins/stores/empty-folder'));
    expect(await summary()).toEqual([{ name: '@slipcase/store-spotify', source: 'workspace', ids: ['spotify'] }]);
  });

  it('finds installed npm packages named slipcase-plugin-* or @scope/slipcase-plugin-*', async () => {
    const modules = join(root, 'node_modules');
    await writePackage(join(modules, 'slipcase-plugin-acme'), { name: 'slipcase-plugin-acme', version: '1.2.0' }, storeModule(['acme']));
    await writePackage(join(modules, '@label/slipcase-plugin-radio'), { name: '@label/slipcase-plugin-radio' }, storeModule(['radio', 'tv']));
    await writePackage(join(modules, 'slipcase-tools'), { name: 'slipcase-tools' });
    await writePackage(join(modules, '@label/other'), { name: '@label/other' });
    expect(await summary()).toEqual([
      { name: '@label/slipcase-plugin-radio', source: 'npm', ids: ['radio', 'tv'] },
      { name: 'slipcase-plugin-acme', source: 'npm', ids: ['acme'] },
    ]);
    expect((await discoverStorePackages({ rootDir: root })).find((pkg) => pkg.name === 'slipcase-plugin-acme')?.version).toBe('1.2.0');
  });

  it('counts a workspace package that npm links into node_modules once, as the workspace\'s', async () => {
    const dir = await writePackage(join(root, 'plugins/stores/acme'), { name: 'slipcase-plugin-acme', ...flagged });
    await mkdir(join(root, 'node_modules'));
    await symlink(dir, join(root, 'node_modules/slipcase-plugin-acme'));
    expect(await summary()).toEqual([{ name: 'slipcase-plugin-acme', source: 'workspace', ids: ['acme'] }]);
  });

  it('loads the entry its package.json names', async () => {
    const dir = join(root, 'node_modules/slipcase-plugin-built');
    await writePackage(dir, { name: 'slipcase-plugin-built', exports: { '.': { require: './x.cjs', import: './dist/index.js' } } }, '');
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist/index.js'), storeModule(['built']));
    expect(await summary()).toEqual([{ name: 'slipcase-plugin-built', source: 'npm', ids: ['built'] }]);
  });

  it("finds this repository's own store packages, whose entries are TypeScript", async () => {
    const packages = await discoverStorePackages({ rootDir: REPO });
    expect(packages.map(({ name, source }) => ({ name, source }))).toContainEqual({ name: '@slipcase/store-local-folder', source: 'workspace' });
    expect(packages.every((pkg) => pkg.source === 'workspace' && pkg.name.startsWith('@slipcase/store-'))).toBe(true);
  });

  it('finds nothing in an installation without plugins', async () => {
    expect(await discoverStorePackages({ rootDir: root })).toEqual([]);
  });

  it.each([
    ['has no entry file', { main: 'dist/index.js' }, storeModule(['x']), /slipcase-plugin-broken has no entry file: .*dist\/index\.js does not exist/],
    ['fails to load', {}, 'throw new Error("boom");\n', /slipcase-plugin-broken failed to load \(.*index\.js\): boom/],
    ['exports no storePlugins', {}, 'export const plugins = {};\n', /slipcase-plugin-broken does not export storePlugins/],
  ])('says which package %s', async (_, manifest, entry, message) => {
    await writePackage(join(root, 'node_modules/slipcase-plugin-broken'), { name: 'slipcase-plugin-broken', ...manifest }, entry);
    await expect(discoverStorePackages({ rootDir: root })).rejects.toThrow(message);
  });
});
