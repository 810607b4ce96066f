import { Prisma, type DbClient } from '@slipcase/db';
import type { RowWriter } from './row-writer';
import type { Cell } from './copy-text';

/** Column name → its Postgres type, in the order the rows are written. */
export type ColumnTypes = Record<string, string>;

/** A row's values as JSON holds them: a bigint as its decimal string, a list as an array. */
export type JsonRow = Record<string, string | number | boolean | null | readonly number[]>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Many rows as one INSERT statement, sent as one JSON document the database unpacks (`json_to_recordset`; plain
 * `json`, parsed once as it is read, costs a third less than `jsonb`): far cheaper than a parameter per value or
 * per column for tens of thousands of rows. A column with the same value on every row (the statement, the store,
 * the rate) travels once as a parameter instead of once a row; `fixed` columns are always such. Null for no rows.
 */
export function jsonInsert(table: string, columns: ColumnTypes, rows: readonly JsonRow[], fixed: Record<string, string> = {}): Prisma.Sql | null {
  const first = rows[0];
  if (first === undefined) return null;
  const names = Object.keys(columns);
  // One column at least comes from the document: it is what gives the rows their number.
  const varying = names.filter((name, index) => index === 0 || Array.isArray(first[name]) || rows.some((row) => row[name] !== first[name]));
  const same = names.filter((name) => !varying.includes(name));
  const fixedNames = Object.keys(fixed);
  const json = JSON.stringify(rows, varying);
  const target = [...fixedNames, ...same, ...varying].map(quoted).join(', ');
  const definition = varying.map((name) => `${quoted(name)} ${columns[name]}`).join(', ');
  const values = [
    ...fixedNames.map((name) => Prisma.sql`${fixed[name]}`),
    ...same.map((name) => Prisma.sql`${first[name] ?? null}::${Prisma.raw(columns[name]!)}`),
    ...varying.map((name) => Prisma.raw(`t.${quoted(name)}`)),
  ];
  return Prisma.sql`INSERT INTO ${Prisma.raw(quoted(table))} (${Prisma.raw(target)})
    SELECT ${Prisma.join(values)} FROM json_to_recordset(${json}::json) AS t(${Prisma.raw(definition)})`;
}

/** A cell as JSON holds it. */
function jsonValue(value: Cell): JsonRow[string] {
  if (value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Int32Array) return Array.from(value);
  return value;
}

/**
 * Rows through Prisma as JSON documents (`jsonInsert`), for a database that takes no `COPY` from a client (the
 * embedded PGlite). Each chunk is made while the database inserts the last; at most one insert is in flight, so
 * they reach the database in order; `flush()` waits for it and throws what it threw.
 */
export class JsonRowWriter implements RowWriter {
  private pending: Promise<unknown> = Promise.resolve();
  private readonly names: string[];

  constructor(
    private readonly db: DbClient,
    private readonly table: string,
    private readonly columns: ColumnTypes,
    private readonly fixed: Record<string, string> = {},
  ) {
    this.names = Object.keys(columns);
  }

  async insert(rows: readonly (readonly Cell[])[]): Promise<void> {
    const objects = rows.map((row) => Object.fromEntries(this.names.map((name, index) => [name, jsonValue(row[index])])));
    const sql = jsonInsert(this.table, this.columns, objects, this.fixed);
    if (sql === null) return;
    await this.pending;
    this.pending = this.db.$executeRaw(sql).then(() => undefined);
    // Its error is thrown by the next insert or flush; until then it is not an unhandled rejection.
    this.pending.catch(() => undefined);
  }

  async flush(): Promise<void> {
    await this.pending;
  }

  async abort(): Promise<void> {
    await this.pending.catch(() => undefined);
  }
}
