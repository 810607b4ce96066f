import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { JsonRowWriter } from './json-rows';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const COLUMNS = { kind: 'text', currency: 'text', key: 'text', balanceMicros: 'bigint', email: 'text' };

describe('JsonRowWriter', () => {
  it('writes every row whether a column varies, stays the same on every row, or is null throughout', async () => {
    const rows = [
      { kind: 'artist', currency: 'USD', key: 'a', balanceMicros: '9007199254740993', email: null },
      { kind: 'artist', currency: 'USD', key: 'b', balanceMicros: '9007199254740993', email: null },
    ];
    await db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`CREATE TEMP TABLE rows_under_test (id serial, kind text, currency text, key text, "balanceMicros" bigint, email text, tag text) ON COMMIT DROP`);
      const writer = new JsonRowWriter(tx);
      await writer.insert('rows_under_test', COLUMNS, rows, { tag: 'two' });
      // a single row: nothing varies
      await writer.insert('rows_under_test', COLUMNS, [{ ...rows[0]!, key: 'c', email: 'c@example.test' }], { tag: 'one' });
      await writer.insert('rows_under_test', COLUMNS, []);
      await writer.flush();
      const written = await tx.$queryRawUnsafe<{ key: string; kind: string; balance: string; email: string | null; tag: string }[]>(
        `SELECT key, kind, "balanceMicros"::text AS balance, email, tag FROM rows_under_test ORDER BY id`,
      );
      expect(written).toEqual([
        { key: 'a', kind: 'artist', balance: '9007199254740993', email: null, tag: 'two' },
        { key: 'b', kind: 'artist', balance: '9007199254740993', email: null, tag: 'two' },
        { key: 'c', kind: 'artist', balance: '9007199254740993', email: 'c@example.test', tag: 'one' },
      ]);
    });
  });

  it('throws the error of an insert still in flight when flushed', async () => {
    const writer = new JsonRowWriter(db.prisma);
    await writer.insert('no_such_table', COLUMNS, [{ kind: 'artist', currency: 'USD', key: 'a', balanceMicros: '1', email: null }]);
    await expect(writer.flush()).rejects.toThrow(/no_such_table/);
  });
});
