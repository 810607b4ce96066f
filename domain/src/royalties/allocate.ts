/**
 * Splits `total` in proportion to `weights` (non-negative, not all zero) so that the parts add up to `total`
 * exactly: each part is rounded toward zero, and the units left over go one each to the parts with the largest
 * remainders (ties to the earlier part). A negative total is split as its opposite, then negated.
 */
export function allocateLargestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) return allocateLargestRemainder(-total, weights).map((part) => -part);
  if (weights.some((weight) => weight < 0n)) throw new RangeError('weights must not be negative');
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new RangeError('at least one weight must be positive');
  const parts = weights.map((weight) => (total * weight) / sum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (total * weight) % sum }));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}
