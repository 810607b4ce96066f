import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { JsonRowWriter } from './json-rows';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const COLUMNS = { kind: 'text', currency: 'text', key: 'text', balanceMicros: 'bigint', email: 'text', places: 'int[]' };

describe('JsonRowWriter (the embedded database\'s way of writing rows in bulk)', () => {
  it('writes every row whether a column varies, stays the same on every row, or is null throughout', async () => {
    const rows = [
      ['artist', 'USD', 'a', 9007199254740993n, null, new Int32Array([1, 2])],
      ['artist', 'USD', 'b', 9007199254740993n, null, new Int32Array([3])],
    ];
    await db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`CREATE TEMP TABLE rows_under_test (id serial, kind text, currency text, key text, "balanceMicros" bigint, email text, places int[], tag text) ON COMMIT DROP`);
      const two = new JsonRowWriter(tx, 'rows_under_test', COLUMNS, { tag: 'two' });
      await two.insert(rows);
      await two.flush();
      // a single row: nothing varies
      const one = new JsonRowWriter(tx, 'rows_under_test', COLUMNS, { tag: 'one' });
      await one.insert([['artist', 'USD', 'c', 9007199254740993n, 'c@example.test', new Int32Array([])]]);
      await one.insert([]);
      await one.flush();
      const written = await tx.$queryRawUnsafe<{ key: string; kind: string; balance: string; email: string | null; places: number[]; tag: string }[]>(
        `SELECT key, kind, "balanceMicros"::text AS balance, email, places, tag FROM rows_under_test ORDER BY id`,
      );
      expect(written).toEqual([
        { key: 'a', kind: 'artist', balance: '9007199254740993', email: null, places: [1, 2], tag: 'two' },
        { key: 'b', kind: 'artist', balance: '9007199254740993', email: null, places: [3], tag: 'two' },
        { key: 'c', kind: 'artist', balance: '9007199254740993', email: 'c@example.test', places: [], tag: 'one' },
      ]);
    });
  });

  it('throws the error of an insert still in flight when flushed', async () => {
    const writer = new JsonRowWriter(db.prisma, 'no_such_table', COLUMNS);
    await writer.insert([['artist', 'USD', 'a', 1n, null, new Int32Array([])]]);
    await expect(writer.flush()).rejects.toThrow(/no_such_table/);
  });
});
