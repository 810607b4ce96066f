import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm start` wrote about the services it runs, so other processes (CLI, tests) can find them. */
export interface RuntimeInfo {
  databaseUrl: string;
  temporalAddress: string;
  temporalUiUrl?: string;
  webUrl?: string;
  pid: number;
}

function isWorkspaceRoot(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    return 'workspaces' in (JSON.parse(readFileSync(file, 'utf8')) as object);
  } catch {
    return false;
  }
}

/** The repository root: the nearest package.json with "workspaces" above the working directory. */
export function repoRoot(): string {
  for (let dir = resolve(process.cwd()); ; dir = dirname(dir)) {
    if (isWorkspaceRoot(dir)) return dir;
    if (dirname(dir) === dir) break;
  }
  // Started from outside the checkout: this file lives in <root>/prisma/src.
  return resolve(dirname(fileURLToPath(import.meta.url)), '../..');
}

export function dataDir(): string {
  return process.env.SLIPCASE_DATA_DIR || join(repoRoot(), '.data');
}

export function runtimeFile(): string {
  return join(dataDir(), 'runtime.json');
}

export function writeRuntimeInfo(info: RuntimeInfo): void {
  mkdirSync(dataDir(), { recursive: true });
  writeFileSync(runtimeFile(), `${JSON.stringify(info, null, 2)}\n`);
}

export function readRuntimeInfo(): RuntimeInfo | null {
  try {
    return JSON.parse(readFileSync(runtimeFile(), 'utf8')) as RuntimeInfo;
  } catch {
    return null;
  }
}

/** DATABASE_URL, else the database that `npm start` is serving. */
export function resolveDatabaseUrl(): string {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) return fromEnv;
  const fromRuntime = readRuntimeInfo()?.databaseUrl;
  if (fromRuntime) return fromRuntime;
  throw new Error(
    `No database: set DATABASE_URL, or run \`npm start\` (it writes the database URL to ${runtimeFile()}).`,
  );
}

/** Where the embedded PGlite keeps its data when DATABASE_URL is not set. */
export function embeddedDatabaseDir(): string {
  return join(dataDir(), 'pglite');
}
