import { existsSync, readFileSync } from 'node:fs';
import { defaultMigrationsDir, defaultSchemaPath, readMigrationsList } from './migrations-folder';
import { NO_FILTERS, withSchemaEngine, type SchemaFile } from './schema-engine';

/**
 * Applies the migrations of `migrationsDir` not yet applied to the database, recording them in
 * `_prisma_migrations` exactly as `prisma migrate deploy` does. Returns the names it applied, in order.
 */
export async function applyMigrations(
  databaseUrl: string,
  migrationsDir: string = defaultMigrationsDir(),
): Promise<string[]> {
  const migrationsList = await readMigrationsList(migrationsDir);
  if (!migrationsList.lockfile.content) throw new Error(`${migrationsDir} has no migration_lock.toml.`);
  const schemaPath = defaultSchemaPath();
  const schemaFiles: SchemaFile[] = existsSync(schemaPath)
    ? [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }]
    : [];
  const { appliedMigrationNames } = await withSchemaEngine(databaseUrl, schemaFiles, (engine) =>
    engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
  );
  return appliedMigrationNames;
}
