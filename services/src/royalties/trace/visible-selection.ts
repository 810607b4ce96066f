import type { DbClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';

/**
 * Refuses with not_found a release or track the viewer may not trace: neither theirs nor one whose split names them
 * as a payee (an operator's: one that does not exist). The same answer for another account's and for nobody's, so
 * an id tells nothing; their own with no royalties in the period is an empty trace, not a refusal.
 */
export async function checkSelectionVisible(
  db: DbClient,
  viewer: { userId: string; operator: boolean },
  selection: { releaseId?: string; trackId?: string },
): Promise<void> {
  const mine = viewer.operator ? {} : { OR: [{ ownerId: viewer.userId }, { splits: { some: { payees: { some: { userId: viewer.userId } } } } }] };
  if (selection.releaseId && (await db.release.count({ where: { id: selection.releaseId, ...mine } })) === 0) throw new AppError('not_found', 'releaseId');
  if (selection.trackId && (await db.track.count({ where: { id: selection.trackId, release: mine } })) === 0) throw new AppError('not_found', 'trackId');
}
