import { isPlan, isPremium, PLANS, type Plan } from './plan';
import { UPDATABLE_FIELDS, type UpdatableField } from './updatable-fields';

/**
 * Plans and roles (000 §6) in one place: what each plan may do and what each role may see. The web, the API,
 * the CLI and the workflows ask here; nothing checks a plan name itself.
 */
export const ROLES = ['artist', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Operators review releases; admins can do that too and also impersonate users. */
export function isStaff(role: Role): boolean {
  return role === 'operator' || role === 'admin';
}

export function canImpersonate(role: Role): boolean {
  return role === 'admin';
}

/** Admins act on users' accounts (impersonate, freeze, ban), never on staff accounts, their own included. */
export function canManageAccount(actorRole: Role, targetRole: Role): boolean {
  return canImpersonate(actorRole) && !isStaff(targetRole);
}

/** What a plan unlocks beyond the free plan's main platforms, single tracks and light theme. */
export const FEATURES = [
  'dark_mode',
  'all_platforms',
  'albums_and_eps',
  'high_quality_audio',
  'full_royalties',
  'faster_schedules',
  'custom_codes',
  'presave',
  'immediate_takedown',
  'playlist_analytics',
  'api_access',
  'featured_video',
  /** Slipcase.Me (issue 29): the artist page's followers and visit details (date, country), with CSV export. */
  'artist_page_insights',
  'no_ads',
  'multiple_artists',
  'promotional_tools',
  // Smart links (issue 29): views, clicks, devices and countries of a smart link.
  'smartlink_analytics',
] as const;
export type Feature = (typeof FEATURES)[number];

const ADVANCED_ONLY: readonly Feature[] = ['multiple_artists', 'promotional_tools'];

export function can(plan: Plan, feature: Feature): boolean {
  if (ADVANCED_ONLY.includes(feature)) return plan === 'advanced';
  return isPremium(plan);
}

/** The plans with a feature: `can` as a query's list (`plan: { in: plansWith(feature) }`). */
export function plansWith(feature: Feature): Plan[] {
  return PLANS.filter((plan) => can(plan, feature));
}

/** The features a plan has, in the order of FEATURES (the plan comparison's rows). */
export function featuresOf(plan: Plan): Feature[] {
  return FEATURES.filter((feature) => can(plan, feature));
}

export type Theme = 'light' | 'dark';

/** 000 §4: dark is for subscribers; everyone else is forced back to light whatever they chose. */
export function effectiveTheme(plan: Plan, chosen: Theme | null | undefined): Theme {
  return chosen === 'dark' && can(plan, 'dark_mode') ? 'dark' : 'light';
}

/** Free users see the ads slot and the "Upgrade to PRO" prompt. */
export function showsAds(plan: Plan): boolean {
  return !can(plan, 'no_ads');
}

export type SupportLevel = 'standard' | 'priority' | 'vip';

/** 000 §9: standard 48 h, priority 24 h, VIP 4 h. */
export function supportOf(plan: Plan): { level: SupportLevel; responseHours: number } {
  if (plan === 'advanced') return { level: 'vip', responseHours: 4 };
  if (plan === 'pro') return { level: 'priority', responseHours: 24 };
  return { level: 'standard', responseHours: 48 };
}

/**
 * 001 §1: the free plan delivers "standard audio quality", PRO and Advanced "high-quality audio". What each means
 * for a track is `deliveredAudioResolution` (audio-quality.ts).
 */
export function audioQualityOf(plan: Plan): 'standard' | 'high' {
  return can(plan, 'high_quality_audio') ? 'high' : 'standard';
}

const ARTIST_PROFILE_LIMITS: Record<Plan, number> = { free: 1, pro: 3, advanced: 50 };

/**
 * Artist profiles an account may keep: 000 §6 gives Advanced, with "multiple artists and labels", "more artist
 * profiles" than PRO; how many PRO and the free plan keep it does not say.
 */
export function artistProfileLimit(plan: Plan): number {
  return ARTIST_PROFILE_LIMITS[plan];
}

export type BillingInterval = 'monthly' | 'yearly';
export type PaidPlan = Exclude<Plan, 'free'>;

/**
 * Prices in US cents (000 §1, §9: about 49.99 and 199.99 a year; Advanced billed yearly only). PRO also bills
 * monthly at 24.99, which makes the yearly price the "save 83%" the marketing copy claims (49.99 / 299.88).
 */
export const PRICES: Record<PaidPlan, Partial<Record<BillingInterval, number>>> = {
  pro: { yearly: 4999, monthly: 2499 },
  advanced: { yearly: 19999 },
};

export function billingIntervals(plan: PaidPlan): BillingInterval[] {
  return (['yearly', 'monthly'] as const).filter((interval) => PRICES[plan][interval] !== undefined);
}

/** Percent saved by paying yearly rather than twelve months (rounded down), when a plan bills both ways. */
export function yearlySavingPercent(plan: PaidPlan): number | null {
  const { yearly, monthly } = PRICES[plan];
  if (yearly === undefined || monthly === undefined) return null;
  return Math.floor((1 - yearly / (monthly * 12)) * 100);
}

export function isPaidPlan(value: string): value is PaidPlan {
  return isPlan(value) && isPremium(value);
}

/**
 * The paid plans: what can be bought, and whose accounts' artists are the "PRO artists" (000 §2's dashboard, the
 * catalogue's badge, the free plan's follow requirement).
 */
export const PAID_PLANS: readonly PaidPlan[] = PLANS.filter(isPaidPlan);

/**
 * 001 §1: the free plan has "limited metadata editing", and names lyrics, composer and featuring information and
 * genre as PRO features. So once a release is with the stores, a free owner may still change its artwork, label,
 * explicit flags and (before it is live) its date; credits, lyrics and genre are for PRO and Advanced.
 */
export const FREE_EDITABLE_FIELDS: readonly UpdatableField[] = ['artwork', 'explicit', 'label', 'releaseDate'];

/** The fields of a release already with the stores that the owner's plan lets them change. */
export function editableFieldsAfterRelease(plan: Plan): readonly UpdatableField[] {
  return isPremium(plan) ? UPDATABLE_FIELDS : FREE_EDITABLE_FIELDS;
}
