import type { DbClient, Plan } from '@slipcase/db';
import { planInForce, royaltySharePercent, salesPeriodEnd, shareBasisPoints, type SplitTerms } from '@slipcase/domain';

/** Each owner's plan on the period's last day, and the share it gives in basis points. */
export async function ownerShares(db: DbClient, ownerIds: readonly string[], period: string): Promise<Map<string, { plan: Plan; shareBps: number }>> {
  const end = salesPeriodEnd(period);
  const [changes, users] = await Promise.all([
    db.planChange.findMany({ where: { userId: { in: [...ownerIds] }, at: { lte: end } }, select: { userId: true, plan: true, at: true } }),
    db.user.findMany({ where: { id: { in: [...ownerIds] } }, select: { id: true, plan: true } }),
  ]);
  return new Map(
    users.map((user) => {
      // An owner who signed up after the period ended gets the plan they started with.
      const plan = planInForce(changes.filter((change) => change.userId === user.id), end) ?? user.plan;
      return [user.id, { plan, shareBps: shareBasisPoints(royaltySharePercent(plan)) }];
    }),
  );
}

export interface SplitInForce {
  id: string;
  releaseId: string;
  trackId: string | null;
  ownerBps: number;
  recoupLeftMicros: bigint;
  payees: { id: string; email: string; userId: string | null; shareBps: number; recoups: boolean }[];
  /** The payees as the sharing rule takes them, made once for all the split's items. */
  payeeTerms: SplitTerms['payees'];
}

/** The splits in force for the period on these releases, as posting takes them. */
export async function splitsOf(db: DbClient, releaseIds: readonly string[], period: string): Promise<SplitInForce[]> {
  if (releaseIds.length === 0) return [];
  const splits = await db.split.findMany({
    where: { releaseId: { in: [...releaseIds] }, fromPeriod: { lte: period }, OR: [{ toPeriod: null }, { toPeriod: { gte: period } }] },
    include: { payees: { orderBy: { email: 'asc' } } },
  });
  return splits.map(
    (split): SplitInForce => ({
      id: split.id,
      releaseId: split.releaseId,
      trackId: split.trackId,
      ownerBps: split.ownerBps,
      recoupLeftMicros: split.recoupMicros - split.recoupedMicros,
      payees: split.payees.map(({ id, email, userId, shareBps, recoups }) => ({ id, email, userId, shareBps, recoups })),
      payeeTerms: split.payees.map((payee) => ({ key: payee.id, bps: payee.shareBps, recoups: payee.recoups })),
    }),
  );
}

/** The split of a release or track among these: a track's own split wins over its release's. */
export function splitLookup(inForce: readonly SplitInForce[]) {
  const byTrack = new Map(inForce.filter((split) => split.trackId !== null).map((split) => [split.trackId!, split]));
  const byRelease = new Map(inForce.filter((split) => split.trackId === null).map((split) => [split.releaseId, split]));
  return (releaseId: string, trackId: string | null): SplitInForce | null =>
    (trackId !== null ? byTrack.get(trackId) : undefined) ?? byRelease.get(releaseId) ?? null;
}

/** The splits in force for the period on these releases; a track's own split wins over its release's. */
export async function splitsInForce(db: DbClient, releaseIds: readonly string[], period: string) {
  return splitLookup(await splitsOf(db, releaseIds, period));
}
