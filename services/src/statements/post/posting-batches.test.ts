import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { parseUsdRate } from '@slipcase/domain';
import { checkLedger } from '../../ledger/check-ledger';
import { ownerWithTrack, statementShares } from '../../testing/posted-statements';
import { ItemTotals } from './item-totals';
import { postStatement, type PostStatementInput } from './post-statement';
import { PostingBatches } from './posting-batches';
import { PostingLookups } from './posting-lookups';
import type { StatementLineIn } from './source';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const now = new Date('2026-11-20T10:00:00Z');
const RATES = { EUR: parseUsdRate('1.0837')! };
/** More recordings than a batch has items and than are kept open, so a statement is posted in several batches. */
const RECORDINGS = 6_000;

let lineNo = 0;
const line = (isrc: string, country: string, amountMicros: bigint): StatementLineIn => ({
  lineNo: ++lineNo, part: 1, isrc, upc: null, title: 'Song', artist: 'Act', country, useType: 'OnDemandStream', usages: 3, currency: 'EUR', amountMicros,
});
const nobodys = (n: number) => `QZNB${String(n).padStart(8, '0')}`;

/** Each of `RECORDINGS` recordings of nobody's here in two countries, the catalogue's track first and again at the end. */
function bigStatement(isrc: string): StatementLineIn[] {
  const lines = [line(isrc, 'DE', 2_345_678n), line(isrc, 'DE', -345_678n)];
  for (let n = 0; n < RECORDINGS; n++) lines.push(line(nobodys(n), 'DE', 1_000n + BigInt(n)), line(nobodys(n), 'FR', 7_777n));
  lines.push(line(isrc, 'DE', 1_000_001n));
  return lines;
}

function input(sha256: string, lines: StatementLineIn[], failAtEnd = false): PostStatementInput {
  return {
    store: 'spotify',
    period: '2026-08',
    sha256,
    fileNames: ['big.tsv'],
    format: 'dsr',
    usdRates: RATES,
    source: {
      async *lines() {
        for (let at = 0; at < lines.length; at += 500) yield lines.slice(at, at + 500);
        if (failAtEnd) throw new Error('the last part is cut short');
      },
      period: async () => ({ start: '2026-08-01', end: '2026-08-31' }),
    },
  };
}

describe('a statement posted while it is read', () => {
  it('credits, holds in suspense and takes as fee exactly its total, a recording met again later in items of its own', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'pro');
    const lines = bigStatement(track.isrc);
    const result = await postStatement({ prisma: db.prisma, now }, input('1'.repeat(64), lines));
    if (result.status !== 'posted') throw new Error('not posted');
    const exactMicros = lines.reduce((sum, each) => sum + each.amountMicros, 0n) * 10_837n;
    expect(result.usdMicros).toBe(((exactMicros + 50_000_000n) / 100_000_000n) * 10_000n);
    const { credited, suspense, fee } = await statementShares(db.prisma, result.statementId);
    expect(credited + suspense + fee).toBe(result.usdMicros);
    const items = await db.prisma.statementItem.findMany({ where: { statementId: result.statementId }, select: { isrc: true, refund: true, lines: true, usdMicros: true, lineNos: true } });
    expect(items.reduce((sum, item) => sum + item.usdMicros, 0n)).toBe(result.usdMicros);
    expect(items.reduce((sum, item) => sum + item.lines, 0)).toBe(lines.length);
    // The track's first lines were done long before its last one came: that one is an item of its own.
    const mine = items.filter((item) => item.isrc === track.isrc).map((item) => [item.refund, item.lineNos]);
    expect(mine).toEqual(expect.arrayContaining([[false, [lines[0]!.lineNo]], [true, [lines[1]!.lineNo]], [false, [lines.at(-1)!.lineNo]]]));
    expect(mine).toHaveLength(3);
    expect(items).toHaveLength(RECORDINGS * 2 + 3);
    expect((await db.prisma.ledgerEntry.aggregate({ where: { account: { userId: owner.id } }, _sum: { amountMicros: true } }))._sum.amountMicros).toBe(credited);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  }, 120_000);

  it('posts nothing when the file fails after batches were written', async () => {
    const { track } = await ownerWithTrack(db.prisma, 'pro');
    const before = { items: await db.prisma.statementItem.count(), entries: await db.prisma.ledgerEntry.count(), transactions: await db.prisma.ledgerTransaction.count() };
    await expect(postStatement({ prisma: db.prisma, now }, input('2'.repeat(64), bigStatement(track.isrc), true))).rejects.toThrow(/cut short/);
    expect({ items: await db.prisma.statementItem.count(), entries: await db.prisma.ledgerEntry.count(), transactions: await db.prisma.ledgerTransaction.count() }).toEqual(before);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  }, 120_000);

  it('writes the items of recordings done while the rest is still to come', async () => {
    const rollback = new Error('rolled back on purpose');
    let written = -1;
    const attempt = db.prisma.$transaction(async (tx) => {
      const statement = await tx.statement.create({ data: { store: 'deezer', period: '2026-08', sha256: '3'.repeat(64), fileNames: ['d.tsv'], format: 'dsr' } });
      const lookups = new PostingLookups(tx, '2026-08');
      const batches = new PostingBatches(tx, lookups, { id: statement.id, store: 'deezer' }, RATES, '2026-08');
      let count = 0;
      const totals = new ItemTotals(() => `t-${count++}`);
      for (let n = 0; n < RECORDINGS; n++) totals.add(line(nobodys(n), 'SE', 5_000n));
      lookups.add(totals.takeFresh());
      lookups.lookUp(true);
      await lookups.done('2026-08');
      // All but the recordings still open are done, and a batch of them is being written before any `finish`.
      batches.add(totals.takeClosed());
      await batches.abandon();
      written = await tx.statementItem.count({ where: { statementId: statement.id } });
      throw rollback;
    }, { timeout: 60_000 });
    await expect(attempt).rejects.toBe(rollback);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(RECORDINGS);
  }, 120_000);
});
