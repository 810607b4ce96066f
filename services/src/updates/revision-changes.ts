import { Prisma, type PrismaClient } from '@slipcase/db';
import { AppError, formatIsoDate, type ContributorDraft, type PerformerDraft, type ReleaseSnapshot } from '@slipcase/domain';
import type { DeliveryReleaseRow } from '../deliveries/delivery-release';

/** A cover already stored for an update (stageUpdateCover), not yet the release's. */
export interface StagedCover {
  key: string;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  bytes: number;
  sha256: string;
}

/** What an owner proposes to change on one track; a field left out stays as it is. */
export interface TrackUpdate {
  trackId: string;
  explicit?: boolean;
  lyrics?: string | null;
  genre?: string | null;
  contributors?: ContributorDraft[];
  performers?: PerformerDraft[];
  /** Never accepted on a release the stores have: present so that asking is refused with why. */
  title?: string;
  isrc?: string;
}

/**
 * An update as proposed and stored on its ReleaseRevision (`changes`). Only what stores accept can pass
 * checkReleaseUpdate; a title or a track's ISRC may be asked for, and is refused with the reason.
 */
export interface ReleaseUpdateChanges {
  cover?: StagedCover;
  primaryGenre?: string;
  secondaryGenre?: string | null;
  label?: string | null;
  /** ISO date; only while the release is not live yet. */
  releaseDate?: string;
  title?: string;
  tracks?: TrackUpdate[];
}

/** The release with what an update compares and applies: its artist, tracks and their credits, in order. */
export type RevisableRelease = DeliveryReleaseRow;

export async function loadRevisableRelease(prisma: PrismaClient | Prisma.TransactionClient, releaseId: string): Promise<RevisableRelease> {
  const row = await prisma.release.findUnique({
    where: { id: releaseId },
    include: {
      artist: true,
      tracks: {
        orderBy: { number: 'asc' },
        include: { contributors: { orderBy: { position: 'asc' } }, performers: { orderBy: { position: 'asc' } } },
      },
    },
  });
  if (!row) throw new AppError('not_found', 'releaseId');
  return row;
}

const share = (value: Prisma.Decimal | number | null): number | null => (value === null ? null : Number(value));

/** The release as the domain compares it. */
export function snapshotOf(row: RevisableRelease): ReleaseSnapshot {
  return {
    title: row.title,
    artistId: row.artistId,
    upc: row.upc,
    type: row.type,
    language: row.language,
    featuredArtists: row.featuredArtists,
    primaryGenre: row.primaryGenre,
    secondaryGenre: row.secondaryGenre,
    label: row.label,
    releaseDate: formatIsoDate(row.releaseDate),
    coverSha256: row.coverSha256,
    tracks: row.tracks.map((track) => ({
      id: track.id,
      number: track.number,
      title: track.title,
      version: track.version,
      isrc: track.isrc,
      audioSha256: track.audioSha256,
      artistName: track.artistName,
      featuredArtists: track.featuredArtists,
      language: track.language,
      explicit: track.explicit,
      lyrics: track.lyrics,
      genre: track.genre,
      contributors: track.contributors.map(({ name, role, sharePercent }) => ({ name, role, sharePercent: share(sharePercent) })),
      performers: track.performers.map(({ name, instrument }) => ({ name, instrument })),
    })),
  };
}

const trimmed = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * The release row as it would be with the changes, in memory (for the domain's comparison and the feeds' diff). A
 * track update naming a track the release does not have adds one, which the comparison sees as a changed track list.
 */
export function revisedRow(row: RevisableRelease, changes: ReleaseUpdateChanges): RevisableRelease {
  const { cover } = changes;
  const tracks = row.tracks.map((track) => {
    const update = changes.tracks?.find((t) => t.trackId === track.id);
    if (!update) return track;
    return {
      ...track,
      ...(update.title !== undefined && { title: update.title }),
      ...(update.isrc !== undefined && { isrc: update.isrc }),
      ...(update.explicit !== undefined && { explicit: update.explicit }),
      ...(update.lyrics !== undefined && { lyrics: trimmed(update.lyrics), hasLyrics: trimmed(update.lyrics) !== null }),
      ...(update.genre !== undefined && { genre: trimmed(update.genre) }),
      ...(update.contributors && {
        contributors: update.contributors.map((c, position) => ({
          id: `${track.id}:c${position}`,
          trackId: track.id,
          position,
          name: c.name.trim(),
          role: c.role,
          sharePercent: c.sharePercent === null ? null : new Prisma.Decimal(c.sharePercent),
        })),
      }),
      ...(update.performers && {
        performers: update.performers.map((p, position) => ({
          id: `${track.id}:p${position}`,
          trackId: track.id,
          position,
          name: p.name.trim(),
          instrument: trimmed(p.instrument),
        })),
      }),
    };
  });
  const unknown = (changes.tracks ?? []).filter((t) => !row.tracks.some((track) => track.id === t.trackId));
  // A release with no track yet (a draft) has no track to copy: the added one carries no credits either way.
  const added = unknown.map((t, i) => ({ ...row.tracks[0]!, contributors: [], performers: [], id: t.trackId, number: row.tracks.length + i + 1 }));
  return {
    ...row,
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.primaryGenre !== undefined && { primaryGenre: changes.primaryGenre }),
    ...(changes.secondaryGenre !== undefined && { secondaryGenre: trimmed(changes.secondaryGenre) }),
    ...(changes.label !== undefined && { label: trimmed(changes.label) }),
    ...(changes.releaseDate !== undefined && { releaseDate: new Date(`${changes.releaseDate}T00:00:00Z`) }),
    ...(cover && {
      coverKey: cover.key,
      coverFormat: cover.format,
      coverWidth: cover.width,
      coverHeight: cover.height,
      coverBytes: cover.bytes,
      coverSha256: cover.sha256,
    }),
    tracks: [...tracks, ...added],
  };
}
