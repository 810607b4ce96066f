import type { PrismaClient } from '@slipcase/db';
import { analyticsAccess, AppError, type Plan } from '@slipcase/domain';
import type { RollupScope } from './rollup-queries';

export interface AnalyticsSubjectInput {
  userId: string;
  artistId?: string;
  releaseId?: string;
  trackId?: string;
}

/** What a report is about, checked to be the user's: its rollup scope, and the user's plan. */
export interface AnalyticsSubject {
  plan: Plan;
  artists: { id: string; name: string }[];
  artistId: string | null;
  release: { id: string; title: string } | null;
  track: { id: string; title: string; releaseId: string } | null;
  scope: RollupScope;
  /** A release's or a track's tracks; none for an artist, whose top tracks come from the artist's own rollups. */
  tracks: { id: string; title: string; releaseId: string; releaseTitle: string }[];
}

const notYours = (field: string) => new AppError('not_found', field);

/**
 * The artist, release or track asked for, among the user's own: another account's id is not found, as one that does
 * not exist. Without an artist, the user's first; 'all' (the label total) only where the plan has it.
 */
export async function analyticsSubject(prisma: PrismaClient, input: AnalyticsSubjectInput): Promise<AnalyticsSubject> {
  const user = await prisma.user.findUnique({
    where: { id: input.userId },
    select: { plan: true, artists: { select: { id: true, name: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
  });
  if (!user) throw new AppError('not_found', 'userId');
  const { artists } = user;
  const access = analyticsAccess(user.plan);
  const release = input.releaseId
    ? await prisma.release.findFirst({ where: { id: input.releaseId, ownerId: input.userId }, select: { id: true, title: true, artistId: true } })
    : null;
  if (input.releaseId && !release) throw notYours('releaseId');
  const track = input.trackId
    ? await prisma.track.findFirst({ where: { id: input.trackId, release: { ownerId: input.userId } }, select: { id: true, title: true, releaseId: true, release: { select: { artistId: true } } } })
    : null;
  if (input.trackId && !track) throw notYours('trackId');
  if (track && release && track.releaseId !== release.id) throw notYours('trackId');

  let artistId = track?.release.artistId ?? release?.artistId ?? input.artistId ?? artists[0]?.id ?? null;
  // The label total is the Advanced plan's: asked for on another plan it is refused as beyond the plan (403 on /v1).
  if (artistId === 'all' && !access.labelTotal) throw new AppError('premium_required', 'artistId');
  if (artistId !== null && artistId !== 'all' && !artists.some((artist) => artist.id === artistId)) throw notYours('artistId');
  if (artistId === 'all' && artists.length === 0) artistId = null;
  const artistIds = artistId === 'all' ? artists.map((artist) => artist.id) : artistId ? [artistId] : [];

  const tracks =
    track || release
      ? (
          await prisma.track.findMany({
            where: track ? { id: track.id } : { releaseId: release!.id },
            select: { id: true, title: true, releaseId: true, release: { select: { title: true } } },
            orderBy: [{ releaseId: 'asc' }, { number: 'asc' }],
          })
        ).map(({ release: { title: releaseTitle }, ...rest }) => ({ ...rest, releaseTitle }))
      : [];
  const scope: RollupScope = track || release ? { scope: 'track', ids: tracks.map((found) => found.id) } : { scope: 'artist', ids: artistIds };
  return {
    plan: user.plan,
    artists,
    artistId,
    release: release && { id: release.id, title: release.title },
    track: track && { id: track.id, title: track.title, releaseId: track.releaseId },
    scope,
    tracks,
  };
}
