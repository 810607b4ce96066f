import { addDays, formatIsoDate, isReleaseStatus, isStaff, PAID_PLANS, shownCents, showsAds, topTracks, type Plan, type ReleaseStatus, type Role } from '@slipcase/domain';
import { NOT_BLOCKED } from '../accounts/not-blocked';
import type { ServiceDeps } from '../deps';
import { recentTrackStreams } from '../analytics/recent-track-streams';
import { activityFeed } from '../feed/activity-feed';
import { ledgerSummary } from '../payouts/ledger';
import { listOwnReleases } from '../releases/own-releases';
import { royaltyBreakdowns } from '../royalties/breakdowns';

const LATEST_COUNT = 5;
const ACTIVITY_COUNT = 8;
const UPCOMING_COUNT = 5;
const TOP_TRACK_COUNT = 5;
/** The top tracks' streams are the last days' (the trend rollups), their earnings all the ledger has. */
export const TOP_TRACK_DAYS = 30;
const PRO_ARTIST_COUNT = 6;
export const DASHBOARD_CURRENCY = 'USD';

/** A release that is over or stopped is not "upcoming", whatever its date says. */
const NOT_UPCOMING: ReleaseStatus[] = ['rejected', 'removed', 'expired', 'takedown_requested', 'unknown'];

/** A stored status as the pages know them; one they do not know reads as 'unknown'. */
export function asStatus(value: string): ReleaseStatus {
  return isReleaseStatus(value) ? value : 'unknown';
}

/**
 * The dashboard's widgets (000 §2): everything is the user's own, except the latest PRO artists of the platform.
 * `royaltyMonths` are the user's royalties per sales period (from the ledger), for the revenue chart; `topTracks`
 * the most streamed tracks of the last TOP_TRACK_DAYS days, with their earnings.
 */
export async function loadDashboard(deps: Pick<ServiceDeps, 'prisma' | 'now'>, user: { id: string; name: string; plan: Plan; role: Role }) {
  const { prisma, now } = deps;
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = formatIsoDate(today);
  const [releases, activity, waitingForReview, upcoming, ledger, breakdowns, proArtists, streamed] = await Promise.all([
    listOwnReleases(prisma, user.id, { take: LATEST_COUNT }),
    activityFeed(prisma, { userId: user.id, limit: ACTIVITY_COUNT }),
    isStaff(user.role) ? prisma.release.count({ where: { status: 'in_review' } }) : null,
    prisma.release.findMany({
      where: { ownerId: user.id, releaseDate: { gte: today }, status: { notIn: NOT_UPCOMING } },
      orderBy: [{ releaseDate: 'asc' }, { id: 'asc' }],
      take: UPCOMING_COUNT,
      select: { id: true, title: true, status: true, releaseDate: true, artist: { select: { name: true } } },
    }),
    ledgerSummary(prisma, user.id),
    royaltyBreakdowns(prisma, user.id),
    prisma.artist.findMany({
      where: { owner: { plan: { in: [...PAID_PLANS] }, ...NOT_BLOCKED }, ownerId: { not: user.id } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: PRO_ARTIST_COUNT,
      select: { id: true, name: true, mainGenre: true, type: true },
    }),
    recentTrackStreams(prisma, user.id, addDays(to, -(TOP_TRACK_DAYS - 1)), to, TOP_TRACK_COUNT),
  ]);
  const streamedTracks = await prisma.track.findMany({ where: { id: { in: streamed.map((row) => row.trackId) } }, select: { id: true, title: true, isrc: true } });
  const titles = new Map(streamedTracks.map((track) => [track.id, track]));
  return {
    name: user.name,
    plan: user.plan,
    showsAds: showsAds(user.plan),
    waitingForReview,
    releases: releases.map((release) => ({ ...release, status: asStatus(release.status) })),
    activity: activity.items,
    upcoming: upcoming.map((release) => ({ ...release, status: asStatus(release.status) })),
    ledger,
    royaltyMonths: breakdowns.byPeriod.map((row) => ({ period: row.key, cents: shownCents(row.micros) })),
    topTracks: topTracks(
      streamed.map((row) => ({ key: row.trackId, title: titles.get(row.trackId)?.title ?? '', isrc: titles.get(row.trackId)?.isrc ?? null, streams: row.streams })),
      breakdowns.byTrack
        .filter((track) => track.label !== null)
        .map((track) => ({ key: track.key, title: track.label ?? '', isrc: track.isrc ?? null, cents: shownCents(track.micros) })),
      TOP_TRACK_COUNT,
    ).map(({ key: _key, ...track }) => track),
    proArtists,
  };
}
