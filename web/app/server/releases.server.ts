import { getPrisma } from '@slipcase/db';
import { isStaff, type Role } from '@slipcase/domain';
import {
  activityFeed,
  asStatus,
  findCoverFile,
  findOwnRelease,
  getReleaseView,
  listOwnArtists as ownArtists,
  listOwnReleases as ownReleases,
  releaseTitle,
  savedWizardStep,
} from '@slipcase/services';
import { serviceDeps } from './deps.server';
import { requireUser } from './session.server';

export { asStatus };

export type ReleaseOrder = 'newest' | 'oldest';

/** The user's releases, newest first unless asked otherwise, with what a list shows. */
export async function listOwnReleases(ownerId: string, options: { take?: number; order?: ReleaseOrder } = {}) {
  const releases = await ownReleases((await serviceDeps()).prisma, ownerId, options);
  return releases.map((release) => ({ ...release, status: asStatus(release.status) }));
}

/** Artists the user may release under, for the new-release form. */
export async function listOwnArtists(ownerId: string) {
  return ownArtists((await serviceDeps()).prisma, ownerId);
}

/** A release is visible to its owner and to operators; to anyone else it does not exist. */
export function canSeeRelease(user: { id: string; role: Role }, ownerId: string): boolean {
  return user.id === ownerId || isStaff(user.role);
}

/** The signed-in user and the release they asked for; a release they may not see is not found. */
export async function loadVisibleRelease(request: Request, releaseId: string | undefined) {
  const user = await requireUser(request);
  const release = releaseId ? await await releaseViewOf(releaseId) : null;
  if (!release || !canSeeRelease(user, release.owner.id)) throw new Response('Not found', { status: 404 });
  return { user, release };
}

async function releaseViewOf(releaseId: string) {
  const { prisma, now, settings } = await serviceDeps();
  return getReleaseView(prisma, releaseId, { now, settings });
}

/** The owner's release as the wizard reads it; null for another account's release or none. */
export const ownDraft = (ownerId: string, releaseId: string) => findOwnRelease(getPrisma(), ownerId, releaseId);
/** The wizard step the owner's draft was last saved at, or null. */
export const lastSavedStep = (ownerId: string, releaseId: string) => savedWizardStep(getPrisma(), ownerId, releaseId);
/** The release's owner and stored cover, or null. */
export const coverFile = (releaseId: string) => findCoverFile(getPrisma(), releaseId);
/** The release's title, or null. */
export const titleOf = (releaseId: string) => releaseTitle(getPrisma(), releaseId);
/** A page of the user's activity feed. */
export const userActivity = (input: Parameters<typeof activityFeed>[1]) => activityFeed(getPrisma(), input);
