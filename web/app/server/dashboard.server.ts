import { getPrisma } from '@slipcase/db';
import { isStaff, showsAds, type ReleaseStatus } from '@slipcase/domain';
import { activityFeed, ledgerSummary } from '@slipcase/services';
import { royaltiesByMonth } from '../lib/royalty-months';
import { asStatus, listOwnReleases } from './releases.server';
import type { SessionUser } from './session.server';

const LATEST_COUNT = 5;
const ACTIVITY_COUNT = 8;
const UPCOMING_COUNT = 5;
const TOP_TRACK_COUNT = 5;
const PRO_ARTIST_COUNT = 6;
/** The revenue overview's chart: the last months with royalties. */
const REVENUE_MONTHS = 6;
const CURRENCY = 'USD';

/** A release that is over or stopped is not "upcoming", whatever its date says. */
const NOT_UPCOMING: ReleaseStatus[] = ['rejected', 'removed', 'expired', 'takedown_requested', 'unknown'];

/** The dashboard's widgets (000 §2): everything is the user's own, except the latest PRO artists of the platform. */
export async function loadDashboard(user: SessionUser, now = new Date()) {
  const prisma = getPrisma();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [releases, activity, waitingForReview, upcoming, ledger, lines, topTracks, proArtists] = await Promise.all([
    listOwnReleases(user.id, { take: LATEST_COUNT }),
    activityFeed(prisma, { userId: user.id, limit: ACTIVITY_COUNT }),
    isStaff(user.role) ? prisma.release.count({ where: { status: 'in_review' } }) : null,
    prisma.release.findMany({
      where: { ownerId: user.id, releaseDate: { gte: today }, status: { notIn: NOT_UPCOMING } },
      orderBy: [{ releaseDate: 'asc' }, { id: 'asc' }],
      take: UPCOMING_COUNT,
      select: { id: true, title: true, status: true, releaseDate: true, artist: { select: { name: true } } },
    }),
    ledgerSummary(prisma, user.id, CURRENCY),
    prisma.royaltyLine.findMany({ where: { userId: user.id, currency: CURRENCY }, select: { period: true, date: true, amountCents: true } }),
    prisma.royaltyLine.groupBy({
      by: ['trackTitle', 'isrc'],
      where: { userId: user.id, currency: CURRENCY, trackTitle: { not: null } },
      _sum: { amountCents: true },
      orderBy: { _sum: { amountCents: 'desc' } },
      take: TOP_TRACK_COUNT,
    }),
    prisma.artist.findMany({
      where: { owner: { plan: { in: ['pro', 'advanced'] } }, ownerId: { not: user.id } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: PRO_ARTIST_COUNT,
      select: { id: true, name: true, mainGenre: true, type: true },
    }),
  ]);
  return {
    name: user.name,
    plan: user.plan,
    showsAds: showsAds(user.plan),
    waitingForReview,
    releases,
    activity: activity.items,
    upcoming: upcoming.map((release) => ({
      ...release,
      status: asStatus(release.status),
      releaseDate: release.releaseDate.toISOString().slice(0, 10),
    })),
    revenue: {
      currency: CURRENCY,
      totalCents: ledger.royaltiesCents,
      availableCents: ledger.availableCents,
      months: royaltiesByMonth(lines.map((line) => ({ ...line, date: line.date.toISOString().slice(0, 10) }))).slice(-REVENUE_MONTHS),
    },
    topTracks: topTracks.map((track) => ({
      title: track.trackTitle ?? '',
      isrc: track.isrc,
      cents: track._sum.amountCents ?? 0,
    })),
    proArtists,
  };
}
