import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigration } from './create-migration';

const SCHEMA_V1 = `datasource db {
  provider = "postgresql"
}

model Note {
  id   Int    @id
  text String
}
`;
const SCHEMA_V2 = SCHEMA_V1.replace('  text String\n', '  text String\n  pinned Boolean @default(false)\n');

let dir: string;
let schemaPath: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'slipcase-create-migration-'));
  schemaPath = join(dir, 'schema.prisma');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const migrationsDir = () => join(dir, 'migrations');
const at = (iso: string) => new Date(iso);

describe('createMigration', () => {
  it('writes the first migration from an empty database, with a snapshot and the lock file', async () => {
    await writeFile(schemaPath, SCHEMA_V1);
    const folder = await createMigration('Create notes!', { migrationsDir: migrationsDir(), schemaPath, now: at('2026-01-02T03:04:05Z') });

    expect(folder).toBe('20260102030405_create_notes');
    const sql = await readFile(join(migrationsDir(), folder ?? '', 'migration.sql'), 'utf8');
    expect(sql).toMatch(/CREATE TABLE "Note"/);
    expect(await readFile(join(migrationsDir(), folder ?? '', 'schema.prisma'), 'utf8')).toBe(SCHEMA_V1);
    expect(await readFile(join(migrationsDir(), 'migration_lock.toml'), 'utf8')).toMatch(/^provider = "postgresql"$/m);
  });

  it('writes only what changed since the last snapshot, and nothing when nothing did', async () => {
    await writeFile(schemaPath, SCHEMA_V1);
    await createMigration('init', { migrationsDir: migrationsDir(), schemaPath, now: at('2026-01-02T03:04:05Z') });
    expect(await createMigration('noop', { migrationsDir: migrationsDir(), schemaPath })).toBeNull();

    await writeFile(schemaPath, SCHEMA_V2);
    // A clock behind the last migration must still give a folder that sorts after it.
    const second = await createMigration('pin', { migrationsDir: migrationsDir(), schemaPath, now: at('2025-12-31T00:00:00Z') });
    expect(second).toBe('20260102030406_pin');
    const sql = await readFile(join(migrationsDir(), second ?? '', 'migration.sql'), 'utf8');
    expect(sql).toMatch(/ALTER TABLE "Note" ADD COLUMN\s+"pinned" BOOLEAN NOT NULL DEFAULT false/);
    expect(sql).not.toMatch(/CREATE TABLE/);
    expect((await readdir(migrationsDir())).sort()).toEqual(['20260102030405_init', '20260102030406_pin', 'migration_lock.toml']);
  });

  it('refuses a name that gives an empty folder name', async () => {
    await writeFile(schemaPath, SCHEMA_V1);
    await expect(createMigration('!!!', { migrationsDir: migrationsDir(), schemaPath })).rejects.toThrow(/name/);
    expect(existsSync(migrationsDir())).toBe(false);
  });
});
