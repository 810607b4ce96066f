import { isPlan, isPremium, PLANS, type Plan } from './plan';
import { ANALYTICS_RANGES, type AnalyticsRange } from './analytics/analytics-range';
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

/** Mastering's price per track (001 §9: 15 dollars), the same on every plan, in US cents. */
export const MASTERING_PRICE_CENTS = 1500;
/** After paying for a track, its owner may master it again with any preset for free this long (001 §9). */
export const MASTERING_REVISION_DAYS = 7;
const REVISION_MS = MASTERING_REVISION_DAYS * 24 * 60 * 60 * 1000;

/** A mastering job's payment, as the charge rule reads it. */
export interface MasteringPayment {
  id: string;
  paidAt: Date | null;
  refundedAt: Date | null;
}

export type MasteringCharge =
  | { kind: 'pay'; amountCents: number }
  | { kind: 'revision'; paidJobId: string; freeUntil: Date };

/**
 * What a new mastering job of a track costs: nothing while a paid, unrefunded job of the same track (the same
 * audio, by its hash, of the same account) is younger than 7 days; otherwise the price. A refund ends the window.
 */
export function masteringCharge(paidJobsOfTrack: readonly MasteringPayment[], now: Date): MasteringCharge {
  const open = paidJobsOfTrack
    .filter((job) => job.paidAt && !job.refundedAt && now.getTime() - job.paidAt.getTime() < REVISION_MS)
    .sort((a, b) => b.paidAt!.getTime() - a.paidAt!.getTime());
  const [latest] = open;
  if (!latest) return { kind: 'pay', amountCents: MASTERING_PRICE_CENTS };
  return { kind: 'revision', paidJobId: latest.id, freeUntil: new Date(latest.paidAt!.getTime() + REVISION_MS) };
}

/**
 * Why an operator may not refund a job (the money-back guarantee), or null: only a job that was paid for, once.
 * A free revision has nothing to refund; refunding its paid job ends the window.
 */
export function masteringRefundRefusal(job: { amountCents: number; paidAt: Date | null; refundedAt: Date | null }): string | null {
  if (job.refundedAt) return 'already_refunded';
  if (!job.paidAt || job.amountCents <= 0) return 'not_paid';
  return null;
}

/** The parts of the analytics page beyond the overview, the chart by store, the territories and the tracks. */
export const ADVANCED_ANALYTICS_SECTIONS = ['cities', 'demographics', 'devices', 'sources', 'playlists'] as const;
export type AdvancedAnalyticsSection = (typeof ADVANCED_ANALYTICS_SECTIONS)[number];

export interface AnalyticsAccess {
  /** 001 §2: "Advanced view and playlist analytics are PRO only": cities, demographics, devices, sources, playlists. */
  advanced: boolean;
  /** The ranges the plan may ask for: the free plan's "analytics limited" is the last 90 days at most. */
  ranges: readonly AnalyticsRange[];
  /** "An Advanced account sees all its artists and a label total" (issue 30). */
  labelTotal: boolean;
}

/** What a plan sees of analytics (001 §1 "analytics limited" on the free plan); the server leaves out the rest. */
export function analyticsAccess(plan: Plan): AnalyticsAccess {
  const advanced = can(plan, 'playlist_analytics');
  return {
    advanced,
    ranges: advanced ? ANALYTICS_RANGES : ANALYTICS_RANGES.filter((range) => range.endsWith('d')),
    labelTotal: can(plan, 'multiple_artists'),
  };
}
