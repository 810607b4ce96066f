import { AppError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

/** A release a banner can be made of: the owner's, with a cover. */
export interface BannerRelease {
  id: string;
  title: string;
  artist: string;
  coverKey: string;
}

const FIELDS = { id: true, title: true, coverKey: true, artist: { select: { name: true } } } as const;

type Row = { id: string; title: string; coverKey: string | null; artist: { name: string } };

const withCover = (row: Row): BannerRelease | null => (row.coverKey ? { id: row.id, title: row.title, artist: row.artist.name, coverKey: row.coverKey } : null);

/** The owner's releases that have a cover, newest first: what the generator offers (001 §5: it needs a release). */
export async function bannerReleases(deps: Pick<ServiceDeps, 'prisma'>, input: { userId: string }): Promise<BannerRelease[]> {
  const rows = await deps.prisma.release.findMany({
    where: { ownerId: input.userId, coverKey: { not: null } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: FIELDS,
  });
  return rows.map(withCover).filter((release) => release !== null);
}

/** One of them, or `not_found`: another account's release, or one without a cover, is not offered. */
export async function bannerRelease(deps: Pick<ServiceDeps, 'prisma'>, input: { userId: string; releaseId: string }): Promise<BannerRelease> {
  const row = await deps.prisma.release.findFirst({ where: { id: input.releaseId, ownerId: input.userId }, select: FIELDS });
  const release = row && withCover(row);
  if (!release) throw new AppError('not_found', 'releaseId');
  return release;
}
