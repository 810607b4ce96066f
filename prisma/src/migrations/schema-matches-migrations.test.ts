import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, dropDatabase } from '../testing/test-database';
import { onDatabase } from '../testing/on-database';
import { schemaDump } from '../testing/schema-dump';
import { applyMigrations } from './apply-migrations';
import { diffSchemas } from './diff-schemas';
import { defaultMigrationsDir, defaultSchemaPath, readLastSnapshot } from './migrations-folder';

// Guards the one rule of this folder: schema.prisma and prisma/migrations describe the same database.
// When it fails, run `npm run db:migration -- <what changed>` and commit the new folder.

const created: string[] = [];
afterAll(async () => {
  for (const name of created) await dropDatabase(name);
});

async function databaseFromSchema(schema: string): Promise<string> {
  const { name, url } = await createEmptyDatabase();
  created.push(name);
  await onDatabase(url, await diffSchemas(null, schema));
  return url;
}

describe('schema.prisma and the migrations', () => {
  it('agree: the last migration snapshot is the current schema', async () => {
    const schema = await readFile(defaultSchemaPath(), 'utf8');
    const snapshot = await readLastSnapshot(defaultMigrationsDir());
    expect(snapshot, 'no migration yet').not.toBeNull();
    expect(await diffSchemas(snapshot, schema), 'schema.prisma has changes no migration holds').toBe('');
  });

  it('agree: the migrations build exactly the database the schema describes', async () => {
    const { name, url: migrated } = await createEmptyDatabase();
    created.push(name);
    await applyMigrations(migrated);
    const fromSchema = await databaseFromSchema(await readFile(defaultSchemaPath(), 'utf8'));

    expect(schemaDump(migrated)).toContain('CREATE TABLE public."User"');
    expect(schemaDump(migrated)).toBe(schemaDump(fromSchema));
  });

  it('the comparison notices a schema the migrations do not build', async () => {
    const schema = await readFile(defaultSchemaPath(), 'utf8');
    const drifted = schema.replace(/(model Sequence \{\n)/, '$1  note String?\n');
    expect(drifted).not.toBe(schema);
    const { name, url: migrated } = await createEmptyDatabase();
    created.push(name);
    await applyMigrations(migrated);

    expect(schemaDump(migrated)).not.toBe(schemaDump(await databaseFromSchema(drifted)));
    expect(await diffSchemas(schema, drifted)).toMatch(/ALTER TABLE "Sequence" ADD COLUMN\s+"note" TEXT/);
  });
});
