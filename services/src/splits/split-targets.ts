import type { ServiceDeps } from '../deps';

/** A release of the owner a split can be set on, with its tracks (a track may have its own split). */
export interface SplitTarget {
  id: string;
  title: string;
  published: boolean;
  tracks: { id: string; title: string }[];
}

/** The owner's releases for the splits page: published ones first, then the others (drafts too), newest first. */
export async function splitTargets(deps: Pick<ServiceDeps, 'prisma'>, input: { ownerId: string }): Promise<SplitTarget[]> {
  const rows = await deps.prisma.release.findMany({
    where: { ownerId: input.ownerId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, title: true, status: true, tracks: { orderBy: { number: 'asc' }, select: { id: true, title: true } } },
  });
  const targets = rows.map(({ id, title, status, tracks }) => ({ id, title, published: status === 'published', tracks }));
  return [...targets.filter((target) => target.published), ...targets.filter((target) => !target.published)];
}
