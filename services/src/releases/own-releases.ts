import type { DbClient } from '@slipcase/db';
import { RELEASE_DRAFT_INCLUDE, type ReleaseDraftRow } from './release-draft';

/** The owner's release as the rules read it, or null: another account's release is not found. */
export function findOwnRelease(db: DbClient, ownerId: string, releaseId: string): Promise<ReleaseDraftRow | null> {
  return db.release.findFirst({ where: { id: releaseId, ownerId }, include: RELEASE_DRAFT_INCLUDE });
}

/** Whether the release is the owner's, reading no more than its id. */
export async function ownsRelease(db: DbClient, ownerId: string, releaseId: string): Promise<boolean> {
  return (await db.release.count({ where: { id: releaseId, ownerId } })) > 0;
}

export const COVER_FIELDS = { coverKey: true, coverFormat: true, coverWidth: true, coverHeight: true, coverBytes: true, coverSha256: true } as const;

/** The release's cover fields only. */
export function loadCover(db: DbClient, releaseId: string): Promise<Pick<ReleaseDraftRow, keyof typeof COVER_FIELDS>> {
  return db.release.findUniqueOrThrow({ where: { id: releaseId }, select: COVER_FIELDS });
}

/** One track of the release with its credits (as the release is read with them); null if gone. */
export function loadTrack(db: DbClient, releaseId: string, trackId: string): Promise<ReleaseDraftRow['tracks'][number] | null> {
  return db.track.findFirst({ where: { id: trackId, releaseId }, include: RELEASE_DRAFT_INCLUDE.tracks.include });
}

/**
 * A page of the owner's releases, newest first, with their artist and track count: `limit` of them and the id
 * the next page starts at (null on the last). Null when `cursor` is not one of the owner's releases.
 */
export async function listReleasePage(db: DbClient, input: { ownerId: string; cursor?: string; limit: number }) {
  const { ownerId, cursor, limit } = input;
  if (cursor && !(await ownsRelease(db, ownerId, cursor))) return null;
  const rows = await db.release.findMany({
    where: { ownerId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    ...(cursor && { cursor: { id: cursor } }),
    include: { artist: { select: { id: true, name: true } }, _count: { select: { tracks: true } } },
  });
  return { releases: rows.slice(0, limit), nextCursor: rows[limit]?.id ?? null };
}

/** The owner's releases, newest first unless asked otherwise, with what a list shows. */
export function listOwnReleases(db: DbClient, ownerId: string, { take, order = 'newest' }: { take?: number; order?: 'newest' | 'oldest' } = {}) {
  const direction = order === 'newest' ? 'desc' : 'asc';
  return db.release.findMany({
    where: { ownerId },
    orderBy: [{ createdAt: direction }, { id: direction }],
    take,
    select: { id: true, title: true, status: true, releaseDate: true, upc: true, artist: { select: { name: true } } },
  });
}

/** Artists the owner may release under, by name. */
export function listOwnArtists(db: DbClient, ownerId: string) {
  return db.artist.findMany({ where: { ownerId }, orderBy: { name: 'asc' }, select: { id: true, name: true } });
}

/** Who owns the release and where its cover is stored; null when there is no release by that id. */
export function findCoverFile(db: DbClient, releaseId: string) {
  return db.release.findUnique({ where: { id: releaseId }, select: { ownerId: true, coverKey: true, coverFormat: true } });
}

/** The wizard step the owner's draft was last saved at; null for no step saved or another account's release. */
export async function savedWizardStep(db: DbClient, ownerId: string, releaseId: string): Promise<string | null> {
  const release = await db.release.findFirst({ where: { id: releaseId, ownerId }, select: { wizardStep: true } });
  return release?.wizardStep ?? null;
}

/** The release's title; null when there is no release by that id. */
export async function releaseTitle(db: DbClient, releaseId: string): Promise<string | null> {
  const release = await db.release.findUnique({ where: { id: releaseId }, select: { title: true } });
  return release?.title ?? null;
}
