import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
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

// The package's own entry imports the .wasm file as an ES module, which Node cannot do: instantiate it by hand.
async function instantiate(): Promise<typeof bg> {
  const glue = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bytes = await readFile(join(dirname(glue), 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, {
    './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports,
  });
  const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start(): void };
  bg.__wbg_set_wasm(exports);
  exports.__wbindgen_start();
  return bg;
}

async function open(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schemaFiles: SchemaFile[],
  log: (line: string) => void,
): Promise<SchemaEngine> {
  loading ??= instantiate();
  const { SchemaEngine } = await loading;
  return SchemaEngine.new(
    { datamodels: schemaFiles.map((file) => [file.path, file.content]) },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}

/** An engine connected to a PostgreSQL database (real server or PGlite). Call `free()` when done. */
export function openSchemaEngine(
  databaseUrl: string,
  schemaFiles: SchemaFile[] = [],
  log: (line: string) => void = () => {},
): Promise<SchemaEngine> {
  return open(new PrismaPg({ connectionString: databaseUrl }), schemaFiles, log);
}

/** An engine with no database behind it, for commands that only compare datamodels. */
export function openOfflineSchemaEngine(schemaFiles: SchemaFile[] = []): Promise<SchemaEngine> {
  return open(offlineAdapterFactory(), schemaFiles, () => {});
}
