import { randomBytes } from 'node:crypto';
import { hashPassword } from '@slipcase/db';
import type { SyncDeps } from '../billing/billing-deps';
import { applyBillingEvent } from '../billing/events';
import { countReferralVisit } from '../referrals/count-referral-visit';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Share-link visits of the last fortnight, oldest first. */
const VISITS = [1, 0, 2, 3, 1, 4, 2, 0, 1, 5, 3, 2, 4, 3];
const FANS = ['Mara Quill', 'Theo Brandt', 'Ines Duarte', 'Kemal Aydın'];
/** How many of them have bought a plan: one short of the first default tier, so the page shows what is next. */
const PAYING = 2;

/**
 * The demo artist's referral program: a fortnight of share-link visits counted through the link's own use case, four
 * accounts signed up with the code (they cannot sign in: their passwords are thrown away), and two of them paying
 * through the same billing event a checkout sends. Nothing when the demo's referred accounts exist already; returns
 * how many accounts it made.
 */
export async function seedDemoReferrals(deps: Pick<SyncDeps, 'prisma' | 'now' | 'settings'>, input: { referrerUsername: string }): Promise<number> {
  const { prisma, now } = deps;
  if (await prisma.user.count({ where: { referredBy: input.referrerUsername } })) return 0;
  for (const [index, visits] of VISITS.entries()) {
    const day = new Date(now.getTime() - (VISITS.length - 1 - index) * DAY_MS);
    for (let n = 0; n < visits; n += 1) await countReferralVisit({ prisma, now: day }, { code: input.referrerUsername });
  }
  const billing: SyncDeps = { ...deps, planOfPriceId: () => null, cancelPayout: async () => undefined };
  for (const [index, name] of FANS.entries()) {
    const username = `demo-referred-${index + 1}`;
    const user = await prisma.user.create({
      data: {
        email: `${username}@slipcase.localhost`,
        username,
        name,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        referredBy: input.referrerUsername,
        emailVerifiedAt: now,
      },
    });
    if (index >= PAYING) continue;
    await applyBillingEvent(billing, {
      id: `evt_demo_referral_${user.id}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_demo_referral_${user.id}`,
          mode: 'subscription',
          client_reference_id: user.id,
          payment_status: 'paid',
          customer: `cus_demo_referral_${user.id}`,
          subscription: `sub_demo_referral_${user.id}`,
          metadata: { userId: user.id, plan: 'pro', interval: 'yearly' },
        },
      },
    });
  }
  return FANS.length;
}
