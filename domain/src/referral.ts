/**
 * The referral program's rules (001 §2 "Referral program: share link, three-step how-it-works, reward tiers by number
 * of referred users, stats"; §9 terms). A referrer's code is their username (sign-up keeps it as `referredBy`); a
 * tier is reached by the number of referred users who became paying, and each reached tier credits the referrer's
 * royalty balance once.
 */

/** A reward tier: reached when `referred` referred users have become paying; credits `creditCents` (US cents). */
export interface ReferralTier {
  referred: number;
  creditCents: number;
}

export const DEFAULT_REFERRAL_TIERS: readonly ReferralTier[] = [
  { referred: 3, creditCents: 1_000 },
  { referred: 10, creditCents: 5_000 },
  { referred: 25, creditCents: 15_000 },
];

/**
 * Tiers as an operator writes them, `referred:cents` pairs separated by commas ("3:1000,10:5000"): counts rising,
 * each at least 1, each credit at least one cent. Anything else throws, naming what is wrong.
 */
export function parseReferralTiers(text: string): ReferralTier[] {
  const tiers = text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const match = /^(\d{1,6})\s*:\s*(\d{1,9})$/.exec(pair);
      if (!match) throw new Error(`a referral tier must read referred:cents (like 3:1000), not "${pair}"`);
      return { referred: Number(match[1]), creditCents: Number(match[2]) };
    });
  if (tiers.length === 0) throw new Error('at least one referral tier is needed');
  tiers.forEach((tier, index) => {
    if (tier.referred < 1 || tier.creditCents < 1) throw new Error('a referral tier needs at least 1 referred user and a credit of at least 1 cent');
    if (index > 0 && tier.referred <= tiers[index - 1]!.referred) throw new Error('referral tiers must be listed with rising counts of referred users');
  });
  return tiers;
}

/** The tiers `paying` referred users have reached, lowest first. */
export function tiersReached(tiers: readonly ReferralTier[], paying: number): ReferralTier[] {
  return tiers.filter((tier) => paying >= tier.referred);
}

/** The next tier and how many more paying referred users it needs; null once the last is reached. */
export function nextTier(tiers: readonly ReferralTier[], paying: number): { tier: ReferralTier; remaining: number } | null {
  const tier = tiers.find((candidate) => paying < candidate.referred);
  return tier ? { tier, remaining: tier.referred - paying } : null;
}

/** A user's referral code: their username, compared without case as sign-in compares usernames. */
export const referralCodeOf = (username: string): string => username.toLowerCase();

/** Whether a referral code (as sign-up kept it) names this username. */
export function codeNames(code: string | null | undefined, username: string): boolean {
  return typeof code === 'string' && code.trim().toLowerCase() === referralCodeOf(username);
}

/** The path of a user's share link: it counts the visit, then opens sign-up with the code. */
export const shareLinkPath = (username: string): string => `/r/${encodeURIComponent(referralCodeOf(username))}`;

/** What the rules compare of the referrer and the referred user. */
export interface ReferralParty {
  id: string;
  username: string;
  email: string;
  /** The code the account signed up with. */
  referredBy?: string | null;
  stripeAccountId: string | null;
  payoneerEmail: string | null;
}

export type ReferralRefusal = 'self_referral' | 'shared_payout_destination';

/** An address without case and without a "+tag": one mailbox however it is written. */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}

/**
 * Why a referral earns nothing, or null when it counts: the same person (the same account, a code naming the account
 * itself, or the same mailbox), or two accounts paid out to the same destination (Stripe account or Payoneer e-mail).
 */
export function referralRefusal(referrer: ReferralParty, referred: ReferralParty): ReferralRefusal | null {
  if (referrer.id === referred.id || codeNames(referred.referredBy, referred.username)) return 'self_referral';
  if (mailboxOf(referrer.email) === mailboxOf(referred.email)) return 'self_referral';
  if (referrer.stripeAccountId && referrer.stripeAccountId === referred.stripeAccountId) return 'shared_payout_destination';
  if (referrer.payoneerEmail && referred.payoneerEmail && mailboxOf(referrer.payoneerEmail) === mailboxOf(referred.payoneerEmail)) {
    return 'shared_payout_destination';
  }
  return null;
}

/** The UTC day a share-link visit is counted under (`YYYY-MM-DD`): visits are counted per day, nothing about the visitor kept. */
export const visitDayOf = (now: Date): string => now.toISOString().slice(0, 10);
