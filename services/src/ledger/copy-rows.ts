import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { RowWriter } from './row-writer';
import { copyLines, type Cell } from './copy-text';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * What a COPY holds before `insert` waits for the database: 8 MB, so rows are made while the database writes the
 * ones before (the stream's own 16 kB made every chunk of rows wait for the one before it).
 */
const COPY_BUFFER = 8 * 1024 * 1024;
type CopyStream = ReturnType<typeof copyFrom>;

/**
 * Rows streamed into a table with `COPY … FROM STDIN` on the transaction's own connection: the database parses
 * plain text, with no statement, parameter or JSON document per chunk. Fixed values are written on every row.
 * While a COPY is open its connection takes nothing else, so `flush()` ends it before the caller queries again.
 */
export class CopyRowWriter implements RowWriter {
  private stream: CopyStream | null = null;
  private done: Promise<void> = Promise.resolve();
  private readonly sql: string;
  private readonly fixedCells: Cell[];

  constructor(
    private readonly client: pg.ClientBase,
    table: string,
    columns: readonly string[],
    fixed: Record<string, string> = {},
  ) {
    this.fixedCells = Object.values(fixed);
    this.sql = `COPY ${quoted(table)} (${[...Object.keys(fixed), ...columns].map(quoted).join(', ')}) FROM STDIN`;
  }

  async insert(rows: readonly (readonly Cell[])[]): Promise<void> {
    if (rows.length === 0) return;
    const stream = this.open();
    const text = copyLines(rows, this.fixedCells);
    if (!stream.write(text)) await Promise.race([once(stream, 'drain'), this.done]);
    // A turn of the event loop: the socket sends what it holds. Without it, rows made in a row of resolved promises
    // starve the connection until the buffer is full, and the database waits while Node makes them.
    else await new Promise<void>((resolve) => setImmediate(resolve));
  }

  async flush(): Promise<void> {
    const stream = this.stream;
    if (stream === null) return;
    this.stream = null;
    stream.end();
    await this.done;
  }

  /** Ends an open COPY with a failure, so the connection is free for the transaction's rollback. */
  async abort(reason: unknown): Promise<void> {
    const stream = this.stream;
    if (stream === null) return;
    this.stream = null;
    stream.destroy(reason instanceof Error ? reason : new Error(String(reason)));
    await this.done.catch(() => undefined);
  }

  private open(): CopyStream {
    if (this.stream !== null) return this.stream;
    const stream = this.client.query(copyFrom(this.sql, { highWaterMark: COPY_BUFFER }));
    this.stream = stream;
    this.done = finished(stream);
    // Thrown by the next insert or flush; until then it is not an unhandled rejection.
    this.done.catch(() => undefined);
    return stream;
  }
}
