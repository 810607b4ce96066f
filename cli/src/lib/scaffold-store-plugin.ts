import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Errors } from '@oclif/core';
import { storeEnvPrefix } from '@slipcase/plugin-contract';
import { ExitCode } from './exit-codes';

const TEMPLATE_DIR = fileURLToPath(new URL('../../templates/store-plugin', import.meta.url));
const STORE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PACKAGE_PREFIX = 'slipcase-plugin-';
/** Files npm would drop or mistake when publishing are stored under another name. */
const RENAMED: Record<string, string> = { gitignore: '.gitignore' };

export interface ScaffoldedPlugin {
  storeId: string;
  packageName: string;
  /** The package folder, absolute. */
  dir: string;
  /** The files written, relative to `dir`. */
  files: string[];
}

/** The template files under `dir`, relative to the template folder. */
async function templateFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await templateFiles(path)));
    else if (entry.name.endsWith('.template')) found.push(relative(TEMPLATE_DIR, path));
  }
  return found.sort();
}

function render(template: string, values: Record<string, string>): string {
  const text = template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
  const unknown = text.match(/\{\{\w+\}\}/);
  if (unknown) throw new Error(`The store plugin template uses ${unknown[0]}, which the scaffold does not know`);
  return text;
}

/** 'acme-music' → 'Acme Music' */
const titleCase = (id: string) => id.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

/**
 * Writes a store plugin package `slipcase-plugin-<name>` that passes the contract suite as generated. `name` is the
 * store id (a leading `slipcase-plugin-` is dropped); `dir` defaults to `./slipcase-plugin-<name>`.
 */
export async function scaffoldStorePlugin({ name, dir }: { name: string; dir?: string }): Promise<ScaffoldedPlugin> {
  const storeId = name.startsWith(PACKAGE_PREFIX) ? name.slice(PACKAGE_PREFIX.length) : name;
  if (!STORE_ID.test(storeId) || storeId.length > 50) {
    throw new Errors.CLIError(
      `Not a store name: ${JSON.stringify(name)}. Use lower-case letters and digits joined by '-', at most 50, e.g. acme-music`,
      { exit: ExitCode.usage, code: 'invalid_name' },
    );
  }
  const packageName = `${PACKAGE_PREFIX}${storeId}`;
  const target = resolve(dir ?? packageName);
  if (existsSync(target)) {
    throw new Errors.CLIError(`${target} already exists: choose another --dir, or remove it first`, { exit: ExitCode.refused, code: 'already_exists' });
  }
  const values = {
    storeId,
    packageName,
    storeName: titleCase(storeId),
    envPrefix: storeEnvPrefix(storeId),
  };
  const files: string[] = [];
  for (const template of await templateFiles(TEMPLATE_DIR)) {
    const base = template.slice(0, -'.template'.length);
    const file = RENAMED[base] ?? base;
    await mkdir(dirname(join(target, file)), { recursive: true });
    await writeFile(join(target, file), render(await readFile(join(TEMPLATE_DIR, template), 'utf8'), values));
    files.push(file);
  }
  return { storeId, packageName, dir: target, files };
}
