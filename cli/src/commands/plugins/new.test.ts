import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../testing/run-cli';

const REPO = fileURLToPath(new URL('../../../..', import.meta.url));
const run = promisify(execFile);

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-plugins-new-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Resolves the generated package's imports as a Slipcase installation would: to this repository's packages. */
async function linkSlipcase(dir: string): Promise<void> {
  await mkdir(join(dir, 'node_modules/@slipcase'), { recursive: true });
  await mkdir(join(dir, 'node_modules/@types'), { recursive: true });
  await symlink(join(REPO, 'plugins/contract'), join(dir, 'node_modules/@slipcase/plugin-contract'));
  await symlink(join(REPO, 'node_modules/@types/node'), join(dir, 'node_modules/@types/node'));
}

/** The child runs as a user would run it, not as a test worker of this run. */
const childEnv = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
  NO_COLOR: '1',
  FORCE_COLOR: '0',
});

describe('slipcase plugins new', () => {
  it('writes a package that passes the contract suite and type-checks as generated', async () => {
    const dir = join(tmp, 'acme');
    const { stdout, exit } = await runCli(['plugins', 'new', 'acme-music', '--dir', dir, '--json']);
    expect(exit).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      storeId: 'acme-music',
      packageName: 'slipcase-plugin-acme-music',
      dir,
      files: ['README.md', '.gitignore', 'package.json', 'src/index.test.ts', 'src/index.ts', 'tsconfig.json'],
    });
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'slipcase-plugin-acme-music', slipcase: { storePlugin: true }, exports: { '.': './src/index.ts' } });
    const source = await readFile(join(dir, 'src/index.ts'), 'utf8');
    expect(source).toContain("id: 'acme-music',");
    expect(source).toContain('SLIPCASE_STORE_ACME_MUSIC_DPID');
    expect(source).toContain('export const storePlugins = ddexStorePackage(profile);');
    expect(await readFile(join(dir, 'README.md'), 'utf8')).toContain('npm install slipcase-plugin-acme-music');

    await linkSlipcase(dir);
    const vitest = await run(process.execPath, [join(REPO, 'node_modules/vitest/vitest.mjs'), 'run'], { cwd: dir, env: childEnv() });
    // vitest exits non-zero on any failure; every test of the suite ran and passed, none skipped.
    expect(vitest.stdout).toMatch(/Tests {2}(\d+) passed \(\1\)/);
    // Only the generated files count: the contract package's own sources are checked by the repository's tsc.
    const tsc = await run(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir }).catch(
      (error: { stdout: string }) => error,
    );
    expect(tsc.stdout.split('\n').filter((line) => line.startsWith('src/'))).toEqual([]);
  }, 180_000);

  it('creates ./slipcase-plugin-<name> by default, and takes the package name for the store name', async () => {
    const cwd = process.cwd();
    process.chdir(tmp);
    try {
      const { stdout, exit } = await runCli(['plugins', 'new', 'slipcase-plugin-radio-one']);
      expect(exit).toBe(0);
      expect(stdout).toMatch(/^Created slipcase-plugin-radio-one in .*\/slipcase-plugin-radio-one:\n {2}README\.md\n/);
      const source = await readFile(join(tmp, 'slipcase-plugin-radio-one/src/index.ts'), 'utf8');
      expect(source).toContain("id: 'radio-one',\n  name: 'Radio One',");
    } finally {
      process.chdir(cwd);
    }
  });

  it.each(['Acme Music', 'acme_music', 'acme-', 'acme--music', 'x'.repeat(51)])('refuses the name %j with exit 2', async (name) => {
    const { stdout, exit } = await runCli(['plugins', 'new', name, '--dir', join(tmp, 'never'), '--json']);
    expect(exit).toBe(2);
    expect(JSON.parse(stdout).error).toMatchObject({ code: 'invalid_name', exit: 2 });
    await expect(readFile(join(tmp, 'never/package.json'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a folder that exists with exit 4, and leaves it alone', async () => {
    const dir = join(tmp, 'taken');
    await mkdir(dir);
    await writeFile(join(dir, 'package.json'), '{"name":"mine"}');
    const { error, exit } = await runCli(['plugins', 'new', 'acme', '--dir', dir]);
    expect(exit).toBe(4);
    expect(error?.message).toBe(`${dir} already exists: choose another --dir, or remove it first`);
    expect(await readFile(join(dir, 'package.json'), 'utf8')).toBe('{"name":"mine"}');
  });
});
