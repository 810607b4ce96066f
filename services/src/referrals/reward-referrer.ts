import type { PrismaClient } from '@slipcase/db';
import { tiersReached, type ReferralTier } from '@slipcase/domain';
import { isUniqueViolation } from '../database/unique-violation';
import type { ServiceDeps } from '../deps';
import { artistBalance, referralRewards } from '../ledger/accounts';
import { postTransaction } from '../ledger/post-transaction';
import { settleOwed } from '../ledger/settle-owed';
import { referredUsers, referrerParty } from './referred-users';

const CENT_MICROS = 10_000n;

/**
 * A referred user may have just become paying: grants their referrer each reward tier now reached and not yet granted,
 * a credit to the referrer's royalty balance in a `referral_reward` ledger transaction. Each tier is granted exactly
 * once, however many payments arrive together: the reward's row is unique per referrer and tier, written in the
 * database transaction that posts the credit, so the second of two racing grants rolls back whole. Returns the tiers
 * granted by this call.
 */
export async function rewardReferrer(
  deps: Pick<ServiceDeps, 'prisma' | 'now' | 'settings'>,
  input: { referredId: string },
): Promise<ReferralTier[]> {
  const { prisma } = deps;
  const referred = await prisma.user.findUnique({ where: { id: input.referredId }, select: { referredBy: true } });
  const code = referred?.referredBy?.trim();
  if (!code) return [];
  const found = await prisma.user.findFirst({ where: { username: { equals: code, mode: 'insensitive' } }, select: { id: true } });
  const referrer = found && (await referrerParty(prisma, found.id));
  if (!referrer) return [];
  const { paying } = await referredUsers(prisma, referrer);
  const granted = new Set(
    (await prisma.referralReward.findMany({ where: { referrerId: referrer.id }, select: { referred: true } })).map((reward) => reward.referred),
  );
  const due = tiersReached(deps.settings.referralTiers, paying).filter((tier) => !granted.has(tier.referred));
  const done: ReferralTier[] = [];
  for (const tier of due) if (await grant(prisma, deps.now, referrer.id, tier)) done.push(tier);
  return done;
}

async function grant(prisma: PrismaClient, now: Date, referrerId: string, tier: ReferralTier): Promise<boolean> {
  const micros = BigInt(tier.creditCents) * CENT_MICROS;
  try {
    await prisma.$transaction(async (tx) => {
      const entries = [
        { account: artistBalance(referrerId), amountMicros: micros },
        { account: referralRewards(), amountMicros: -micros },
      ];
      const transactionId = await postTransaction(tx, {
        kind: 'referral_reward',
        memo: `Referral reward: ${tier.referred} referred users became paying`,
        entries,
        accounts: entries.map((entry) => entry.account),
      });
      await tx.referralReward.create({ data: { referrerId, referred: tier.referred, creditCents: tier.creditCents, transactionId, grantedAt: now } });
      // What the referrer owes, if anything, is paid back from the credit first (nothing available while anything is owed).
      await settleOwed(tx);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
