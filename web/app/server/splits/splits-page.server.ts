import { listSplits, splitsSharedWithMe, splitTargets, type SplitView } from '@slipcase/services';
import { splitDeps } from '../deps.server';

/**
 * What `/royalties/splits` shows the signed-in user: each of their releases (published first) with its splits,
 * current, upcoming and past, and the splits others share with them. Only the user's own releases are read.
 */
export async function loadSplitsPage(userId: string) {
  const deps = splitDeps();
  const [targets, splits, shared] = await Promise.all([
    splitTargets(deps, { ownerId: userId }),
    listSplits(deps, { ownerId: userId }),
    splitsSharedWithMe(deps, { userId }),
  ]);
  const byRelease = new Map<string, SplitView[]>();
  for (const split of splits) byRelease.set(split.releaseId, [...(byRelease.get(split.releaseId) ?? []), split]);
  return {
    releases: targets.map((release) => ({ ...release, splits: byRelease.get(release.id) ?? [] })),
    shared,
  };
}

export type SplitsPageRelease = Awaited<ReturnType<typeof loadSplitsPage>>['releases'][number];
