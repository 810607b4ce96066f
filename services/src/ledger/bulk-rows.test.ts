import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { allWritten, openRows, withRows } from './bulk-rows';
import { CopyRowWriter } from './copy-rows';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const COLUMNS = { key: 'text', micros: 'bigint', places: 'int[]', note: 'text' };
const TABLE = `CREATE TEMP TABLE bulk_under_test (id serial, tag text, key text, micros bigint, places int[], note text) ON COMMIT DROP`;
const rows = [
  ['a', 9007199254740993n, new Int32Array([1, 2]), 'tab\tand \\ backslash'],
  ['b', -1n, new Int32Array([]), null],
];

describe('openRows on a PostgreSQL server', () => {
  it('streams rows with COPY on the transaction\'s own connection, exactly as given', async () => {
    await db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(TABLE);
      const writer = await openRows(tx, 'bulk_under_test', COLUMNS, { tag: 'fixed' });
      expect(writer).toBeInstanceOf(CopyRowWriter);
      await withRows(writer, async () => {
        await writer.insert(rows);
        await writer.insert([]);
      });
      // The connection takes other queries once the rows are in, and sees them: the COPY ran inside the transaction.
      expect(await tx.$queryRawUnsafe(`SELECT tag, key, micros::text, places, note FROM bulk_under_test ORDER BY id`)).toEqual([
        { tag: 'fixed', key: 'a', micros: '9007199254740993', places: [1, 2], note: 'tab\tand \\ backslash' },
        { tag: 'fixed', key: 'b', micros: '-1', places: [], note: null },
      ]);
    });
  });

  it('outside a transaction falls back to statements through Prisma, which cannot hold a COPY open', async () => {
    expect(await openRows(db.prisma, 'bulk_under_test', COLUMNS)).not.toBeInstanceOf(CopyRowWriter);
  });

  it('leaves nothing and frees the connection when the rows fail or the caller gives up halfway', async () => {
    await db.prisma.$executeRawUnsafe(`CREATE TABLE bulk_kept (key text PRIMARY KEY)`);
    const failing = db.prisma.$transaction(async (tx) => {
      const writer = await openRows(tx, 'bulk_kept', { key: 'text' });
      await withRows(writer, () => writer.insert([['same'], ['same']]));
    });
    await expect(failing).rejects.toThrow(/duplicate key/);
    const abandoned = db.prisma.$transaction(async (tx) => {
      const writer = await openRows(tx, 'bulk_kept', { key: 'text' });
      await withRows(writer, async () => {
        await writer.insert([['first']]);
        throw new Error('the entries do not balance');
      });
    });
    await expect(abandoned).rejects.toThrow(/do not balance/);
    expect(await db.prisma.$queryRawUnsafe(`SELECT count(*)::int AS n FROM bulk_kept`)).toEqual([{ n: 0 }]);
  });

  it('queues two COPYs begun together on the connection, the second made while the first is written, and fails whole when either does', async () => {
    await db.prisma.$executeRawUnsafe(`CREATE TABLE bulk_together (key text PRIMARY KEY)`);
    const write = async (tx: Parameters<Parameters<typeof db.prisma.$transaction>[0]>[0], keys: string[]) => {
      const writer = await openRows(tx, 'bulk_together', { key: 'text' });
      // Chunks big enough to outgrow the second COPY's buffer while it waits for the first.
      await withRows(writer, async () => {
        for (let start = 0; start < keys.length; start += 50_000) await writer.insert(keys.slice(start, start + 50_000).map((key) => [key]));
      });
    };
    const many = (prefix: string) => Array.from({ length: 400_000 }, (_, index) => `${prefix}-${index}`);
    await db.prisma.$transaction(async (tx) => {
      await allWritten([write(tx, many('a')), write(tx, many('b'))]);
      expect(await tx.$queryRawUnsafe(`SELECT count(*)::int AS n FROM bulk_together`)).toEqual([{ n: 800_000 }]);
    }, { timeout: 60_000 });
    await db.prisma.$executeRawUnsafe(`TRUNCATE bulk_together`);
    const failing = db.prisma.$transaction((tx) => allWritten([write(tx, ['same', 'same']), write(tx, many('c'))]), { timeout: 60_000 });
    await expect(failing).rejects.toThrow(/duplicate key/);
    expect(await db.prisma.$queryRawUnsafe(`SELECT count(*)::int AS n FROM bulk_together`)).toEqual([{ n: 0 }]);
  }, 90_000);
});
