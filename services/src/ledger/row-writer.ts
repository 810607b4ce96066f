import type { Cell } from './copy-text';

/** Rows written in bulk into one table, inside the caller's database transaction. */
export interface RowWriter {
  /** Adds rows, each its values in the order of the columns; may return before the database has them. */
  insert(rows: readonly (readonly Cell[])[]): Promise<void>;
  /** Waits until every row given is in the table and the connection is free for other queries; throws what failed. */
  flush(): Promise<void>;
  /** Gives up on rows not yet written, leaving the connection free (the transaction is then rolled back). */
  abort(reason: unknown): Promise<void>;
}
