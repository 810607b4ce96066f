import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '@slipcase/db';
import { isReleaseUpdatable, storesRefusingCover, type PlatformTier } from '@slipcase/domain';
import { inspectCover } from '../media/inspect-cover';
import type { MediaDeps } from '../media/media-deps';
import { refuse, uploadField, type MediaRefusal } from '../media/media-refusal';
import { ARTWORK_EXTENSIONS, coverStem } from '../media/stored-files';
import { liveStores } from './live-stores';
import type { ReleaseUpdateChanges, StagedCover } from './revision-changes';

/**
 * Checks a new cover for an update of a release the stores have (the wizard's artwork checks) and stores it under a
 * key of its own, beside the live cover, which it never replaces: the release takes it only when the revision
 * naming it is applied. Refused: a release that is not the owner's (`not_found`), not approved or live (`update_not_live`), a
 * bad image (the artwork rules' codes) or one smaller than a store that has the release takes (`update_cover_too_small`).
 */
export async function stageUpdateCover(
  deps: Pick<MediaDeps, 'prisma' | 'storage'> & { stores: readonly PlatformTier[] },
  input: { userId: string; releaseId: string; path: string },
): Promise<{ ok: true; cover: StagedCover } | MediaRefusal> {
  const field = uploadField('artwork');
  const release = await deps.prisma.release.findUnique({ where: { id: input.releaseId }, select: { ownerId: true, status: true } });
  if (!release || release.ownerId !== input.userId) return refuse('not_found', field);
  const stores = await liveStores(deps.prisma, input.releaseId);
  if (!isReleaseUpdatable(release.status, stores)) return refuse('update_not_live', field);
  const inspected = await inspectCover(input.path);
  if (!inspected.ok) return inspected;
  const { format, image } = inspected;
  const refusing = storesRefusingCover(Math.min(image.width, image.height), stores, deps.stores);
  if (refusing) return refuse('update_cover_too_small', field, { stores: refusing.names.join(', '), min: refusing.minPx });
  // A key never used before: discarding a staged cover can never remove the live one.
  const key = `${coverStem(input.releaseId)}-${randomBytes(6).toString('hex')}.${ARTWORK_EXTENSIONS[format]}`;
  const stored = await deps.storage.put(key, input.path);
  return { ok: true, cover: { key: stored.key, format, width: image.width, height: image.height, bytes: stored.bytes, sha256: stored.sha256 } };
}

/** Removes a staged cover no revision took (a preview, a refused proposal, a rejected update). */
export async function discardStagedCover(deps: Pick<MediaDeps, 'storage'>, cover: StagedCover | undefined): Promise<void> {
  if (cover) await deps.storage.remove(cover.key).catch(() => undefined);
}

/** The cover a revision proposes, with whose release it is (only they and staff may see it); null when it has none. */
export async function revisionCover(
  prisma: PrismaClient,
  input: { releaseId: string; revisionId: string },
): Promise<{ ownerId: string; cover: StagedCover } | null> {
  const revision = await prisma.releaseRevision.findUnique({
    where: { id: input.revisionId },
    select: { releaseId: true, changes: true, release: { select: { ownerId: true } } },
  });
  const cover = (revision?.changes as ReleaseUpdateChanges | null | undefined)?.cover;
  if (!revision || revision.releaseId !== input.releaseId || !cover) return null;
  return { ownerId: revision.release.ownerId, cover };
}
