import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { holdPayout } from '../payouts/payout-ledger';
import { acceptSplitInvitation } from '../splits/accept-split-invitation';
import { setSplit } from '../splits/set-split';
import type { SplitDeps } from '../splits/split-mail';
import { ledgerBalance, ownerWithTrack, postUsdStatement } from '../testing/posted-statements';
import { createTestUser } from '../testing/release-fixture';
import { moneySummary } from './balances';
import { checkLedger } from './check-ledger';

// Issue 27, defect 4: a refund larger than what an artist holds. The balance stays at zero, the rest is carried as
// money the artist owes and recovered from later earnings; nothing is available meanwhile; the ledger holds.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const usd = (dollars: number) => BigInt(Math.round(dollars * 100)) * 10_000n;

async function money(userId: string) {
  const summary = await moneySummary(db.prisma, userId);
  return { available: summary.availableMicros, owed: summary.owedMicros, pending: summary.pendingMicros, lifetime: summary.lifetimeMicros };
}

describe('a refund larger than the balance', () => {
  it("carries the operator's -50,000,000 USD line as money owed, recovers it from later earnings, and keeps the ledger's invariants", async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'pro');
    await postUsdStatement(db.prisma, { period: '2026-08', lines: [{ isrc: track.isrc, amountMicros: usd(3_300) }] });
    await postUsdStatement(db.prisma, { period: '2026-08', store: 'generic-csv', lines: [{ isrc: track.isrc, amountMicros: usd(-50_000_000) }] });
    expect(await money(owner.id)).toEqual({ available: 0n, owed: usd(-49_996_700), pending: 0n, lifetime: usd(-49_996_700) });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);

    await postUsdStatement(db.prisma, { period: '2026-09', lines: [{ isrc: track.isrc, amountMicros: usd(1_000) }] });
    expect(await money(owner.id)).toMatchObject({ available: 0n, owed: usd(-49_995_700) });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('pays back a small debt from the next statement and makes the rest available', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'pro');
    await postUsdStatement(db.prisma, { period: '2026-08', store: 'deezer', lines: [{ isrc: track.isrc, amountMicros: usd(40) }, { isrc: track.isrc, amountMicros: usd(-100), country: 'DE' }] });
    expect(await money(owner.id)).toMatchObject({ available: 0n, owed: usd(-60) });
    await postUsdStatement(db.prisma, { period: '2026-09', store: 'deezer', lines: [{ isrc: track.isrc, amountMicros: usd(100) }] });
    expect(await money(owner.id)).toMatchObject({ available: usd(40), owed: 0n });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('carries what a corrected re-issue takes back from money already held for a withdrawal', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'pro');
    await postUsdStatement(db.prisma, { period: '2026-10', store: 'tidal', lines: [{ isrc: track.isrc, amountMicros: usd(500) }] });
    const payout = await db.prisma.payout.create({
      data: { userId: owner.id, amountCents: 400_00, method: 'stripe', status: 'waiting', planAtRequest: 'pro', availableAt: new Date() },
    });
    await holdPayout(db.prisma, payout);
    await postUsdStatement(db.prisma, { period: '2026-10', store: 'tidal', lines: [{ isrc: track.isrc, amountMicros: usd(100) }] });
    expect(await money(owner.id)).toEqual({ available: 0n, owed: usd(-300), pending: usd(400), lifetime: usd(100) });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it("carries a payee's share of a refund while they have no account, and makes it theirs to pay back once they accept", async () => {
    const { owner, release, track } = await ownerWithTrack(db.prisma, 'pro');
    const payee = await createTestUser(db.prisma);
    const links: string[] = [];
    const deps: SplitDeps = { prisma: db.prisma, now: new Date('2026-10-01T00:00:00Z'), publicUrl: 'https://slipcase.example', mail: { splitInvitation: async (_to, { link }) => void links.push(link) } };
    await setSplit(deps, { ownerId: owner.id, releaseId: release.id, ownerPercent: 50, payees: [{ email: payee.email, percent: 50 }] });
    await postUsdStatement(db.prisma, { period: '2026-11', store: 'deezer', lines: [{ isrc: track.isrc, amountMicros: usd(10) }, { isrc: track.isrc, amountMicros: usd(-30), country: 'FR' }] });
    expect(await ledgerBalance(db.prisma, `pending_payee:${payee.email}:USD`)).toBe(0n);
    expect(await ledgerBalance(db.prisma, `artist_owed:${payee.email}:USD`)).toBe(usd(-10));
    expect(await money(owner.id)).toMatchObject({ available: 0n, owed: usd(-10) });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);

    await postUsdStatement(db.prisma, { period: '2026-12', store: 'deezer', lines: [{ isrc: track.isrc, amountMicros: usd(8) }] });
    await acceptSplitInvitation({ prisma: db.prisma, now: new Date() }, { userId: payee.id, token: links[0]!.split('/').at(-1)! });
    expect(await ledgerBalance(db.prisma, `artist_owed:${payee.email}:USD`)).toBe(0n);
    expect(await money(payee.id)).toMatchObject({ available: 0n, owed: usd(-6) });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });
});
