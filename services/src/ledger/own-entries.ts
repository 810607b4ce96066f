import type { DbClient, LedgerTransactionKind, Plan } from '@slipcase/db';
import { accountKey, artistBalance } from './accounts';

export interface OwnLedgerEntry {
  id: string;
  at: Date;
  kind: LedgerTransactionKind;
  period: string | null;
  store: string | null;
  country: string | null;
  releaseId: string | null;
  trackId: string | null;
  isrc: string | null;
  amountMicros: bigint;
  plan: Plan | null;
  shareBps: number | null;
  splitId: string | null;
  refund: boolean;
}

export interface OwnLedgerPage {
  entries: OwnLedgerEntry[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/**
 * The entries of the user's own balance, newest first, `limit` at a time. The cursor is the last entry's id: new
 * entries coming in meanwhile never shift a page.
 */
export async function ownLedgerEntries(deps: { prisma: DbClient }, input: { userId: string; cursor?: string; limit: number }): Promise<OwnLedgerPage> {
  const before = input.cursor ? BigInt(input.cursor) : undefined;
  const rows = await deps.prisma.ledgerEntry.findMany({
    where: { account: { key: accountKey(artistBalance(input.userId)) }, ...(before !== undefined && { id: { lt: before } }) },
    include: { transaction: { select: { kind: true } } },
    orderBy: { id: 'desc' },
    take: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const trackIds = [...new Set(page.map((row) => row.trackId).filter((id): id is string => id !== null))];
  const tracks = trackIds.length > 0 ? await deps.prisma.track.findMany({ where: { id: { in: trackIds } }, select: { id: true, isrc: true } }) : [];
  const isrcOf = new Map(tracks.map((track) => [track.id, track.isrc]));
  return {
    entries: page.map((row) => ({
      id: row.id.toString(),
      at: row.createdAt,
      kind: row.transaction.kind,
      period: row.period,
      store: row.store,
      country: row.country,
      releaseId: row.releaseId,
      trackId: row.trackId,
      isrc: (row.trackId && isrcOf.get(row.trackId)) ?? null,
      amountMicros: row.amountMicros,
      plan: row.plan,
      shareBps: row.shareBps,
      splitId: row.splitId,
      refund: row.refund,
    })),
    nextCursor: rows.length > input.limit ? page.at(-1)!.id.toString() : null,
  };
}
