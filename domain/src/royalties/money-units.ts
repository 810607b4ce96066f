/** Ledger amounts are millionths of a currency unit; cents are 10,000 of them. */
export const MICROS_PER_UNIT = 1_000_000n;
export const MICROS_PER_CENT = 10_000n;

export function centsToMicros(cents: number): bigint {
  return BigInt(cents) * MICROS_PER_CENT;
}

/** A decimal text of millionths, trailing zeros kept to two places: 1234500n → '1.2345', -50000n → '-0.05'. */
export function formatMicros(micros: bigint): string {
  const whole = (micros < 0n ? -micros : micros) / MICROS_PER_UNIT;
  const fraction = ((micros < 0n ? -micros : micros) % MICROS_PER_UNIT).toString().padStart(6, '0').replace(/0{1,4}$/, '');
  return `${micros < 0n ? '-' : ''}${whole}.${fraction.padEnd(2, '0')}`;
}
