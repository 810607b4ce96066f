import { copyConnection, type DbClient } from '@slipcase/db';
import { CopyRowWriter } from './copy-rows';
import { JsonRowWriter, type ColumnTypes } from './json-rows';
import type { RowWriter } from './row-writer';

/**
 * A writer of rows into `table`: `COPY` on the transaction's connection on a PostgreSQL server, JSON documents
 * through Prisma where COPY cannot be sent (the embedded PGlite). `fixed` columns hold one value on every row.
 */
export async function openRows(db: DbClient, table: string, columns: ColumnTypes, fixed: Record<string, string> = {}): Promise<RowWriter> {
  const client = await copyConnection(db);
  return client ? new CopyRowWriter(client, table, Object.keys(columns), fixed) : new JsonRowWriter(db, table, columns, fixed);
}

/** Runs `write` with the writer, flushed at the end; on a failure, aborted before the error goes on. */
export async function withRows<T>(writer: RowWriter, write: () => Promise<T>): Promise<T> {
  try {
    const result = await write();
    await writer.flush();
    return result;
  } catch (error) {
    await writer.abort(error);
    throw error;
  }
}

/**
 * Writes begun together on one transaction (their COPYs queue on its connection, each made while the one before is
 * written): waits for all, then throws the first failure, so the transaction is rolled back only once none of them
 * still holds a COPY open on its connection.
 */
export async function allWritten(writes: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(writes)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
