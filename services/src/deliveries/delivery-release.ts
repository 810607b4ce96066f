import { join } from 'node:path';
import { AppError, artistStoreIds, audioQualityOf } from '@slipcase/domain';
import type { Prisma, PrismaClient } from '@slipcase/db';
import type { DeliveryRelease } from '@slipcase/plugin-contract';

const COVER_FORMATS = ['jpeg', 'png'] as const;
type CoverFormat = (typeof COVER_FORMATS)[number];

function isCoverFormat(value: string | null): value is CoverFormat {
  return (COVER_FORMATS as readonly (string | null)[]).includes(value);
}

/** What a feed is made of, as read from the database: the release with its artist's name, its tracks and their credits. */
export type DeliveryReleaseRow = Prisma.ReleaseGetPayload<{
  include: { tracks: { include: { contributors: true; performers: true } } };
}> & { artist: { name: string; providerProfile?: string | null; storeProfiles?: unknown } };

/** A release as a feed sees it, whose cover is null while it has none a store can take (a draft's, say). */
export type DeliveryReleaseDraft = Omit<DeliveryRelease, 'cover'> & { cover: DeliveryRelease['cover'] | null };

/**
 * The feed's view of a release row (tracks and credits in the row's order); media paths point into storageDir.
 * Never throws: what a delivery cannot do without, the caller checks.
 */
export function deliveryReleaseOf(release: DeliveryReleaseRow, storageDir: string): DeliveryReleaseDraft {
  const { coverKey, coverFormat, coverWidth, coverHeight } = release;
  return {
    releaseId: release.id,
    upc: release.upc,
    title: release.title,
    type: release.type,
    status: release.status,
    primaryGenre: release.primaryGenre,
    language: release.language,
    releaseDate: release.releaseDate.toISOString().slice(0, 10),
    label: release.label,
    artist: {
      id: release.artistId,
      name: release.artist.name,
      storeIds: artistStoreIds({ providerProfile: release.artist.providerProfile ?? null, storeProfiles: release.artist.storeProfiles }),
    },
    featuredArtists: release.featuredArtists,
    cover:
      coverKey && isCoverFormat(coverFormat) && coverWidth && coverHeight
        ? { path: join(storageDir, coverKey), format: coverFormat, width: coverWidth, height: coverHeight }
        : null,
    tracks: release.tracks.map((track) => ({
      trackId: track.id,
      number: track.number,
      title: track.title,
      ...(track.version && { version: track.version }),
      ...(track.artistName && { artistName: track.artistName }),
      featuredArtists: track.featuredArtists,
      contributors: track.contributors.map(({ name, role, sharePercent }) => ({
        name,
        role,
        ...(sharePercent !== null && { sharePercent: Number(sharePercent) }),
      })),
      performers: track.performers.map(({ name, instrument }) => ({ name, ...(instrument && { instrument }) })),
      isrc: track.isrc,
      durationMs: track.durationMs,
      explicit: track.explicit,
      audio: { path: join(storageDir, track.audioKey), format: track.audioFormat },
    })),
  };
}

/**
 * Everything a store's feed needs about a release, read from the database, with the audio quality of the owner's
 * plan as it is now (001 §1); media paths point into storageDir.
 */
export async function loadDeliveryRelease(
  prisma: PrismaClient,
  releaseId: string,
  storageDir: string,
): Promise<DeliveryRelease> {
  const row = await prisma.release.findUnique({
    where: { id: releaseId },
    include: {
      artist: true,
      owner: { select: { plan: true } },
      tracks: {
        orderBy: { number: 'asc' },
        include: { contributors: { orderBy: { position: 'asc' } }, performers: { orderBy: { position: 'asc' } } },
      },
    },
  });
  if (!row) throw new AppError('not_found', 'releaseId', { releaseId });
  const { cover, ...release } = deliveryReleaseOf(row, storageDir);
  // The message is the error encoded as the web reads it, so a delivery's recorded reason reads in plain words.
  if (!cover) throw new AppError('release_incomplete', 'artwork', { fields: 'artwork' }, 'release_incomplete {"fields":"artwork"}');
  return { ...release, cover, audioQuality: audioQualityOf(row.owner.plan) };
}
