import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase, dropDatabase } from '../testing/test-database';
import { applyMigrations } from './apply-migrations';
import { defaultMigrationsDir, migrationNames, writeMigration } from './migrations-folder';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function emptyDatabase(): Promise<string> {
  const { name, url } = await createEmptyDatabase();
  cleanups.push(() => dropDatabase(name));
  return url;
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Row {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
}

describe('applyMigrations', () => {
  it('applies every migration once and records it as prisma migrate deploy does', async () => {
    const url = await emptyDatabase();
    const names = await migrationNames(defaultMigrationsDir());
    expect(names.length).toBeGreaterThan(0);

    expect(await applyMigrations(url)).toEqual(names);
    const rows = await query<Row>(url, 'SELECT * FROM _prisma_migrations ORDER BY started_at');
    expect(rows.map((row) => row.migration_name)).toEqual(names);
    for (const row of rows) {
      const sql = await readFile(join(defaultMigrationsDir(), row.migration_name, 'migration.sql'));
      // Prisma's checksum is the SHA-256 of the file: a CLI on another machine accepts these rows as its own.
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    const tables = await query<{ tablename: string }>(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    expect(tables.map((t) => t.tablename)).toEqual(expect.arrayContaining(['User', 'Release', 'Track', 'Sequence']));

    expect(await applyMigrations(url)).toEqual([]);
    expect(await query(url, 'SELECT 1 FROM _prisma_migrations')).toHaveLength(names.length);
  });

  it('applies only the migrations added since the last run, in order', async () => {
    const url = await emptyDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'slipcase-migrations-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const first = await writeMigration(dir, 'first', 'CREATE TABLE "A" ("id" INT PRIMARY KEY);', '');
    expect(await applyMigrations(url, dir)).toEqual([first]);

    const second = await writeMigration(dir, 'second', 'ALTER TABLE "A" ADD COLUMN "b" TEXT;', '');
    const third = await writeMigration(dir, 'third', 'INSERT INTO "A" ("id", "b") VALUES (1, \'x\');', '');
    expect(await applyMigrations(url, dir)).toEqual([second, third]);
    expect(await query(url, 'SELECT "id", "b" FROM "A"')).toEqual([{ id: 1, b: 'x' }]);
  });

  it('stops at a failing migration, records the failure and reports it', async () => {
    const url = await emptyDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'slipcase-migrations-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await cp(defaultMigrationsDir(), dir, { recursive: true });
    const broken = await writeMigration(dir, 'broken', 'ALTER TABLE "NoSuchTable" ADD COLUMN "x" INT;', '');

    await expect(applyMigrations(url, dir)).rejects.toThrow(/NoSuchTable/);
    const rows = await query<Row>(url, `SELECT * FROM _prisma_migrations WHERE migration_name = '${broken}'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.finished_at).toBeNull();
  });
});
