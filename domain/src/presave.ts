import { can } from './policy';
import type { Plan } from './plan';
import { AppError } from './errors';
import { isCleanText } from './clean-text';

/**
 * Pre-save campaigns (001 §2, §4, §6): a PRO artist's release with pre-save switched on gets a public page where fans
 * connect a streaming provider; on release day each fan's library gets the release and the fan follows the artist.
 */
export const STREAMING_PROVIDERS = ['spotify', 'deezer', 'youtube_music'] as const;
export type StreamingProviderId = (typeof STREAMING_PROVIDERS)[number];

export function isStreamingProvider(value: unknown): value is StreamingProviderId {
  return typeof value === 'string' && (STREAMING_PROVIDERS as readonly string[]).includes(value);
}

export const PRESAVE_OUTCOMES = ['pending', 'saved', 'failed', 'revoked'] as const;
export type PresaveOutcome = (typeof PRESAVE_OUTCOMES)[number];

/** Release statuses a campaign cannot run for: the release will not go live. */
const NOT_GOING_LIVE = ['rejected', 'removed', 'expired', 'takedown_requested'] as const;

export interface PresaveRelease {
  status: string;
  presaveEnabled: boolean;
  /** When the release goes live (presaveLiveAt). */
  liveAt: Date;
}

/** May this plan start a campaign for this release now? Throws the refusal. */
export function checkPresaveCampaign(plan: Plan, release: PresaveRelease, now: Date): void {
  if (!can(plan, 'presave')) throw new AppError('premium_required', 'releaseId', { feature: 'presave' });
  if (!release.presaveEnabled) throw new AppError('presave_not_enabled', 'releaseId');
  if ((NOT_GOING_LIVE as readonly string[]).includes(release.status)) throw new AppError('presave_not_enabled', 'releaseId');
  if (release.liveAt.getTime() <= now.getTime()) throw new AppError('presave_release_out', 'releaseId');
}

/** The instant a release goes live: its live date when set, else 00:00 UTC of its release date. */
export function presaveLiveAt(release: { releaseDate: Date; liveDate: Date | null }): Date {
  if (release.liveDate) return release.liveDate;
  return new Date(`${release.releaseDate.toISOString().slice(0, 10)}T00:00:00.000Z`);
}

/** What the public page shows: fans may pre-save until the release is out; then the campaign is over. */
export type PresaveStage = 'upcoming' | 'out';
export function presaveStage(liveAt: Date, now: Date): PresaveStage {
  return now.getTime() < liveAt.getTime() ? 'upcoming' : 'out';
}

const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;
const DEFAULT_RETRY_AFTER_MS = 30 * 1000;

/**
 * How long to wait after a 429 (RFC 9110 §10.2.3: delay-seconds or an HTTP date), at least one second and at
 * most an hour; a missing or unreadable header waits 30 seconds.
 */
export function retryAfterMs(header: string | null | undefined, now: Date): number {
  const value = header?.trim() ?? '';
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else {
    const at = value === '' ? Number.NaN : Date.parse(value);
    ms = Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : at - now.getTime();
  }
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(1000, ms));
}

/** A token is refreshed this long before it expires, so no call is made with one about to run out. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

export function tokenNeedsRefresh(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() <= TOKEN_REFRESH_MARGIN_MS;
}

export interface SubscriberRow {
  subscribedAt: Date;
  country: string | null;
  outcome: PresaveOutcome;
}

export interface PresaveSummary {
  total: number;
  byOutcome: Record<PresaveOutcome, number>;
  /** Subscriptions per calendar day (UTC), oldest first, days without any included between the first and last. */
  daily: Array<{ day: string; subscribers: number }>;
  /** Countries by subscribers, most first (unknown as null). */
  countries: Array<{ country: string | null; subscribers: number }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function summarizePresave(rows: readonly SubscriberRow[]): PresaveSummary {
  const byOutcome: Record<PresaveOutcome, number> = { pending: 0, saved: 0, failed: 0, revoked: 0 };
  const perDay = new Map<string, number>();
  const perCountry = new Map<string | null, number>();
  for (const row of rows) {
    byOutcome[row.outcome] += 1;
    const day = row.subscribedAt.toISOString().slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    perCountry.set(row.country, (perCountry.get(row.country) ?? 0) + 1);
  }
  const days = [...perDay.keys()].sort();
  const daily: PresaveSummary['daily'] = [];
  if (days.length) {
    for (let at = Date.parse(days[0]!); at <= Date.parse(days[days.length - 1]!); at += DAY_MS) {
      const day = new Date(at).toISOString().slice(0, 10);
      daily.push({ day, subscribers: perDay.get(day) ?? 0 });
    }
  }
  const countries = [...perCountry].map(([country, subscribers]) => ({ country, subscribers }))
    .sort((a, b) => b.subscribers - a.subscribers || String(a.country).localeCompare(String(b.country)));
  return { total: rows.length, byOutcome, daily, countries };
}

/**
 * Text a provider sent (a display name, an error) as we store and show it: control characters (NUL, terminal escapes)
 * become spaces, and it is cut to `max` characters.
 */
export function providerText(text: string, max: number): string {
  return [...text].map((ch) => (isCleanText(ch) ? ch : ' ')).join('').trim().slice(0, max);
}
