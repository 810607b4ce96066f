import type { ServiceDeps } from '../deps';
import { bpsPercent, periodAt } from './split-view';

/** A split someone else shares with the user, as their `/royalties` shows it. */
export interface SharedSplit {
  splitId: string;
  ownerName: string;
  releaseId: string;
  releaseTitle: string;
  trackTitle: string | null;
  fromPeriod: string;
  toPeriod: string | null;
  state: 'current' | 'upcoming' | 'past';
  /** The user's share in percent, and whether they recoup an amount first. */
  percent: number;
  recoups: boolean;
}

/** The splits in which the user is an accepted payee, newest first. */
export async function splitsSharedWithMe(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { userId: string }): Promise<SharedSplit[]> {
  const period = periodAt(deps.now);
  const rows = await deps.prisma.splitPayee.findMany({
    where: { userId: input.userId, acceptedAt: { not: null } },
    include: { split: { include: { owner: { select: { name: true } }, release: { select: { title: true } }, track: { select: { title: true } } } } },
    orderBy: [{ split: { fromPeriod: 'desc' } }, { split: { releaseId: 'asc' } }],
  });
  return rows.map(({ split, shareBps, recoups }) => ({
    splitId: split.id,
    ownerName: split.owner.name,
    releaseId: split.releaseId,
    releaseTitle: split.release.title,
    trackTitle: split.track?.title ?? null,
    fromPeriod: split.fromPeriod,
    toPeriod: split.toPeriod,
    state: split.fromPeriod > period ? 'upcoming' : split.toPeriod !== null && split.toPeriod < period ? 'past' : 'current',
    percent: bpsPercent(shareBps),
    recoups,
  }));
}
