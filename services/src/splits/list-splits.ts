import { AppError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { SPLIT_VIEW_INCLUDE, splitView, type SplitView } from './split-view';

/**
 * The owner's splits, current, upcoming and past (of one release when `releaseId` is given, which must be
 * theirs: another account's is not_found): by release, the release's own before its tracks', newest first.
 */
export async function listSplits(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { ownerId: string; releaseId?: string }): Promise<SplitView[]> {
  if (input.releaseId !== undefined) {
    const owned = await deps.prisma.release.findFirst({ where: { id: input.releaseId, ownerId: input.ownerId }, select: { id: true } });
    if (!owned) throw new AppError('not_found', 'releaseId');
  }
  const rows = await deps.prisma.split.findMany({
    where: { ownerId: input.ownerId, ...(input.releaseId !== undefined && { releaseId: input.releaseId }) },
    include: SPLIT_VIEW_INCLUDE,
    orderBy: [{ releaseId: 'asc' }, { trackId: { sort: 'asc', nulls: 'first' } }, { fromPeriod: 'desc' }],
  });
  return rows.map((row) => splitView(row, deps.now));
}
