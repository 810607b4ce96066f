import type { PrismaClient } from '@slipcase/db';
import { AppError, checkReleaseForSubmission, choosePlatforms, isStaff, type FieldError, type PlatformTier } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { RELEASE_DRAFT_INCLUDE, ReleaseCheckError, defaultPlatforms, releaseCheckContext, toReleaseDraft } from '../releases/release-draft';

/** What checking a stored release reads of the application's state. */
export type StoredCheckDeps = Pick<ServiceDeps, 'prisma' | 'now' | 'settings' | 'stores'>;

export type OwnRelease = Awaited<ReturnType<typeof loadReleaseToCheck>>;

export interface StoreChoice {
  /** The stores the release goes to. */
  stores: string[];
  /** Premium-only stores the user picked that the plan does not reach: ignored, with a warning (001 §5). */
  droppedStores: string[];
  /** Stores left out because they take a bigger cover than the release has: a warning too. */
  coverTooSmallFor: string[];
}

/** The owner's release with what the rules read of it; another user's is refused. */
export async function loadReleaseToCheck(prisma: PrismaClient, input: { releaseId: string; userId: string }) {
  const release = await prisma.release.findUnique({
    where: { id: input.releaseId },
    include: { ...RELEASE_DRAFT_INCLUDE, owner: { select: { id: true, plan: true, timeZone: true, role: true } } },
  });
  if (!release) throw new AppError('not_found', 'releaseId');
  if (release.ownerId !== input.userId) throw new AppError('permission_denied', 'releaseId');
  return release;
}

/** The stores the release goes to on its owner's plan, and those left out with a warning. */
export function storeChoice(release: OwnRelease, available: readonly PlatformTier[]): StoreChoice {
  const choice = choosePlatforms({
    plan: release.owner.plan,
    selected: release.platforms,
    available,
    staff: isStaff(release.owner.role),
    ...(release.coverWidth && release.coverHeight && { coverPx: Math.min(release.coverWidth, release.coverHeight) }),
  });
  return { stores: choice.kept, droppedStores: choice.dropped, coverTooSmallFor: choice.coverTooSmall };
}

/** Every rule of 001 §5 on the release as stored, and the stores it would go to. */
export async function storedReleaseCheck(deps: StoredCheckDeps, release: OwnRelease, options: { monthlyLimit: boolean }) {
  // A stored release without a choice of platforms goes to every store its plan reaches.
  const draft = toReleaseDraft(release);
  const platforms = draft.platforms.length > 0 ? draft.platforms : defaultPlatforms(release.owner.plan, deps.stores, release.owner.role);
  const context = await releaseCheckContext(deps.prisma, release.owner, release, {
    now: deps.now,
    settings: deps.settings,
    stores: deps.stores,
    monthlyLimit: options.monthlyLimit,
  });
  const result = checkReleaseForSubmission({ ...draft, platforms }, context);
  const choice = storeChoice(release, deps.stores);
  // Every store the plan reaches takes a bigger cover than this one.
  const noStore: FieldError[] = result.errors.length === 0 && choice.stores.length === 0 ? [{ code: 'required', field: 'platforms' }] : [];
  return { result: { ...result, errors: [...result.errors, ...noStore] }, choice };
}

/**
 * Every rule of 001 §5 on the release as stored (checkReleaseForSubmission): the one check before a review starts,
 * at submission (with the monthly limit) and at reopening. Throws a ReleaseCheckError carrying every problem.
 */
export async function checkStoredRelease(deps: StoredCheckDeps, release: OwnRelease, options: { monthlyLimit: boolean }): Promise<StoreChoice> {
  const { result, choice } = await storedReleaseCheck(deps, release, options);
  if (result.errors.length > 0) throw new ReleaseCheckError(result.errors);
  return choice;
}
