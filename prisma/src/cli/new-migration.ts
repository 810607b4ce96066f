// npm run db:migration -- <name>: writes the next migration from the last snapshot to the current schema.prisma.
import { readFile } from 'node:fs/promises';
import { diffSchemas } from '../migrations/diff-schemas';
import {
  defaultMigrationsDir,
  defaultSchemaPath,
  readLastSnapshot,
  writeMigration,
} from '../migrations/migrations-folder';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run db:migration -- <name>');
  process.exit(1);
}

const migrationsDir = defaultMigrationsDir();
const schemaPath = defaultSchemaPath();
const schema = await readFile(schemaPath, 'utf8');
const sql = await diffSchemas(await readLastSnapshot(migrationsDir), schema, schemaPath);
if (!sql) {
  console.log('No changes: schema.prisma matches the last migration.');
} else {
  const folder = await writeMigration(migrationsDir, name, sql, schema);
  console.log(`Wrote prisma/migrations/${folder}/migration.sql`);
}
