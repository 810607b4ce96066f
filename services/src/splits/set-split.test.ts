import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError } from '@slipcase/domain';
import { checkLedger } from '../ledger/check-ledger';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { acceptSplitInvitation } from './accept-split-invitation';
import { listSplits } from './list-splits';
import { setSplit, type SetSplitInput } from './set-split';
import type { SplitDeps, SplitInvitation } from './split-mail';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

function splitDeps(now: string) {
  const sent: { to: string; invitation: SplitInvitation }[] = [];
  const deps: SplitDeps = {
    prisma: db.prisma,
    now: new Date(now),
    publicUrl: 'https://slipcase.example',
    mail: { splitInvitation: async (recipient, invitation) => void sent.push({ to: recipient.email, invitation }) },
  };
  return { deps, sent };
}

async function ownedRelease() {
  const owner = await createTestUser(db.prisma);
  const release = await createDraftRelease(db.prisma, owner.id);
  return { owner, release };
}

const input = (ownerId: string, releaseId: string, rest: Partial<SetSplitInput> = {}): SetSplitInput => ({
  ownerId,
  releaseId,
  ownerPercent: 50,
  payees: [
    { email: 'Ana@Example.com', percent: 30 },
    { email: 'bo@example.com', percent: 20 },
  ],
  ...rest,
});

describe('setSplit', () => {
  it('applies the first split from the current period, a change from the next, and keeps the history', async () => {
    const { owner, release } = await ownedRelease();
    const first = splitDeps('2026-08-10T12:00:00Z');
    const made = await setSplit(first.deps, input(owner.id, release.id, { recoupEmail: 'ana@example.com', recoupAmount: '500' }));
    expect(made).toMatchObject({ outcome: 'saved', invited: ['ana@example.com', 'bo@example.com'] });
    expect(first.sent.map((mail) => mail.to)).toEqual(['ana@example.com', 'bo@example.com']);
    expect(first.sent[0]!.invitation).toMatchObject({ percent: 30, releaseTitle: release.title });
    expect(first.sent[0]!.invitation.link).toMatch(/^https:\/\/slipcase\.example\/splits\/accept\/[\w-]{43}$/);
    const stored = await db.prisma.split.findFirstOrThrow({ where: { releaseId: release.id }, include: { payees: { orderBy: { email: 'asc' } } } });
    expect(stored).toMatchObject({ fromPeriod: '2026-08', toPeriod: null, ownerBps: 5000, recoupMicros: 500_000_000n });
    expect(stored.payees.map((payee) => [payee.email, payee.shareBps, payee.recoups])).toEqual([
      ['ana@example.com', 3000, true],
      ['bo@example.com', 2000, false],
    ]);
    // Only the token's hash is kept.
    expect(stored.payees[0]!.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.sent[0]!.invitation.link).not.toContain(stored.payees[0]!.inviteTokenHash!);

    const change = splitDeps('2026-09-03T08:00:00Z');
    const changed = await setSplit(change.deps, input(owner.id, release.id, { ownerPercent: 60, payees: [{ email: 'ana@example.com', percent: 25 }, { email: 'cy@example.com', percent: 15 }] }));
    // Ana was in the split already: only Cy is invited.
    expect(changed).toMatchObject({ outcome: 'saved', invited: ['cy@example.com'] });
    expect(change.sent.map((mail) => mail.to)).toEqual(['cy@example.com']);

    // A second change in the same month replaces the upcoming split instead of stacking another.
    await setSplit(splitDeps('2026-09-20T08:00:00Z').deps, input(owner.id, release.id, { ownerPercent: 70, payees: [{ email: 'cy@example.com', percent: 30 }] }));
    const history = await listSplits({ prisma: db.prisma, now: new Date('2026-09-20T08:00:00Z') }, { ownerId: owner.id, releaseId: release.id });
    expect(history.map((split) => [split.fromPeriod, split.toPeriod, split.state, split.ownerPercent])).toEqual([
      ['2026-10', null, 'upcoming', 70],
      ['2026-08', '2026-09', 'current', 50],
    ]);
    expect(history[0]!.payees).toEqual([{ email: 'cy@example.com', percent: 30, recoups: false, status: 'invited' }]);
    expect(history[1]!.recoupAmount).toBe('500.00');
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('keeps a track’s split apart from its release’s', async () => {
    const { owner, release } = await ownedRelease();
    const track = await db.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
    const { deps } = splitDeps('2026-08-10T12:00:00Z');
    await setSplit(deps, input(owner.id, release.id));
    await setSplit(deps, input(owner.id, release.id, { trackId: track.id, ownerPercent: 90, payees: [{ email: 'ana@example.com', percent: 10 }] }));
    const splits = await listSplits(deps, { ownerId: owner.id, releaseId: release.id });
    expect(splits.map((split) => [split.trackId, split.fromPeriod, split.ownerPercent])).toEqual([
      [null, '2026-08', 50],
      [track.id, '2026-08', 90],
    ]);
  });

  it('refuses shares not totalling 100 and the owner as a payee, and writes nothing', async () => {
    const { owner, release } = await ownedRelease();
    const { deps, sent } = splitDeps('2026-08-10T12:00:00Z');
    expect(await setSplit(deps, input(owner.id, release.id, { ownerPercent: 40 }))).toEqual({
      outcome: 'refused',
      errors: [{ code: 'split_total', field: 'payees', params: { total: '90' } }],
    });
    expect(await setSplit(deps, input(owner.id, release.id, { ownerPercent: 70, payees: [{ email: owner.email.toUpperCase(), percent: 30 }] }))).toEqual({
      outcome: 'refused',
      errors: [{ code: 'split_payee_is_owner', field: 'payees.0.email' }],
    });
    expect(await db.prisma.split.count({ where: { releaseId: release.id } })).toBe(0);
    expect(sent).toEqual([]);
  });

  it('answers another account’s release, or a track of another release, as not found', async () => {
    const { release } = await ownedRelease();
    const other = await ownedRelease();
    const otherTrack = await db.prisma.track.findFirstOrThrow({ where: { releaseId: other.release.id } });
    const { deps } = splitDeps('2026-08-10T12:00:00Z');
    await expect(setSplit(deps, input(other.owner.id, release.id))).rejects.toEqual(new AppError('not_found', 'releaseId'));
    await expect(setSplit(deps, input(other.owner.id, 'no-such-release'))).rejects.toEqual(new AppError('not_found', 'releaseId'));
    await expect(setSplit(deps, input(other.owner.id, other.release.id, { trackId: 'x' + otherTrack.id }))).rejects.toMatchObject({ code: 'not_found', field: 'trackId' });
    await expect(listSplits(deps, { ownerId: other.owner.id, releaseId: release.id })).rejects.toMatchObject({ code: 'not_found' });
    expect(await db.prisma.split.count({ where: { releaseId: release.id } })).toBe(0);
  });

  it('carries what was recouped to the next split when the same payee recoups, and a replaced change’s invitation still works', async () => {
    const { owner, release } = await ownedRelease();
    await setSplit(splitDeps('2026-08-10T12:00:00Z').deps, input(owner.id, release.id, { recoupEmail: 'ana@example.com', recoupAmount: '500' }));
    await db.prisma.split.updateMany({ where: { releaseId: release.id }, data: { recoupedMicros: 200_000_000n } });

    const september = splitDeps('2026-09-01T00:00:00Z');
    await setSplit(september.deps, input(owner.id, release.id, { payees: [{ email: 'ana@example.com', percent: 30 }, { email: 'dee@example.com', percent: 20 }], recoupEmail: 'ana@example.com', recoupAmount: '300' }));
    const deeToken = september.sent.find((mail) => mail.to === 'dee@example.com')!.invitation.link.split('/').at(-1)!;
    const upcoming = async () => db.prisma.split.findFirstOrThrow({ where: { releaseId: release.id, fromPeriod: '2026-10' } });
    expect((await upcoming()).recoupedMicros).toBe(200_000_000n);

    // Replaced in the same month by one where Dee recoups: nothing recouped by Dee yet, and Dee's mailed link still works.
    const again = splitDeps('2026-09-15T00:00:00Z');
    await setSplit(again.deps, input(owner.id, release.id, { payees: [{ email: 'ana@example.com', percent: 30 }, { email: 'dee@example.com', percent: 20 }], recoupEmail: 'dee@example.com', recoupAmount: '100' }));
    expect(again.sent).toEqual([]);
    expect(await upcoming()).toMatchObject({ recoupMicros: 100_000_000n, recoupedMicros: 0n });
    const dee = await db.prisma.user.create({ data: { email: 'dee@example.com', username: `dee${Date.now()}`, name: 'Dee', passwordHash: 'unused' } });
    expect(await acceptSplitInvitation({ prisma: db.prisma, now: new Date('2026-09-16T00:00:00Z') }, { userId: dee.id, token: deeToken })).toMatchObject({ linkedShares: 1 });
  });
});
