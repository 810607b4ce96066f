import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultMigrationsDir, migrationNames } from '../migrations/migrations-folder';
import { createTestDatabase, testServerUrl } from './test-database';
import { migratedTemplate, migrationsHash } from './template-database';

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the migrated template test databases are copied from', () => {
  let copy: string | undefined;
  afterAll(() => (copy ? rm(copy, { recursive: true, force: true }) : undefined));

  it('holds every migration, recorded as applied, and each test database starts as its copy', async () => {
    const template = await migratedTemplate(testServerUrl());
    expect(await migratedTemplate(testServerUrl())).toBe(template);
    const db = await createTestDatabase();
    try {
      const applied = await query<{ migration_name: string }>(
        db.url,
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name',
      );
      expect(applied.map((row) => row.migration_name)).toEqual(await migrationNames(defaultMigrationsDir()));
    } finally {
      await db.drop();
    }
    // Nobody stays connected to the template: a copy fails while anyone is.
    const sessions = await query<{ count: string }>(testServerUrl(), `SELECT count(*) FROM pg_stat_activity WHERE datname = '${template}'`);
    expect(sessions[0]?.count).toBe('0');
  });

  it('is named for the migrations: a changed or added migration makes another template', async () => {
    copy = await mkdtemp(join(tmpdir(), 'slipcase-migrations-'));
    await cp(defaultMigrationsDir(), copy, { recursive: true });
    const before = await migrationsHash(copy);
    expect(await migrationsHash(copy)).toBe(before);
    const [last] = (await migrationNames(copy)).slice(-1);
    await writeFile(join(copy, last!, 'migration.sql'), '-- changed\n', { flag: 'a' });
    const changed = await migrationsHash(copy);
    expect(changed).not.toBe(before);
    await cp(join(copy, last!), join(copy, '99990101000000_later'), { recursive: true });
    expect(await migrationsHash(copy)).not.toBe(changed);
  });
});
