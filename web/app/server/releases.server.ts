import { getPrisma } from '@slipcase/db';
import { isReleaseStatus, isStaff, type ReleaseStatus, type Role } from '@slipcase/domain';
import { getReleaseView } from '@slipcase/services';
import { requireUser } from './session.server';

export type ReleaseOrder = 'newest' | 'oldest';

/** The user's releases, newest first unless asked otherwise, with what a list shows. */
export async function listOwnReleases(ownerId: string, { take, order = 'newest' }: { take?: number; order?: ReleaseOrder } = {}) {
  const direction = order === 'newest' ? 'desc' : 'asc';
  const releases = await getPrisma().release.findMany({
    where: { ownerId },
    orderBy: [{ createdAt: direction }, { id: direction }],
    take,
    select: { id: true, title: true, status: true, releaseDate: true, upc: true, artist: { select: { name: true } } },
  });
  return releases.map((release) => ({ ...release, status: asStatus(release.status) }));
}

export function asStatus(value: string): ReleaseStatus {
  return isReleaseStatus(value) ? value : 'unknown';
}

/** Artists the user may release under, for the new-release form. */
export function listOwnArtists(ownerId: string) {
  return getPrisma().artist.findMany({
    where: { ownerId },
    orderBy: { name: 'asc' },
    select: { id: true, name: true },
  });
}

/** A release is visible to its owner and to operators; to anyone else it does not exist. */
export function canSeeRelease(user: { id: string; role: Role }, ownerId: string): boolean {
  return user.id === ownerId || isStaff(user.role);
}

/** The signed-in user and the release they asked for; a release they may not see is not found. */
export async function loadVisibleRelease(request: Request, releaseId: string | undefined) {
  const user = await requireUser(request);
  const release = releaseId ? await getReleaseView(getPrisma(), releaseId) : null;
  if (!release || !canSeeRelease(user, release.owner.id)) throw new Response('Not found', { status: 404 });
  return { user, release };
}
