import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { parseUsdRate } from '@slipcase/domain';
import { checkLedger } from '../../ledger/check-ledger';
import { moneySummary } from '../../ledger/balances';
import { listStatements } from '../list-statements';
import { postStatement } from '../post/post-statement';
import type { StatementLineIn } from '../post/source';
import { rematchSuspense } from './rematch-suspense';
import { listSuspense } from './suspense-items';
import { ledgerBalance, ownerWithTrack as ownerWithPlanTrack } from '../../testing/posted-statements';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const now = new Date('2026-11-20T10:00:00Z');
let lineNo = 0;
const line = (isrc: string, country: string, amountMicros: bigint): StatementLineIn => ({
  lineNo: ++lineNo,
  part: 1,
  isrc,
  upc: null,
  title: `Song ${isrc}`,
  artist: 'Act',
  country,
  useType: 'OnDemandStream',
  usages: 10,
  currency: 'EUR',
  amountMicros,
});

async function post(store: string, sha: string, lines: StatementLineIn[]) {
  const result = await postStatement(
    { prisma: db.prisma, now },
    {
      store,
      period: '2026-08',
      sha256: sha.repeat(64),
      fileNames: ['report.tsv'],
      format: 'dsr',
      usdRates: { EUR: parseUsdRate('1.08')! },
      source: {
        async *lines() {
          yield lines;
        },
        period: async () => null,
      },
    },
  );
  if (result.status !== 'posted') throw new Error('not posted');
  return result;
}

const ownerWithTrack = (plan: 'free' | 'pro') => ownerWithPlanTrack(db.prisma, plan);
const balance = (key: string) => ledgerBalance(db.prisma, key);

describe('rematchSuspense', () => {
  it('moves a corrected ISRC’s money from suspense to the owner with the plan share of the period, once', async () => {
    const { owner, track } = await ownerWithTrack('free');
    const statement = await post('spotify', 'a', [line('QZTYP2600001', 'DE', 1_000_000n), line('QZTYP2600001', 'FR', 500_000n), line('QZNONE000001', 'US', 250_000n)]);
    expect(statement.suspenseUsdMicros).toBe(1_890_000n);
    expect((await listSuspense(db.prisma)).map((group) => [group.code, group.lines, group.usdMicros])).toEqual([
      ['QZTYP2600001', 2, 1_620_000n],
      ['QZNONE000001', 1, 270_000n],
    ]);
    // The owner upgraded after the period ended: the share stays the one of August (free, 85 %).
    await db.prisma.planChange.create({ data: { userId: owner.id, plan: 'pro', at: new Date('2026-10-01T00:00:00Z') } });
    await db.prisma.track.update({ where: { id: track.id }, data: { isrc: 'QZTYP2600001' } });

    const result = await rematchSuspense({ prisma: db.prisma, now }, { all: true });

    expect(result).toMatchObject({ matched: 2, movedUsdMicros: 1_620_000n, unmatched: 1 });
    const items = await db.prisma.statementItem.findMany({ where: { statementId: statement.statementId, isrc: 'QZTYP2600001' } });
    expect((await moneySummary(db.prisma, owner.id)).availableMicros).toBe(items.reduce((sum, item) => sum + (item.usdMicros * 8500n) / 10_000n, 0n));
    expect(items.every((item) => item.trackId === track.id && item.rematchedAt?.getTime() === now.getTime())).toBe(true);
    expect(await balance('suspense:spotify:USD')).toBe(270_000n);
    const rematch = await db.prisma.ledgerTransaction.findMany({ where: { statementId: statement.statementId, kind: 'rematch' }, include: { entries: true } });
    expect(rematch).toHaveLength(1);
    expect(rematch[0]!.entries.find((entry) => entry.plan)).toMatchObject({ plan: 'free', shareBps: 8500, period: '2026-08', trackId: track.id });
    expect((await listStatements(db.prisma))[0]).toMatchObject({ id: statement.statementId, suspenseUsdMicros: 270_000n });
    expect((await listSuspense(db.prisma)).map((group) => group.code)).toEqual(['QZNONE000001']);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);

    const again = await rematchSuspense({ prisma: db.prisma, now }, { all: true });
    expect(again).toMatchObject({ matched: 0, movedUsdMicros: 0n, unmatched: 1 });
    expect(await db.prisma.ledgerTransaction.count({ where: { statementId: statement.statementId, kind: 'rematch' } })).toBe(1);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('shares a re-matched item by the split in force, and touches only the statement asked for', async () => {
    const { owner, release, track } = await ownerWithTrack('pro');
    await db.prisma.split.create({
      data: { ownerId: owner.id, releaseId: release.id, fromPeriod: '2026-01', ownerBps: 6000, payees: { create: [{ email: 'guest@example.test', shareBps: 4000 }] } },
    });
    const asked = await post('deezer', 'b', [line('QZSPLIT00001', 'DE', 2_000_000n)]);
    const other = await post('tidal', 'c', [line('QZSPLIT00001', 'DE', 1_000_000n)]);
    await db.prisma.track.update({ where: { id: track.id }, data: { isrc: 'QZSPLIT00001' } });

    const result = await rematchSuspense({ prisma: db.prisma, now }, { statementId: asked.statementId });

    expect(result.statements.map((statement) => statement.statementId)).toEqual([asked.statementId]);
    expect((await moneySummary(db.prisma, owner.id)).availableMicros).toBe(1_296_000n);
    expect(await balance('pending_payee:guest@example.test:USD')).toBe(864_000n);
    expect(await balance('suspense:tidal:USD')).toBe(other.suspenseUsdMicros);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('moves nothing of a superseded statement', async () => {
    const { track } = await ownerWithTrack('pro');
    const first = await post('amazon-music', 'd', [line('QZOLD0000001', 'DE', 1_000_000n)]);
    await post('amazon-music', 'e', [line('QZOLD0000001', 'DE', 900_000n)]);
    await db.prisma.track.update({ where: { id: track.id }, data: { isrc: 'QZOLD0000001' } });
    expect((await rematchSuspense({ prisma: db.prisma, now }, { statementId: first.statementId })).statements).toEqual([]);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });
});
