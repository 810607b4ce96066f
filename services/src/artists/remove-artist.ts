import { checkArtistRemoval, INACTIVE_RELEASE_STATUSES, type FieldError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

export type RemovalResult =
  | { status: 'removed'; name: string }
  | { status: 'refused'; activeReleases: number; error: FieldError }
  | { status: 'not_found' };

const refused = (activeReleases: number): RemovalResult => ({
  status: 'refused',
  activeReleases,
  error: checkArtistRemoval(activeReleases)[0]!,
});

/**
 * Removes the owner's artist unless it has active releases (000 §4, §8: refused with their count). Its inactive
 * releases (drafts, removed, expired: INACTIVE_RELEASE_STATUSES) go with it, and their files and its picture leave
 * the storage. The artist's row is locked meanwhile, so no release can be created for it in between; a release
 * submitted in between keeps the artist (the foreign key refuses the deletion) and the removal is refused.
 */
export async function removeMyArtist(
  { prisma, storage }: Pick<ServiceDeps, 'prisma' | 'storage'>,
  { ownerId, artistId }: { ownerId: string; artistId: string },
): Promise<RemovalResult> {
  let outcome: { name: string; keys: string[] } | { active: number } | null;
  try {
    outcome = await prisma.$transaction(async (tx) => {
      const [artist] = await tx.$queryRaw<Array<{ name: string; imageKey: string | null }>>`
        SELECT name, "imageKey" FROM "Artist" WHERE id = ${artistId} AND "ownerId" = ${ownerId} FOR UPDATE`;
      if (!artist) return null;
      const active = await tx.release.count({ where: { artistId, status: { notIn: [...INACTIVE_RELEASE_STATUSES] } } });
      if (active > 0) return { active };
      const inactive = await tx.release.findMany({
        where: { artistId, status: { in: [...INACTIVE_RELEASE_STATUSES] } },
        select: { coverKey: true, tracks: { select: { audioKey: true } } },
      });
      await tx.release.deleteMany({ where: { artistId, status: { in: [...INACTIVE_RELEASE_STATUSES] } } });
      await tx.artist.delete({ where: { id: artistId } });
      const keys = inactive.flatMap((release) => [release.coverKey, ...release.tracks.map((track) => track.audioKey)]);
      return { name: artist.name, keys: [...keys, artist.imageKey].filter((key): key is string => Boolean(key)) };
    });
  } catch (error) {
    // P2003: a release became active in between and still points at the artist.
    if ((error as { code?: unknown } | null)?.code !== 'P2003') throw error;
    return refused(await prisma.release.count({ where: { artistId, status: { notIn: [...INACTIVE_RELEASE_STATUSES] } } }));
  }
  if (outcome === null) return { status: 'not_found' };
  if ('active' in outcome) return refused(outcome.active);
  await Promise.all(
    outcome.keys.map((key) =>
      storage.remove(key).catch((error: unknown) => console.error(`[artists] could not remove ${key}`, error)),
    ),
  );
  return { status: 'removed', name: outcome.name };
}
