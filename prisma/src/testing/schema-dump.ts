import { execFileSync } from 'node:child_process';

const PG_DUMP = process.env.PG_DUMP_PATH || 'pg_dump';

// Lines that differ between two dumps of identical schemas: comments, session settings, pg_dump's random
// \restrict key, and the migrations bookkeeping table (excluded from the dump itself).
const NOISE = [/^--/, /^SET /, /^SELECT pg_catalog\.set_config/, /^\\(un)?restrict /, /^\s*$/];

/**
 * A table's columns in name order: a column added by a later migration comes last in the database but may
 * stand anywhere in schema.prisma, and that is the same schema.
 */
function sortColumns(dump: string): string {
  return dump.replace(/(CREATE TABLE [^\n]+ \(\n)([\s\S]*?)(\n\);)/g, (_all, head: string, body: string, tail: string) => {
    const columns = body.split('\n').map((line) => line.replace(/,$/, ''));
    return head + columns.sort().join(',\n') + tail;
  });
}

/**
 * Functions and triggers are hand-written in migrations (plan history, append-only ledger): schema.prisma cannot
 * express them, so the comparison leaves them out and their own tests check them.
 */
function withoutTriggers(dump: string): string {
  return dump
    .replace(/CREATE FUNCTION [\s\S]*?\n\$\$;\n/g, '')
    .replace(/CREATE TRIGGER [^\n]*(\n {4}[^\n]*)*;\n/g, '');
}

/**
 * Foreign keys schema.prisma declares that a migration replaced with checks per insert statement (see
 * migrations/*_ledger_reference_triggers): the comparison leaves them out of both sides.
 */
const REFERENCES_CHECKED_BY_TRIGGERS = ['LedgerEntry_transactionId_fkey', 'LedgerEntry_accountId_fkey', 'StatementItem_statementId_fkey'];

function withoutTriggerCheckedReferences(dump: string): string {
  return REFERENCES_CHECKED_BY_TRIGGERS.reduce(
    (text, name) => text.replace(new RegExp(`ALTER TABLE ONLY [^\\n]+\\n {4}ADD CONSTRAINT "${name}" FOREIGN KEY [^\\n]*;\\n`), ''),
    dump,
  );
}

/** `pg_dump --schema-only` of the database at `url`, reduced to the statements that define its schema. */
export function schemaDump(url: string): string {
  const dump = execFileSync(
    PG_DUMP,
    ['--schema-only', '--no-owner', '--no-privileges', '--exclude-table=_prisma_migrations', '--dbname', url],
    { encoding: 'utf8' },
  );
  return sortColumns(
    withoutTriggerCheckedReferences(withoutTriggers(dump))
      .split('\n')
      .filter((line) => !NOISE.some((pattern) => pattern.test(line)))
      .join('\n'),
  );
}
