import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import type { SyncDeps } from '../billing/billing-deps';
import { applyBillingEvent } from '../billing/events';
import { billingEvent } from '../billing/testing/fixtures';
import { checkLedger } from '../ledger/check-ledger';
import { createAccount } from '../testing/accounts';
import { countReferralVisit } from './count-referral-visit';
import { referralProgram } from './referral-program';
import { rewardReferrer } from './reward-referrer';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const NOW = new Date('2026-06-10T12:00:00Z');
const settings = {
  ...DEFAULT_SETTINGS,
  referralTiers: [
    { referred: 2, creditCents: 1_000 },
    { referred: 3, creditCents: 2_500 },
  ],
};
const deps = (): SyncDeps => ({ prisma: db.prisma, now: NOW, settings, planOfPriceId: () => null, cancelPayout: async () => undefined });

let people = 0;
async function referrer() {
  return createAccount(db.prisma, { username: `Referrer${++people}` });
}

/** An account that signed up with `code`; `over` changes what the rules compare. */
async function referred(code: string, over: { email?: string; stripeAccountId?: string; payoneerEmail?: string } = {}) {
  const user = await createAccount(db.prisma, { username: `friend${++people}` });
  return db.prisma.user.update({ where: { id: user.id }, data: { referredBy: code, ...over } });
}

/** Checkout completed and paid: the event the billing provider sends when the user becomes paying. */
const paid = (userId: string) =>
  billingEvent('checkout.session.completed', {
    id: `cs_${userId}`,
    mode: 'subscription',
    client_reference_id: userId,
    payment_status: 'paid',
    customer: `cus_${userId}`,
    subscription: `sub_${userId}`,
    metadata: { plan: 'pro', userId },
  });

async function balanceCents(userId: string): Promise<number> {
  const account = await db.prisma.ledgerAccount.findUnique({ where: { key: `artist:${userId}:USD` } });
  return Number((account?.balanceMicros ?? 0n) / 10_000n);
}

describe('referral rewards', () => {
  it('credits the referrer when a tier is reached by referred users becoming paying, once, and the ledger check holds', async () => {
    const nova = await referrer();
    const [a, b, c] = [await referred(nova.username.toLowerCase()), await referred(nova.username), await referred(nova.username.toUpperCase())];
    await applyBillingEvent(deps(), paid(a.id));
    expect(await db.prisma.referralReward.count({ where: { referrerId: nova.id } })).toBe(0);
    await applyBillingEvent(deps(), paid(b.id));
    expect(await db.prisma.referralReward.findMany({ where: { referrerId: nova.id } })).toMatchObject([{ referred: 2, creditCents: 1_000 }]);
    expect(await balanceCents(nova.id)).toBe(1_000);
    // A redelivered event, a later subscription update and a direct call grant nothing again.
    await applyBillingEvent(deps(), paid(b.id));
    expect(await rewardReferrer(deps(), { referredId: a.id })).toEqual([]);
    await applyBillingEvent(deps(), paid(c.id));
    expect(await balanceCents(nova.id)).toBe(3_500);
    const transactions = await db.prisma.ledgerTransaction.findMany({ where: { kind: 'referral_reward' }, include: { entries: true } });
    expect(transactions.filter((t) => t.entries.some((e) => e.amountMicros === 25_000_000n))).toHaveLength(1);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('grants a tier exactly once when two payments arrive together', async () => {
    const lane = await referrer();
    const friends = [await referred(lane.username), await referred(lane.username), await referred(lane.username)];
    await Promise.all(friends.slice(0, 2).map((friend) => db.prisma.user.update({ where: { id: friend.id }, data: { plan: 'pro', subscriptionStatus: 'active' } })));
    // Both payments (and a retry of each) race for the first tier.
    const granted = await Promise.all([...friends.slice(0, 2), ...friends.slice(0, 2)].map((friend) => rewardReferrer(deps(), { referredId: friend.id })));
    expect(granted.flat().map((tier) => tier.referred)).toEqual([2]);
    await Promise.all([applyBillingEvent(deps(), paid(friends[2]!.id)), applyBillingEvent(deps(), paid(friends[2]!.id))]);
    expect(await db.prisma.referralReward.findMany({ where: { referrerId: lane.id }, orderBy: { referred: 'asc' } })).toMatchObject([
      { referred: 2 },
      { referred: 3 },
    ]);
    expect(await balanceCents(lane.id)).toBe(3_500);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('rewards no self-referral: the code of the account itself, or the referrer under another address of the same mailbox', async () => {
    const mira = await referrer();
    const ownCode = await createAccount(db.prisma, { username: `self${++people}` });
    await db.prisma.user.update({ where: { id: ownCode.id }, data: { referredBy: ownCode.username } });
    const second = await referred(mira.username, { email: mira.email.replace('@', '+second@') });
    const other = await referred(mira.username);
    for (const user of [ownCode, second, other]) await applyBillingEvent(deps(), paid(user.id));
    expect(await db.prisma.referralReward.count({ where: { referrerId: { in: [mira.id, ownCode.id] } } })).toBe(0);
    const page = await referralProgram(deps(), { userId: mira.id });
    expect(page.stats).toEqual({ visits: 0, signups: 2, paying: 1 });
    expect(page.refused).toEqual({ self_referral: 1, shared_payout_destination: 0 });
  });

  it('rewards no accounts that share a payout destination with the referrer', async () => {
    const kai = await referrer();
    await db.prisma.user.update({ where: { id: kai.id }, data: { stripeAccountId: `acct_${kai.id}`, payoneerEmail: 'kai.pay@example.test' } });
    const sameStripe = await referred(kai.username, { stripeAccountId: `acct_${kai.id}` });
    const samePayoneer = await referred(kai.username, { payoneerEmail: 'Kai.Pay@example.test' });
    for (const user of [sameStripe, samePayoneer]) await applyBillingEvent(deps(), paid(user.id));
    expect(await db.prisma.referralReward.count({ where: { referrerId: kai.id } })).toBe(0);
    expect(await balanceCents(kai.id)).toBe(0);
    expect((await referralProgram(deps(), { userId: kai.id })).refused).toEqual({ self_referral: 0, shared_payout_destination: 2 });
  });

  it('counts a user who became paying and cancelled since, not one given a plan without paying', async () => {
    const ren = await referrer();
    const cancelled = await referred(ren.username);
    await applyBillingEvent(deps(), paid(cancelled.id));
    await db.prisma.user.update({ where: { id: cancelled.id }, data: { plan: 'free', subscriptionStatus: 'canceled' } });
    const given = await referred(ren.username);
    await db.prisma.user.update({ where: { id: given.id }, data: { plan: 'pro' } });
    expect(await rewardReferrer(deps(), { referredId: given.id })).toEqual([]);
    expect((await referralProgram(deps(), { userId: ren.id })).stats.paying).toBe(1);
  });
});

describe('share link visits and the program page', () => {
  it('counts visits per day without anything about the visitor, and carries the code to sign-up', async () => {
    const ivy = await referrer();
    expect(await countReferralVisit(deps(), { code: ivy.username.toUpperCase() })).toBe(ivy.username.toLowerCase());
    await countReferralVisit(deps(), { code: ivy.username });
    await countReferralVisit({ prisma: db.prisma, now: new Date('2026-06-11T00:00:01Z') }, { code: ivy.username });
    expect(await db.prisma.referralVisitDay.findMany({ where: { referrerId: ivy.id }, orderBy: { day: 'asc' } })).toMatchObject([
      { day: '2026-06-10', visits: 2 },
      { day: '2026-06-11', visits: 1 },
    ]);
    for (const code of ['nobody-here', 'a\u0000b', '\u001b[31mred', '../../etc', 'x'.repeat(65)]) {
      expect(await countReferralVisit(deps(), { code })).toBeNull();
    }
    const banned = await createAccount(db.prisma, { username: `banned${++people}`, banned: true });
    expect(await countReferralVisit(deps(), { code: banned.username })).toBeNull();
    expect((await referralProgram(deps(), { userId: ivy.id })).stats.visits).toBe(3);
  });

  it('shows the link, the tiers with what each credited and what the next needs', async () => {
    const zoe = await referrer();
    const empty = await referralProgram(deps(), { userId: zoe.id });
    expect(empty).toMatchObject({
      code: zoe.username.toLowerCase(),
      sharePath: `/r/${zoe.username.toLowerCase()}`,
      stats: { visits: 0, signups: 0, paying: 0 },
      next: { referred: 2, creditCents: 1_000, remaining: 2 },
      creditedCents: 0,
    });
    for (const friend of [await referred(zoe.username), await referred(zoe.username)]) await applyBillingEvent(deps(), paid(friend.id));
    const page = await referralProgram(deps(), { userId: zoe.id });
    expect(page.tiers).toEqual([
      { referred: 2, creditCents: 1_000, reached: true, grantedAt: NOW },
      { referred: 3, creditCents: 2_500, reached: false, grantedAt: null },
    ]);
    expect(page.next).toEqual({ referred: 3, creditCents: 2_500, remaining: 1 });
    expect(page.creditedCents).toBe(1_000);
    await expect(referralProgram(deps(), { userId: 'nobody' })).rejects.toMatchObject({ code: 'not_found' });
  });
});
