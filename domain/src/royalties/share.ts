import { allocateLargestRemainder } from './allocate';

/** A split as posting needs it: the owner's share and each payee's, in basis points totalling 10,000. */
export interface SplitTerms {
  ownerBps: number;
  payees: readonly { key: string; bps: number; recoups: boolean }[];
  /** What the recouping payee still gets first, in millionths (0 when nothing is left to recoup). */
  recoupLeftMicros: bigint;
}

export interface SharedAmount {
  /** The platform's fee: what the plan's share leaves. */
  feeMicros: bigint;
  ownerMicros: bigint;
  payees: { key: string; micros: bigint }[];
  /** Paid to the recouping payee first, out of the artist's share. */
  recoupedMicros: bigint;
}

/**
 * Shares a matched amount (millionths, negative for a refund): the artist's part is the plan's share rounded
 * toward zero, the platform keeps the rest; with a split, the recouping payee first gets what is left to recoup
 * (never out of a refund), then the owner and the payees share the remainder by largest remainder.
 * Every part adds up to `amount` exactly.
 */
export function shareAmount(amount: bigint, shareBps: number, split: SplitTerms | null): SharedAmount {
  const artist = (amount * BigInt(shareBps)) / 10_000n;
  const feeMicros = amount - artist;
  if (!split || split.payees.length === 0) return { feeMicros, ownerMicros: artist, payees: [], recoupedMicros: 0n };
  const left = split.recoupLeftMicros > 0n ? split.recoupLeftMicros : 0n;
  const recoupedMicros = artist > 0n ? (artist < left ? artist : left) : 0n;
  const weights = [split.ownerBps, ...split.payees.map((payee) => payee.bps)].map(BigInt);
  const rest = artist - recoupedMicros;
  const [ownerMicros = 0n, ...payeeParts] = weights.some((weight) => weight > 0n)
    ? allocateLargestRemainder(rest, weights)
    : weights.map(() => 0n);
  return {
    feeMicros,
    ownerMicros,
    payees: split.payees.map((payee, index) => ({
      key: payee.key,
      micros: payeeParts[index]! + (payee.recoups ? recoupedMicros : 0n),
    })),
    recoupedMicros,
  };
}

/** The plan's share in basis points (85 % → 8,500). */
export function shareBasisPoints(sharePercent: number): number {
  return Math.round(sharePercent * 100);
}
