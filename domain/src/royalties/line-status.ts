/**
 * What a royalty line's money is now: available to withdraw, in a withdrawal not paid yet, paid out, or taken back by a
 * refund or correction (nothing of it is left: never called paid when no withdrawal paid it).
 */
export const ROYALTY_LINE_STATUSES = ['available', 'pending', 'paid', 'taken_back'] as const;
export type RoyaltyLineStatus = (typeof ROYALTY_LINE_STATUSES)[number];

/** A user's withdrawals as the ledger holds them, in US dollar millionths. */
export interface WithdrawnMicros {
  /** Paid out. */
  paidMicros: bigint;
  /** Requested and not paid yet (the overview's "pending"). */
  pendingMicros: bigint;
}

/**
 * A royalty line's status. Withdrawals draw on the oldest credits first: paid ones on the first `paidMicros` of the
 * user's royalties, requested ones on the next `pendingMicros`; the rest is available. `keptMicros` is where the
 * line's money ends in that order: the running total of the user's lines, oldest first, through this one, or the
 * lowest a later line brings that total down to (a refund or a correction takes back money credited before it).
 * A line straddling two states shows the one of its newest part: paid only once wholly paid, available while any
 * of it is; a refund shows the state of the money it took back; a line nothing of which is left (the running total
 * at or below zero) was taken back, whatever was paid.
 */
export function royaltyLineStatus(keptMicros: bigint, { paidMicros, pendingMicros }: WithdrawnMicros): RoyaltyLineStatus {
  if (keptMicros <= 0n) return 'taken_back';
  if (keptMicros <= paidMicros) return 'paid';
  if (keptMicros <= paidMicros + pendingMicros) return 'pending';
  return 'available';
}
