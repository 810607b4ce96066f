import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPayout } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { ownerWithTrack, postUsdStatement } from '@slipcase/services/testing/posted-statements';
import { startSignedIn, type SignedInWorld } from '../testing/signed-in';

// `slipcase royalties` both ways on the same data: signed out as --as on the database, signed in through /v1 with
// the account's token. The same account's figures, payouts and payout method, the same text and JSON.
let world: SignedInWorld;
const usd = (dollars: number) => BigInt(Math.round(dollars * 100)) * 10_000n;

beforeAll(async () => {
  world = await startSignedIn();
});
afterAll(async () => {
  await world?.close();
});

const bothWays = async (username: string, userId: string, ...args: string[]) =>
  world.bothWays(await world.tokenOf(userId, ['read']), ['royalties', ...args], ['--as', username]);

describe('slipcase royalties, locally and signed in', () => {
  it('shows the same balance, payouts and payout method either way', async () => {
    const { owner, track } = await ownerWithTrack(world.db.prisma, 'pro');
    const { owner: stranger, track: theirs } = await ownerWithTrack(world.db.prisma, 'pro');
    // One store's statement for the month (a second would replace it), a line for each of them.
    await postUsdStatement(world.db.prisma, {
      period: '2026-07',
      lines: [
        { isrc: track.isrc, amountMicros: 412_345_678n },
        { isrc: theirs.isrc, amountMicros: usd(999) },
      ],
    });
    // A method chosen without its account: not set up, as the web's royalties page says.
    await world.db.prisma.user.update({ where: { id: owner.id }, data: { payoutMethod: 'payoneer', payoneerEmail: null } });
    const at = (day: number) => new Date(Date.UTC(2026, 9, day, 9));
    await recordPayout(world.db.prisma, { userId: owner.id, amountCents: 100_00, status: 'paid', requestedAt: at(1) });
    await recordPayout(world.db.prisma, { userId: owner.id, amountCents: 25_50, status: 'cancelled', requestedAt: at(2), plan: 'free' });
    await recordPayout(world.db.prisma, { userId: owner.id, amountCents: 40_01, status: 'waiting', requestedAt: at(3) });
    await recordPayout(world.db.prisma, { userId: stranger.id, amountCents: 10_00, status: 'waiting', requestedAt: at(4) });

    const text = await bothWays(owner.username, owner.id);
    expect(text.local.exit).toBe(0);
    expect(text.remote).toMatchObject({ exit: 0, stdout: text.local.stdout });
    expect(text.local.stdout).toContain('Available  272.33 USD');
    expect(text.local.stdout).toContain('No payout method is set up');

    const json = await bothWays(owner.username, owner.id, '--json');
    const local = JSON.parse(json.local.stdout) as { payouts: Array<{ amountCents: number }>; payoutMethod: unknown };
    expect(JSON.parse(json.remote.stdout)).toEqual(local);
    expect(local).toMatchObject({ royaltiesCents: 412_34, heldCents: 40_01, paidCents: 100_00, availableCents: 272_33, owedCents: 0, payoutMethod: null });
    expect(local.payouts.map((payout) => payout.amountCents)).toEqual([40_01, 25_50, 100_00]);
  });

  it('shows what a refund left owed, the same either way', async () => {
    const { owner, track } = await ownerWithTrack(world.db.prisma, 'pro');
    await postUsdStatement(world.db.prisma, { period: '2026-08', lines: [{ isrc: track.isrc, amountMicros: usd(30) }] });
    await postUsdStatement(world.db.prisma, { period: '2026-08', store: 'generic-csv', lines: [{ isrc: track.isrc, amountMicros: usd(-50.12) }] });
    const { local, remote } = await bothWays(owner.username, owner.id);
    expect(remote).toMatchObject({ exit: 0, stdout: local.stdout });
    expect(local.stdout).toMatch(/Owed\s+20\.12 USD/);
    expect(local.stdout).toContain('You owe 20.12 USD from a refund');
  });
});
