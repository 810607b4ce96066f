import type { DbClient } from '@slipcase/db';
import { shownReleaseStatus, storeStandings, type ReleaseStatus } from '@slipcase/domain';
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

/**
 * The owner's releases, newest first unless asked otherwise, with what a list shows. The status is the one its
 * badge shows (shownReleaseStatus): a takedown of some stores leaves a release published in the others.
 */
export async function listOwnReleases(db: DbClient, ownerId: string, { take, order = 'newest' }: { take?: number; order?: 'newest' | 'oldest' } = {}) {
  const direction = order === 'newest' ? 'desc' : 'asc';
  const releases = await db.release.findMany({
    where: { ownerId },
    orderBy: [{ createdAt: direction }, { id: direction }],
    take,
    select: { id: true, title: true, status: true, releaseDate: true, upc: true, artist: { select: { name: true } } },
  });
  const shown = await shownStatuses(db, releases.filter((release) => release.status === 'takedown_requested').map((release) => release.id));
  return releases.map((release) => ({ ...release, status: shown.get(release.id) ?? release.status }));
}

/** The badge's status of releases with a takedown requested, read per store. */
async function shownStatuses(db: DbClient, releaseIds: readonly string[]): Promise<Map<string, ReleaseStatus>> {
  if (releaseIds.length === 0) return new Map();
  const [deliveries, takedowns] = await Promise.all([
    db.delivery.findMany({
      where: { releaseId: { in: [...releaseIds] } },
      orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
      select: { releaseId: true, store: true, kind: true, status: true },
    }),
    db.takedownRequest.findMany({ where: { releaseId: { in: [...releaseIds] }, status: { in: ['requested', 'processing'] } }, select: { releaseId: true, stores: true } }),
  ]);
  return new Map(
    releaseIds.map((id) => {
      const standings = storeStandings(deliveries.filter((delivery) => delivery.releaseId === id));
      const stores = takedowns.find((takedown) => takedown.releaseId === id)?.stores ?? [];
      return [id, shownReleaseStatus('takedown_requested', standings, stores)];
    }),
  );
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
