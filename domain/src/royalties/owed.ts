/**
 * A balance never goes below zero: what a refund or a correction takes beyond it is money its holder owes, kept apart
 * (`owedMicros`, never above zero) and paid back from their next earnings before any of them becomes available.
 * The amount to move from the balance to what is owed: negative carries a shortfall (the balance back to zero),
 * positive recovers from earnings (as much as is owed, at most the balance), zero when there is nothing to settle.
 */
export function owedSettlement(balanceMicros: bigint, owedMicros: bigint): bigint {
  if (owedMicros > 0n) throw new RangeError(`What is owed is never above zero: ${owedMicros}`);
  if (balanceMicros < 0n) return balanceMicros;
  return balanceMicros < -owedMicros ? balanceMicros : -owedMicros;
}
