import { AppError, nextTier, referralCodeOf, shareLinkPath, tiersReached, type ReferralRefusal } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { referredUsers, referrerParty } from './referred-users';

export interface ReferralProgramTier {
  referred: number;
  creditCents: number;
  reached: boolean;
  /** When its reward was credited; null while it is not. */
  grantedAt: Date | null;
}

export interface ReferralProgram {
  code: string;
  /** The share link's path (`/r/<code>`); the page puts the site's address before it. */
  sharePath: string;
  stats: { visits: number; signups: number; paying: number };
  /** Paying referred users that earn nothing, and why (self-referral, a shared payout destination). */
  refused: Record<ReferralRefusal, number>;
  tiers: ReferralProgramTier[];
  next: { referred: number; creditCents: number; remaining: number } | null;
  creditedCents: number;
}

/** The referral program page of a user (001 §2): their share link, the stats, the tiers and what each has credited. */
export async function referralProgram(deps: Pick<ServiceDeps, 'prisma' | 'settings'>, input: { userId: string }): Promise<ReferralProgram> {
  const { prisma, settings } = deps;
  const referrer = await referrerParty(prisma, input.userId);
  if (!referrer) throw new AppError('not_found');
  const [people, visits, rewards] = await Promise.all([
    referredUsers(prisma, referrer),
    prisma.referralVisitDay.aggregate({ where: { referrerId: referrer.id }, _sum: { visits: true } }),
    prisma.referralReward.findMany({ where: { referrerId: referrer.id }, orderBy: { referred: 'asc' } }),
  ]);
  const reached = new Set(tiersReached(settings.referralTiers, people.paying).map((tier) => tier.referred));
  const grantedAt = new Map(rewards.map((reward) => [reward.referred, reward.grantedAt]));
  const next = nextTier(settings.referralTiers, people.paying);
  return {
    code: referralCodeOf(referrer.username),
    sharePath: shareLinkPath(referrer.username),
    stats: { visits: visits._sum.visits ?? 0, signups: people.signups, paying: people.paying },
    refused: people.refused,
    tiers: settings.referralTiers.map((tier) => ({ ...tier, reached: reached.has(tier.referred), grantedAt: grantedAt.get(tier.referred) ?? null })),
    next: next && { ...next.tier, remaining: next.remaining },
    creditedCents: rewards.reduce((sum, reward) => sum + reward.creditCents, 0),
  };
}
