import { readFile } from 'node:fs/promises';
import { diffSchemas } from './diff-schemas';
import { defaultMigrationsDir, defaultSchemaPath, readLastSnapshot, writeMigration } from './migrations-folder';

export interface CreateMigrationOptions {
  migrationsDir?: string;
  schemaPath?: string;
  now?: Date;
}

/**
 * Writes the next migration: the SQL from the newest migration's schema snapshot to the current schema file,
 * and a snapshot of that schema. Returns the new folder's name, or null (writing nothing) when they agree.
 */
export async function createMigration(name: string, options: CreateMigrationOptions = {}): Promise<string | null> {
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir();
  const schemaPath = options.schemaPath ?? defaultSchemaPath();
  const schema = await readFile(schemaPath, 'utf8');
  const sql = await diffSchemas(await readLastSnapshot(migrationsDir), schema, schemaPath);
  if (!sql) return null;
  return writeMigration(migrationsDir, name, sql, schema, options.now);
}
