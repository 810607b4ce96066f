import { execFileSync } from 'node:child_process';

const PG_DUMP = process.env.PG_DUMP_PATH || 'pg_dump';

// Lines that differ between two dumps of identical schemas: comments, session settings, pg_dump's random
// \restrict key, and the migrations bookkeeping table (excluded from the dump itself).
const NOISE = [/^--/, /^SET /, /^SELECT pg_catalog\.set_config/, /^\\(un)?restrict /, /^\s*$/];

/** `pg_dump --schema-only` of the database at `url`, reduced to the statements that define its schema. */
export function schemaDump(url: string): string {
  const dump = execFileSync(
    PG_DUMP,
    ['--schema-only', '--no-owner', '--no-privileges', '--exclude-table=_prisma_migrations', '--dbname', url],
    { encoding: 'utf8' },
  );
  return dump
    .split('\n')
    .filter((line) => !NOISE.some((pattern) => pattern.test(line)))
    .join('\n');
}
