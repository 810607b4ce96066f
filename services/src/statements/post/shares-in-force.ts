import type { DbClient, Plan } from '@slipcase/db';
import { planInForce, royaltySharePercent, salesPeriodEnd, shareBasisPoints, type SplitTerms } from '@slipcase/domain';

/**
 * Each owner's plan on the period's last day, and the share it gives in basis points. Plain SQL, as the splits below:
 * a statement asks for these in several rounds while it is read, and Prisma's query building cost the reading more
 * CPU than the database spent answering.
 */
export async function ownerShares(db: DbClient, ownerIds: readonly string[], period: string): Promise<Map<string, { plan: Plan; shareBps: number }>> {
  const end = salesPeriodEnd(period);
  const ids = [...ownerIds];
  const [changes, users] = await Promise.all([
    // Every change of theirs: planInForce keeps the last one on or before the period's end.
    db.$queryRaw<{ userId: string; plan: Plan; at: Date }[]>`SELECT "userId", plan::text AS plan, at FROM "PlanChange" WHERE "userId" = ANY(${ids}::text[])`,
    db.$queryRaw<{ id: string; plan: Plan }[]>`SELECT id, plan::text AS plan FROM "User" WHERE id = ANY(${ids}::text[])`,
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

type SplitRow = { id: string; releaseId: string; trackId: string | null; ownerBps: number; recoupLeftMicros: bigint };
type PayeeRow = SplitInForce['payees'][number] & { splitId: string };

/** The splits in force for the period on these releases, as posting takes them. */
export async function splitsOf(db: DbClient, releaseIds: readonly string[], period: string): Promise<SplitInForce[]> {
  if (releaseIds.length === 0) return [];
  const splits = await db.$queryRaw<SplitRow[]>`
    SELECT id, "releaseId", "trackId", "ownerBps", "recoupMicros" - "recoupedMicros" AS "recoupLeftMicros"
    FROM "Split"
    WHERE "releaseId" = ANY(${[...releaseIds]}::text[]) AND "fromPeriod" <= ${period} AND ("toPeriod" IS NULL OR "toPeriod" >= ${period})`;
  if (splits.length === 0) return [];
  const payees = await db.$queryRaw<PayeeRow[]>`
    SELECT "splitId", id, email, "userId", "shareBps", recoups FROM "SplitPayee"
    WHERE "splitId" = ANY(${splits.map((split) => split.id)}::text[]) ORDER BY "splitId", email`;
  const payeesOf = new Map<string, SplitInForce['payees']>();
  for (const { splitId, ...payee } of payees) {
    const list = payeesOf.get(splitId);
    if (list) list.push(payee);
    else payeesOf.set(splitId, [payee]);
  }
  return splits.map((split): SplitInForce => {
    const splitPayees = payeesOf.get(split.id) ?? [];
    return {
      ...split,
      payees: splitPayees,
      payeeTerms: splitPayees.map((payee) => ({ key: payee.id, bps: payee.shareBps, recoups: payee.recoups })),
    };
  });
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
