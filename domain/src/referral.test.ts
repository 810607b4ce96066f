import { describe, expect, it } from 'vitest';
import {
  codeNames,
  DEFAULT_REFERRAL_TIERS,
  mailboxOf,
  nextTier,
  parseReferralTiers,
  referralRefusal,
  shareLinkPath,
  tiersReached,
  visitDayOf,
  type ReferralParty,
} from './referral';
import { readSettings } from './settings';

const party = (over: Partial<ReferralParty> = {}): ReferralParty => ({
  id: 'u1',
  username: 'Nova',
  email: 'nova@example.test',
  referredBy: null,
  stripeAccountId: null,
  payoneerEmail: null,
  ...over,
});
const referrer = party();
const friend = party({ id: 'u2', username: 'lane', email: 'lane@example.test', referredBy: 'nova' });

describe('referral tiers', () => {
  it('reads tiers an operator writes, and refuses what is not rising pairs', () => {
    expect(parseReferralTiers(' 2:500, 5 : 2500 ')).toEqual([
      { referred: 2, creditCents: 500 },
      { referred: 5, creditCents: 2500 },
    ]);
    expect(() => parseReferralTiers('5:100,3:200')).toThrow(/rising/);
    expect(() => parseReferralTiers('3:0')).toThrow(/at least 1 cent/);
    expect(() => parseReferralTiers('3=100')).toThrow(/referred:cents/);
    expect(() => parseReferralTiers(' , ')).toThrow(/at least one/);
  });

  it('is a setting with a default, overridden through SLIPCASE_REFERRAL_TIERS', () => {
    expect(readSettings({}).referralTiers).toEqual(DEFAULT_REFERRAL_TIERS);
    expect(readSettings({ SLIPCASE_REFERRAL_TIERS: '1:100' }).referralTiers).toEqual([{ referred: 1, creditCents: 100 }]);
    expect(() => readSettings({ SLIPCASE_REFERRAL_TIERS: '1:100,1:200' })).toThrow(/SLIPCASE_REFERRAL_TIERS/);
  });

  it('tells the tiers reached and the next one with what it still needs', () => {
    expect(tiersReached(DEFAULT_REFERRAL_TIERS, 2)).toEqual([]);
    expect(tiersReached(DEFAULT_REFERRAL_TIERS, 10).map((tier) => tier.referred)).toEqual([3, 10]);
    expect(nextTier(DEFAULT_REFERRAL_TIERS, 0)).toEqual({ tier: DEFAULT_REFERRAL_TIERS[0], remaining: 3 });
    expect(nextTier(DEFAULT_REFERRAL_TIERS, 11)).toEqual({ tier: DEFAULT_REFERRAL_TIERS[2], remaining: 14 });
    expect(nextTier(DEFAULT_REFERRAL_TIERS, 25)).toBeNull();
  });
});

describe('referral codes and links', () => {
  it('is the username without case', () => {
    expect(codeNames(' NOVA ', 'Nova')).toBe(true);
    expect(codeNames('nova2', 'Nova')).toBe(false);
    expect(codeNames(null, 'Nova')).toBe(false);
    expect(shareLinkPath('Nova')).toBe('/r/nova');
  });

  it('counts visits by UTC day', () => {
    expect(visitDayOf(new Date('2026-12-06T23:59:59-05:00'))).toBe('2026-12-07');
  });
});

describe('referralRefusal', () => {
  it('lets a referral between two people with their own payout destinations count', () => {
    expect(referralRefusal(referrer, friend)).toBeNull();
    expect(referralRefusal({ ...referrer, stripeAccountId: 'acct_1' }, { ...friend, stripeAccountId: 'acct_2' })).toBeNull();
  });

  it('refuses self-referral: the same account, a code naming the account itself, the same mailbox', () => {
    expect(referralRefusal(referrer, referrer)).toBe('self_referral');
    expect(referralRefusal(referrer, { ...friend, referredBy: 'LANE' })).toBe('self_referral');
    expect(referralRefusal(referrer, { ...friend, email: 'Nova+second@example.test' })).toBe('self_referral');
    expect(mailboxOf(' A.B+x@Example.Test ')).toBe('a.b@example.test');
  });

  it('refuses accounts that share a payout destination', () => {
    expect(referralRefusal({ ...referrer, stripeAccountId: 'acct_1' }, { ...friend, stripeAccountId: 'acct_1' })).toBe('shared_payout_destination');
    expect(referralRefusal({ ...referrer, payoneerEmail: 'pay@example.test' }, { ...friend, payoneerEmail: 'PAY+2@example.test' })).toBe(
      'shared_payout_destination',
    );
    expect(referralRefusal({ ...referrer, payoneerEmail: null }, { ...friend, payoneerEmail: 'pay@example.test' })).toBeNull();
  });
});
