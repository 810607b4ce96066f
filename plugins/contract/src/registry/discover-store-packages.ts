import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { packageEntry, type PackageManifest } from './package-entry';
import { StoreConfigError } from './store-config-error';
import { isStorePluginPackage, type StorePluginPackage } from './store-package';

export type StorePackageSource = 'workspace' | 'npm';

export interface DiscoveredStorePackage {
  /** The package's name in its package.json. */
  name: string;
  version?: string;
  source: StorePackageSource;
  /** The package's folder, symbolic links resolved. */
  dir: string;
  storePlugins: StorePluginPackage;
}

const NPM_NAME = /^slipcase-plugin-[a-z0-9][a-z0-9._-]*$/;

async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory() || entry.isSymbolicLink()).map((entry) => entry.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readManifest(dir: string): Promise<PackageManifest | null> {
  try {
    return JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as PackageManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StoreConfigError(`Cannot read ${join(dir, 'package.json')}: ${(error as Error).message}`);
  }
}

/** `<rootDir>/node_modules/slipcase-plugin-*` and `<rootDir>/node_modules/@<scope>/slipcase-plugin-*`. */
async function npmCandidates(rootDir: string): Promise<string[]> {
  const modules = join(rootDir, 'node_modules');
  const found: string[] = [];
  for (const name of await subfolders(modules)) {
    if (NPM_NAME.test(name)) found.push(join(modules, name));
    else if (name.startsWith('@')) {
      for (const scoped of await subfolders(join(modules, name))) {
        if (NPM_NAME.test(scoped)) found.push(join(modules, name, scoped));
      }
    }
  }
  return found;
}

async function load(dir: string, manifest: PackageManifest, source: StorePackageSource): Promise<DiscoveredStorePackage> {
  const name = manifest.name ?? dir;
  const entry = packageEntry(dir, manifest);
  if (!(await stat(entry).catch(() => null))?.isFile()) {
    throw new StoreConfigError(`The store plugin package ${name} has no entry file: ${entry} does not exist`);
  }
  let module: { storePlugins?: unknown };
  try {
    // An absolute path rather than a file: URL, which vitest's module runner does not resolve.
    module = (await import(entry)) as { storePlugins?: unknown };
  } catch (error) {
    throw new StoreConfigError(`The store plugin package ${name} failed to load (${entry}): ${(error as Error).message}`);
  }
  if (!isStorePluginPackage(module.storePlugins)) {
    throw new StoreConfigError(`The store plugin package ${name} does not export storePlugins with profiles() and create() (${entry})`);
  }
  return { name, ...(manifest.version && { version: manifest.version }), source, dir, storePlugins: module.storePlugins };
}

/**
 * The store plugin packages of an installation: the workspace's `plugins/stores/*` whose package.json has
 * `"slipcase": { "storePlugin": true }`, then the installed npm packages named `slipcase-plugin-*` or
 * `@<scope>/slipcase-plugin-*`. A workspace package that npm also links into node_modules counts once.
 * Each entry is imported; a package that fails to load is an error, never silently skipped.
 */
export async function discoverStorePackages({ rootDir }: { rootDir: string }): Promise<DiscoveredStorePackage[]> {
  const found: DiscoveredStorePackage[] = [];
  const seen = new Set<string>();
  const consider = async (path: string, source: StorePackageSource, accept: (manifest: PackageManifest) => boolean) => {
    const dir = await realpath(path);
    if (seen.has(dir)) return;
    const manifest = await readManifest(dir);
    if (!manifest || !accept(manifest)) return;
    seen.add(dir);
    found.push(await load(dir, manifest, source));
  };
  const storesDir = join(rootDir, 'plugins', 'stores');
  for (const name of await subfolders(storesDir)) {
    await consider(join(storesDir, name), 'workspace', (manifest) => manifest.slipcase?.storePlugin === true);
  }
  for (const path of await npmCandidates(rootDir)) await consider(path, 'npm', () => true);
  return found;
}
