import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { applyMigrations } from '../migrations/apply-migrations';
import { defaultMigrationsDir, migrationNames } from '../migrations/migrations-folder';

/**
 * A test database is a copy of one migrated template (`CREATE DATABASE … TEMPLATE`, a file copy of tens of
 * milliseconds) rather than the migrations applied anew each time (the WASM schema engine, most of a second).
 * The template's name carries a hash of the migrations, so a changed migration makes a new one and a run never
 * copies a stale schema; it is built once per test server under an advisory lock, whichever test asks first.
 */
const BUILD_LOCK = 7_260_415_001;

export async function migrationsHash(migrationsDir: string = defaultMigrationsDir()): Promise<string> {
  const hash = createHash('sha256');
  for (const name of await migrationNames(migrationsDir)) {
    hash.update(name).update('\0').update(await readFile(join(migrationsDir, name, 'migration.sql'))).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const built = new Map<string, Promise<string>>();

/** The template's name on the server at `serverUrl`, built there first if no test run has built it yet. */
export function migratedTemplate(serverUrl: string): Promise<string> {
  let template = built.get(serverUrl);
  if (!template) {
    template = buildTemplate(serverUrl);
    built.set(serverUrl, template);
    template.catch(() => built.delete(serverUrl));
  }
  return template;
}

async function buildTemplate(serverUrl: string): Promise<string> {
  const name = `slipcase_template_${await migrationsHash()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BUILD_LOCK]);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      // Built under another name and renamed once whole: a run killed halfway leaves no template to copy from.
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      await applyMigrations(url.toString());
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    }
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [BUILD_LOCK]).catch(() => undefined);
    await client.end();
  }
}
