import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSequenceValue } from './sequences';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('nextSequenceValue', () => {
  it('counts from 1, separately per name', async () => {
    expect(await nextSequenceValue(db.prisma, 'upc')).toBe(1);
    expect(await nextSequenceValue(db.prisma, 'upc')).toBe(2);
    expect(await nextSequenceValue(db.prisma, 'isrc')).toBe(1);
  });

  it('hands out a block of consecutive values at once, which no other caller gets', async () => {
    expect(await nextSequenceValue(db.prisma, 'block', 3)).toBe(1);
    const [a, b] = await Promise.all([nextSequenceValue(db.prisma, 'block', 4), nextSequenceValue(db.prisma, 'block', 4)]);
    expect([a, b].sort((x, y) => x - y)).toEqual([4, 8]);
    expect(await nextSequenceValue(db.prisma, 'block')).toBe(12);
    await expect(nextSequenceValue(db.prisma, 'block', 0)).rejects.toThrow('at least one value');
  });

  it('never hands the same value to concurrent callers', async () => {
    const values = await Promise.all(Array.from({ length: 20 }, () => nextSequenceValue(db.prisma, 'concurrent')));
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('takes part in an interactive transaction: a rollback gives the value back', async () => {
    const inTx = await db.prisma.$transaction(async (tx) => [
      await nextSequenceValue(tx, 'tx'),
      await nextSequenceValue(tx, 'tx'),
    ]);
    expect(inTx).toEqual([1, 2]);

    await expect(
      db.prisma.$transaction(async (tx) => {
        expect(await nextSequenceValue(tx, 'tx')).toBe(3);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await nextSequenceValue(db.prisma, 'tx')).toBe(3);
  });
});
