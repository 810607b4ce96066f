import { shownCents } from '../money';
import { MICROS_PER_CENT } from './money-units';

/**
 * Amounts shown to the cent that add up to the total shown, rows of a table and their total alike (issue 27: rows each
 * rounded on their own summed to $3,299.56 under a total of $3,299.55). Each row is its exact amount rounded down;
 * the cents left to reach `totalCents` (by default the rows' exact sum as `shownCents` shows it) go
 * one each to the rows with the largest remainders, or, when the rows round above it, come one each off the rows with
 * the smallest (ties to the earlier row). Each row stays within a cent of its exact amount. The exact millionths stay
 * what the CSV and the trace give.
 */
export function centsSummingTo(micros: readonly bigint[], totalCents?: number): number[] {
  const target = BigInt(totalCents ?? shownCents(micros.reduce((sum, each) => sum + each, 0n)));
  const floors = micros.map((each) => {
    const quotient = each / MICROS_PER_CENT;
    return each % MICROS_PER_CENT < 0n ? quotient - 1n : quotient;
  });
  const remainders = micros.map((each, index) => ({ index, remainder: each - floors[index]! * MICROS_PER_CENT }));
  let left = target - floors.reduce((sum, each) => sum + each, 0n);
  if (left > BigInt(micros.length) || left < -BigInt(micros.length)) throw new RangeError(`${target} cents is more than a cent a row away from the rows`);
  const step = left > 0n ? 1n : -1n;
  // Up: the largest remainders first; down: the smallest (a row already exact, remainder 0, gives its cent first).
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : (a.remainder > b.remainder ? -1 : 1) * Number(step)));
  for (const { index } of remainders) {
    if (left === 0n) break;
    floors[index]! += step;
    left -= step;
  }
  return floors.map(Number);
}
