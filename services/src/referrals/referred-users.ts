import type { DbClient } from '@slipcase/db';
import { PAID_PLANS, referralRefusal, type ReferralParty, type ReferralRefusal } from '@slipcase/domain';

const PARTY = { id: true, username: true, email: true, referredBy: true, stripeAccountId: true, payoneerEmail: true } as const;

export interface ReferredUsers {
  /** Accounts that signed up with the referrer's code (the referrer's own aside). */
  signups: number;
  /** Of those, the ones that became paying and count toward the tiers. */
  paying: number;
  /** Paying ones that earn nothing, and why. */
  refused: Record<ReferralRefusal, number>;
}

/** The referrer as the rules compare them. */
export function referrerParty(prisma: DbClient, userId: string): Promise<ReferralParty | null> {
  return prisma.user.findUnique({ where: { id: userId }, select: PARTY });
}

/**
 * Who signed up with the referrer's code and who of them became paying: a subscription that went live (its status set)
 * and a paid plan in the account's plan history, so one that was cancelled since still counts and a plan an admin
 * gave without payment does not. Each paying one is checked by `referralRefusal` as it stands now.
 */
export async function referredUsers(prisma: DbClient, referrer: ReferralParty): Promise<ReferredUsers> {
  const byCode = { referredBy: { equals: referrer.username, mode: 'insensitive' as const }, id: { not: referrer.id } };
  const [signups, payingUsers] = await Promise.all([
    prisma.user.count({ where: byCode }),
    prisma.user.findMany({
      where: { ...byCode, subscriptionStatus: { not: null }, planChanges: { some: { plan: { in: [...PAID_PLANS] } } } },
      select: PARTY,
    }),
  ]);
  const refused: Record<ReferralRefusal, number> = { self_referral: 0, shared_payout_destination: 0 };
  let paying = 0;
  for (const user of payingUsers) {
    const refusal = referralRefusal(referrer, user);
    if (refusal) refused[refusal] += 1;
    else paying += 1;
  }
  return { signups, paying, refused };
}
