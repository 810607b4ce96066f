import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config, repoRoot } from '@slipcase/config';

export { repoRoot };

/** What `npm start` wrote about the services it runs, so other processes (CLI, tests) can find them. */
export interface RuntimeInfo {
  databaseUrl: string;
  temporalAddress: string;
  temporalUiUrl?: string;
  webUrl?: string;
  pid: number;
}

export function dataDir(): string {
  return config().dirs.data;
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
  const fromEnv = config().database.url;
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
