import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { parseUsdRate } from '@slipcase/domain';
import { checkLedger } from '../../ledger/check-ledger';
import { moneySummary } from '../../ledger/balances';
import { createTestUser } from '../../testing/release-fixture';
import { postStatement, type PostStatementInput } from './post-statement';
import { PostingProblem } from './posting-problem';
import type { StatementLineIn } from './source';
import { ledgerBalance, ownerWithTrack as ownerWithPlanTrack } from '../../testing/posted-statements';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const now = new Date('2026-11-20T10:00:00Z');
let lineNo = 0;
const line = (isrc: string | null, country: string, amountMicros: bigint, extra: Partial<StatementLineIn> = {}): StatementLineIn => ({
  lineNo: ++lineNo,
  part: 1,
  isrc,
  upc: null,
  title: 'Song',
  artist: 'Act',
  country,
  useType: 'OnDemandStream',
  usages: 10,
  currency: 'EUR',
  amountMicros,
  ...extra,
});

function input(sha256: string, lines: StatementLineIn[], overrides: Partial<PostStatementInput> = {}): PostStatementInput {
  return {
    store: 'spotify',
    period: '2026-08',
    sha256,
    fileNames: ['report.tsv'],
    format: 'dsr',
    usdRates: { EUR: parseUsdRate('1.08')! },
    source: {
      async *lines() {
        for (let i = 0; i < lines.length; i += 2) yield lines.slice(i, i + 2);
      },
      period: async () => ({ start: '2026-08-01', end: '2026-08-31' }),
    },
    ...overrides,
  };
}

const ownerWithTrack = (plan: 'free' | 'pro') => ownerWithPlanTrack(db.prisma, plan);
const balance = (key: string) => ledgerBalance(db.prisma, key);

describe('postStatement', () => {
  it('shares a EUR statement exactly: the plan share, the fee, suspense for what matches nothing, the total to the cent', async () => {
    const free = await ownerWithTrack('free');
    const pro = await ownerWithTrack('pro');
    const lines = [
      line(free.track.isrc, 'DE', 1_000_000n),
      line(free.track.isrc, 'FR', 333_333n),
      line(pro.track.isrc, 'DE', 2_000_000n),
      line(pro.track.isrc, 'DE', -500_000n),
      line('QZZZZ2600001', 'US', 123_456n),
    ];
    const result = await postStatement({ prisma: db.prisma, now }, input('a'.repeat(64), lines));
    expect(result).toMatchObject({ status: 'posted', lineCount: 5, currencies: [{ currency: 'EUR', totalMicros: 2_956_789n, usdMicros: 3_190_000n }] });
    if (result.status !== 'posted') throw new Error('not posted');
    // 2.956789 EUR × 1.08 = 3.19333212 USD: 3.19 exactly
    expect(result.usdMicros).toBe(3_190_000n);
    const freeMoney = await moneySummary(db.prisma, free.owner.id);
    const proMoney = await moneySummary(db.prisma, pro.owner.id);
    const fee = await balance('platform_fee:USD');
    const held = await balance('suspense:spotify:USD');
    expect(held).toBe(result.suspenseUsdMicros);
    expect(freeMoney.availableMicros + proMoney.availableMicros + fee + held).toBe(3_190_000n);
    // PRO keeps 100 % of its items: (2 - 0.5) EUR at 1.08 = 1.62 USD, each item within a millionth of its worth; the
    // statement's rounding to the cent (0.00333212 USD) is taken by the last sale, the recording of nobody's here
    const proItems = await db.prisma.statementItem.findMany({ where: { statementId: result.statementId, trackId: pro.track.id } });
    expect(proMoney.availableMicros).toBe(proItems.reduce((sum, item) => sum + item.usdMicros, 0n));
    expect(proMoney.availableMicros).toBe(1_620_000n);
    expect(held).toBe(130_000n);
    // free keeps 85 % of each of its items, rounded toward zero
    const freeItems = await db.prisma.statementItem.findMany({ where: { statementId: result.statementId, trackId: free.track.id } });
    expect(freeMoney.availableMicros).toBe(freeItems.reduce((sum, item) => sum + (item.usdMicros * 8500n) / 10_000n, 0n));
    expect(fee).toBe(3_190_000n - held - freeMoney.availableMicros - proMoney.availableMicros);
    // the fee is one entry of the statement's transaction, not one per item
    expect(await db.prisma.ledgerEntry.count({ where: { statementId: result.statementId, account: { kind: 'platform_fee' } } })).toBe(1);
    expect(await balance('store_receivable:spotify:EUR')).toBe(-2_956_789n);
    const items = await db.prisma.statementItem.findMany({ where: { statementId: result.statementId }, orderBy: { origMicros: 'asc' } });
    // each item names its lines in the file, so every amount leads back to what the store wrote
    expect(items.find((item) => item.refund)).toMatchObject({ lineParts: [1], lineNos: [lines[3]!.lineNo], origMicros: -500_000n });
    expect(items.find((item) => item.trackId === free.track.id && item.country === 'DE')).toMatchObject({ lines: 1, lineNos: [lines[0]!.lineNo] });
    const entries = await db.prisma.ledgerEntry.findMany({ where: { statementId: result.statementId, account: { kind: 'artist' } } });
    expect(entries.find((entry) => entry.refund)).toMatchObject({ plan: 'pro', shareBps: 10_000, origMicros: -500_000n, usdRate: '1.08' });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('posts nothing for the same file again', async () => {
    const { track } = await ownerWithTrack('pro');
    const first = await postStatement({ prisma: db.prisma, now }, input('b'.repeat(64), [line(track.isrc, 'DE', 1_000_000n)], { store: 'deezer' }));
    const transactions = await db.prisma.ledgerTransaction.count();
    const again = await postStatement({ prisma: db.prisma, now }, input('b'.repeat(64), [line(track.isrc, 'DE', 1_000_000n)], { store: 'deezer' }));
    expect(again).toEqual({ status: 'duplicate', statementId: first.statementId });
    expect(await db.prisma.ledgerTransaction.count()).toBe(transactions);
  });

  it('reverses the earlier statement of a period when a corrected one comes, keeping both', async () => {
    const { owner, track } = await ownerWithTrack('pro');
    const first = await postStatement({ prisma: db.prisma, now }, input('c'.repeat(64), [line(track.isrc, 'DE', 5_000_000n)], { store: 'tidal' }));
    const corrected = await postStatement({ prisma: db.prisma, now }, input('d'.repeat(64), [line(track.isrc, 'DE', 4_000_000n)], { store: 'tidal' }));
    expect(corrected).toMatchObject({ status: 'posted', supersededId: first.statementId });
    expect((await moneySummary(db.prisma, owner.id)).availableMicros).toBe(4_320_000n);
    expect(await db.prisma.statement.findUnique({ where: { id: first.statementId } })).toMatchObject({ status: 'superseded' });
    expect(await db.prisma.ledgerTransaction.count({ where: { statementId: first.statementId } })).toBe(2);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('posts nothing at all when a rate is missing, and says which', async () => {
    const { track } = await ownerWithTrack('pro');
    const before = { items: await db.prisma.statementItem.count(), entries: await db.prisma.ledgerEntry.count() };
    const attempt = postStatement({ prisma: db.prisma, now }, input('e'.repeat(64), [line(track.isrc, 'DE', 1n, { currency: 'GBP' })], { store: 'amazon-music' }));
    await expect(attempt).rejects.toThrow(PostingProblem);
    await expect(attempt).rejects.toThrow(/GBP/);
    expect({ items: await db.prisma.statementItem.count(), entries: await db.prisma.ledgerEntry.count() }).toEqual(before);
    expect(await db.prisma.statement.count({ where: { sha256: 'e'.repeat(64) } })).toBe(0);
  });

  it('takes the share of the plan in force on the last day of the period, not today', async () => {
    const { owner, track } = await ownerWithTrack('free');
    await db.prisma.planChange.create({ data: { userId: owner.id, plan: 'pro', at: new Date('2026-09-15T00:00:00Z') } });
    await db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const lines = [line(track.isrc, 'DE', 1_000_000n, { currency: 'USD' })];
    await postStatement({ prisma: db.prisma, now }, input('f'.repeat(64), lines, { store: 'youtube-music' }));
    expect((await moneySummary(db.prisma, owner.id)).availableMicros).toBe(850_000n);
  });

  it('shares a split: the recouping payee first, money for a payee not signed up yet kept under their e-mail', async () => {
    const { owner, release, track } = await ownerWithTrack('pro');
    const payee = await createTestUser(db.prisma);
    await db.prisma.split.create({
      data: {
        ownerId: owner.id,
        releaseId: release.id,
        fromPeriod: '2026-01',
        ownerBps: 5000,
        recoupMicros: 1_000_000n,
        payees: {
          create: [
            { email: payee.email, userId: payee.id, shareBps: 2500, recoups: true },
            { email: 'later@example.test', shareBps: 2500 },
          ],
        },
      },
    });
    await postStatement({ prisma: db.prisma, now }, input('0'.repeat(64), [line(track.isrc, 'DE', 5_000_000n, { currency: 'USD' })], { store: 'tiktok' }));
    expect((await moneySummary(db.prisma, payee.id)).availableMicros).toBe(1_000_000n + 1_000_000n);
    expect((await moneySummary(db.prisma, owner.id)).availableMicros).toBe(2_000_000n);
    expect(await balance('pending_payee:later@example.test:USD')).toBe(1_000_000n);
    expect((await db.prisma.split.findFirstOrThrow({ where: { releaseId: release.id } })).recoupedMicros).toBe(1_000_000n);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });
});
