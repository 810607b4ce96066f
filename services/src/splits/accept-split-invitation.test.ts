import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { checkLedger } from '../ledger/check-ledger';
import { moneySummary } from '../ledger/balances';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { postUsdStatement } from '../testing/posted-statements';
import { acceptSplitInvitation } from './accept-split-invitation';
import { setSplit } from './set-split';
import type { SplitDeps } from './split-mail';
import { splitsSharedWithMe } from './splits-shared-with-me';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const now = new Date('2026-08-10T12:00:00Z');
const pending = async (email: string) => (await db.prisma.ledgerAccount.findUnique({ where: { key: `pending_payee:${email}:USD` } }))?.balanceMicros ?? 0n;

/** A PRO owner's release split 50/50 with `payeeEmail`, its invitation token, and the track's ISRC. */
async function sharedRelease(payeeEmail: string) {
  const owner = await createTestUser(db.prisma);
  await db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
  await db.prisma.planChange.create({ data: { userId: owner.id, plan: 'pro', at: new Date('2026-01-01T00:00:00Z') } });
  const release = await createDraftRelease(db.prisma, owner.id);
  const track = await db.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
  const links: string[] = [];
  const deps: SplitDeps = { prisma: db.prisma, now, publicUrl: 'https://slipcase.example', mail: { splitInvitation: async (_to, { link }) => void links.push(link) } };
  await setSplit(deps, { ownerId: owner.id, releaseId: release.id, ownerPercent: 50, payees: [{ email: payeeEmail, percent: 50 }] });
  return { owner, isrc: track.isrc!, token: links[0]!.split('/').at(-1)! };
}

describe('acceptSplitInvitation', () => {
  it('links the payee and moves what accrued for their address in one balanced transaction', async () => {
    const payee = await createTestUser(db.prisma);
    const { owner, isrc, token } = await sharedRelease(payee.email.toUpperCase());
    await postUsdStatement(db.prisma, { period: '2026-08', lines: [{ isrc, amountMicros: 4_000_000n }] });
    expect(await pending(payee.email)).toBe(2_000_000n);
    expect((await moneySummary(db.prisma, payee.id)).availableMicros).toBe(0n);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);

    const accepted = await acceptSplitInvitation({ prisma: db.prisma, now }, { userId: payee.id, token });
    expect(accepted).toEqual({ email: payee.email, movedMicros: 2_000_000n, linkedShares: 1 });
    expect(await pending(payee.email)).toBe(0n);
    expect(await moneySummary(db.prisma, payee.id)).toMatchObject({ availableMicros: 2_000_000n, lifetimeMicros: 2_000_000n });
    const claims = await db.prisma.ledgerTransaction.findMany({ where: { kind: 'payee_claim' }, include: { entries: true } });
    expect(claims).toHaveLength(1);
    expect(claims[0]!.entries.map((entry) => entry.amountMicros).sort()).toEqual([-2_000_000n, 2_000_000n]);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);

    // Accepting again moves nothing more and writes no second transaction.
    expect(await acceptSplitInvitation({ prisma: db.prisma, now }, { userId: payee.id, token })).toMatchObject({ movedMicros: 0n, linkedShares: 0 });
    expect(await db.prisma.ledgerTransaction.count({ where: { kind: 'payee_claim' } })).toBe(1);

    // From now on the payee is credited directly (another store's statement: a second one of the same store and
    // period would be a re-issue, reversing the first).
    await postUsdStatement(db.prisma, { period: '2026-08', store: 'tiktok', lines: [{ isrc, amountMicros: 1_000_000n }] });
    expect((await moneySummary(db.prisma, payee.id)).availableMicros).toBe(2_500_000n);
    expect(await pending(payee.email)).toBe(0n);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);

    const shared = await splitsSharedWithMe({ prisma: db.prisma, now }, { userId: payee.id });
    expect(shared).toEqual([expect.objectContaining({ ownerName: owner.name, percent: 50, fromPeriod: '2026-08', state: 'current' })]);
    expect(await splitsSharedWithMe({ prisma: db.prisma, now }, { userId: owner.id })).toEqual([]);
  });

  it('refuses a signed-in user whose e-mail is not the one invited, and an unknown token', async () => {
    const { owner, token } = await sharedRelease('someone@example.com');
    const stranger = await createTestUser(db.prisma);
    await expect(acceptSplitInvitation({ prisma: db.prisma, now }, { userId: stranger.id, token })).rejects.toMatchObject({ code: 'split_invitation_other_email' });
    await expect(acceptSplitInvitation({ prisma: db.prisma, now }, { userId: owner.id, token })).rejects.toMatchObject({ code: 'split_invitation_other_email' });
    await expect(acceptSplitInvitation({ prisma: db.prisma, now }, { userId: stranger.id, token: 'no-such-token' })).rejects.toMatchObject({ code: 'split_invitation_invalid' });
    await expect(acceptSplitInvitation({ prisma: db.prisma, now }, { userId: stranger.id, token: '' })).rejects.toMatchObject({ code: 'split_invitation_invalid' });
    expect(await db.prisma.splitPayee.count({ where: { email: 'someone@example.com', userId: { not: null } } })).toBe(0);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });
});

describe('a corrected statement after a payee accepted', () => {
  it('takes the reversed amount back from the payee who claimed it, never leaving their pending account below zero', async () => {
    const payee = await createTestUser(db.prisma);
    const { isrc, token } = await sharedRelease(payee.email);
    await postUsdStatement(db.prisma, { period: '2026-08', store: 'deezer', lines: [{ isrc, amountMicros: 4_000_000n }] });
    await acceptSplitInvitation({ prisma: db.prisma, now }, { userId: payee.id, token });
    await postUsdStatement(db.prisma, { period: '2026-08', store: 'deezer', lines: [{ isrc, amountMicros: 3_000_000n }] });
    expect(await pending(payee.email)).toBe(0n);
    expect((await moneySummary(db.prisma, payee.id)).availableMicros).toBe(1_500_000n);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });
});
