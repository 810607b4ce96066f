import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine, SchemaFilter } from '@prisma/schema-engine-wasm';
import { offlineAdapterFactory } from './offline-adapter';

export type { SchemaEngine };

export interface SchemaFile {
  path: string;
  content: string;
}

/** No tables or enums are managed outside Prisma. */
export const NO_FILTERS: SchemaFilter = { externalTables: [], externalEnums: [] };

let loading: Promise<typeof bg> | undefined;

// Node has WebAssembly, but this project's lib settings (no DOM) do not type it.
type WasmImports = Record<string, unknown>;
interface WasmApi {
  instantiate(bytes: Uint8Array, imports: Record<string, WasmImports>): Promise<{ instance: { exports: WasmImports } }>;
}
const { WebAssembly: wasmApi } = globalThis as unknown as { WebAssembly: WasmApi };

/**
 * The engine arms 10-second timers (lock timeouts) and never clears them, which would keep a finished CLI alive.
 * Its timers are collected here and unref'd once the command that armed them has ended.
 */
const engineTimers = new Set<NodeJS.Timeout>();

function importsWithTrackedTimers(): WasmImports {
  const imports: WasmImports = { ...bg };
  for (const [name, value] of Object.entries(bg)) {
    if (!name.startsWith('__wbg_setTimeout_') || typeof value !== 'function') continue;
    imports[name] = (...args: unknown[]) => {
      const timer = (value as (...a: unknown[]) => NodeJS.Timeout)(...args);
      engineTimers.add(timer);
      return timer;
    };
  }
  return imports;
}

function releaseEngineTimers(): void {
  for (const timer of engineTimers) timer.unref();
  engineTimers.clear();
}

// The package's own entry imports the .wasm file as an ES module, which Node cannot do: instantiate it by hand.
async function instantiate(): Promise<typeof bg> {
  const glue = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bytes = await readFile(join(dirname(glue), 'schema_engine_bg.wasm'));
  const { instance } = await wasmApi.instantiate(bytes, { './schema_engine_bg.js': importsWithTrackedTimers() });
  const exports = instance.exports as WasmImports & { __wbindgen_start(): void };
  bg.__wbg_set_wasm(exports);
  exports.__wbindgen_start();
  return bg;
}

/**
 * @prisma/adapter-pg runs a migration script by splitting it at every ';', which cuts a function body ($$ … $$) in
 * pieces. Send the script whole as one simple-protocol query instead, as `psql -f` does; errors keep the adapter's
 * own translation.
 */
function wholeScripts(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const pg = adapter as SqlDriverAdapter & { onError?: (error: unknown) => never; underlyingDriver?: () => unknown };
  if (adapter.adapterName !== '@prisma/adapter-pg' || !pg.onError || !pg.underlyingDriver) return adapter;
  const translate = pg.onError;
  const driver = pg.underlyingDriver() as { query?: (sql: string) => Promise<unknown> };
  if (typeof driver.query !== 'function') return adapter;
  adapter.executeScript = async (script: string) => {
    try {
      await driver.query!(script);
    } catch (error) {
      translate.call(adapter, error);
    }
  };
  return adapter;
}

/** Keeps every connection the engine opens, so they can be closed: engine.free() leaves them open. */
function tracked(factory: SqlMigrationAwareDriverAdapterFactory) {
  const opened: SqlDriverAdapter[] = [];
  const keep = async (connecting: Promise<SqlDriverAdapter>) => {
    const adapter = wholeScripts(await connecting);
    opened.push(adapter);
    return adapter;
  };
  const wrapper: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => keep(factory.connect()),
    connectToShadowDb: () => keep(factory.connectToShadowDb()),
  };
  return { wrapper, dispose: () => Promise.all(opened.map((adapter) => adapter.dispose())) };
}

/**
 * Runs `use` with a schema engine over `databaseUrl` (a real server or PGlite), or with no database at all when
 * `databaseUrl` is null (enough to diff two datamodels), then frees the engine and closes its connections.
 */
export async function withSchemaEngine<T>(
  databaseUrl: string | null,
  schemaFiles: SchemaFile[],
  use: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  loading ??= instantiate();
  const { SchemaEngine } = await loading;
  const factory = databaseUrl === null ? offlineAdapterFactory() : new PrismaPg({ connectionString: databaseUrl });
  const connections = tracked(factory);
  try {
    const engine = await SchemaEngine.new(
      { datamodels: schemaFiles.map((file) => [file.path, file.content]) },
      () => {},
      bindMigrationAwareSqlAdapterFactory(connections.wrapper),
    );
    try {
      return await use(engine);
    } finally {
      engine.free();
    }
  } finally {
    await connections.dispose();
    releaseEngineTimers();
  }
}
