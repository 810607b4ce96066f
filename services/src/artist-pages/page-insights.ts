import { AppError, can } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { csvRecord } from '../royalties/csv';
import { findMyPage } from './artist-page-store';

type Deps = Pick<ServiceDeps, 'prisma' | 'now'>;

/** The days the editor's visits chart and totals cover. */
export const INSIGHT_DAYS = 30;

export interface PageInsights {
  /** Visits in the last INSIGHT_DAYS days: every plan sees the number. */
  visitsTotal: number;
  /** The details, for a plan with artist_page_insights; null otherwise (the page offers the upgrade). */
  details: {
    /** One entry per day of the last INSIGHT_DAYS days, oldest first, days without visits included. */
    daily: Array<{ day: string; visits: number }>;
    countries: Array<{ country: string; visits: number }>;
    followers: Array<{ email: string; country: string | null; followedAt: string }>;
    followersTotal: number;
  } | null;
}

/** The latest followers the editor lists; the CSV has them all. */
const FOLLOWERS_SHOWN = 100;

function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** The owner's page's visits and followers (`not_found` for anybody else's); details only on a plan that has them. */
export async function pageInsights(deps: Deps, input: { ownerId: string; pageId: string }): Promise<PageInsights> {
  const page = await findMyPage(deps, input);
  const days = lastDays(deps.now, INSIGHT_DAYS);
  const rows = await deps.prisma.artistPageVisitDay.findMany({
    where: { pageId: page.id, day: { gte: new Date(`${days[0]}T00:00:00Z`) } },
    select: { day: true, country: true, visits: true },
  });
  const visitsTotal = rows.reduce((sum, row) => sum + row.visits, 0);
  if (!can(page.artist.owner.plan, 'artist_page_insights')) return { visitsTotal, details: null };
  const byDay = new Map<string, number>();
  const byCountry = new Map<string, number>();
  for (const row of rows) {
    const day = row.day.toISOString().slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + row.visits);
    byCountry.set(row.country, (byCountry.get(row.country) ?? 0) + row.visits);
  }
  const [followers, followersTotal] = await Promise.all([
    deps.prisma.artistPageFollower.findMany({ where: { pageId: page.id }, orderBy: { consentedAt: 'desc' }, take: FOLLOWERS_SHOWN }),
    deps.prisma.artistPageFollower.count({ where: { pageId: page.id } }),
  ]);
  return {
    visitsTotal,
    details: {
      daily: days.map((day) => ({ day, visits: byDay.get(day) ?? 0 })),
      countries: [...byCountry].map(([country, visits]) => ({ country, visits })).sort((a, b) => b.visits - a.visits || a.country.localeCompare(b.country)),
      followers: followers.map((f) => ({ email: f.email, country: f.country, followedAt: f.consentedAt.toISOString() })),
      followersTotal,
    },
  };
}

export const FOLLOWER_CSV_COLUMNS = ['email', 'country', 'followed_at'] as const;
export const VISIT_CSV_COLUMNS = ['date', 'country', 'visits'] as const;

/**
 * The page's followers or visits as CSV (RFC 4180, formula-safe), for the owner on a plan with
 * artist_page_insights; `premium_required` otherwise, `not_found` for anybody else's page.
 */
export async function pageAudienceCsv(deps: Deps, input: { ownerId: string; pageId: string; kind: 'followers' | 'visits' }): Promise<string> {
  const page = await findMyPage(deps, input);
  if (!can(page.artist.owner.plan, 'artist_page_insights')) {
    throw new AppError('premium_required', input.kind);
  }
  if (input.kind === 'followers') {
    const followers = await deps.prisma.artistPageFollower.findMany({ where: { pageId: page.id }, orderBy: { consentedAt: 'asc' } });
    return csvRecord(FOLLOWER_CSV_COLUMNS) + followers.map((f) => csvRecord([f.email, f.country, f.consentedAt.toISOString()])).join('');
  }
  const visits = await deps.prisma.artistPageVisitDay.findMany({ where: { pageId: page.id }, orderBy: [{ day: 'asc' }, { country: 'asc' }] });
  return csvRecord(VISIT_CSV_COLUMNS) + visits.map((v) => csvRecord([v.day.toISOString().slice(0, 10), v.country, v.visits])).join('');
}
