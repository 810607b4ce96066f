const MICRO_DIGITS = 6;

/**
 * A decimal figure as millionths, exactly: '12.5' → 12500000n. `decimalSeparator` is '.' or ','; `scale` is the power
 * of ten the written figure is to be divided by (2 when a column holds cents). Digits past the sixth decimal are
 * rounded half away from zero. Null for anything that is not a plain number (no thousands separator, no exponent).
 */
export function parseDecimalMicros(text: string, decimalSeparator: '.' | ',' = '.', scale = 0): bigint | null {
  const trimmed = text.trim();
  const pattern = decimalSeparator === '.' ? /^([+-]?)(\d*)(?:\.(\d*))?$/ : /^([+-]?)(\d*)(?:,(\d*))?$/;
  const match = pattern.exec(trimmed);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = `${whole}${fraction}`;
  const decimals = fraction.length + scale;
  const shift = MICRO_DIGITS - decimals;
  let micros: bigint;
  if (shift >= 0) micros = BigInt(digits || '0') * 10n ** BigInt(shift);
  else {
    const divisor = 10n ** BigInt(-shift);
    const value = BigInt(digits);
    micros = value / divisor + ((value % divisor) * 2n >= divisor ? 1n : 0n);
  }
  return sign === '-' ? -micros : micros;
}

/** A whole count written as digits (with an optional minus for returns), or null. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d{1,15}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * The share of `total` that falls to a line whose usages take the running count from `before` to `after` out of
 * `denominator`: floor(total·after/denominator) − floor(total·before/denominator). Summed over every line of a
 * summary the shares give `total` exactly, with no rounding left over, and each line needs only the running count.
 */
export function proRataShare(total: bigint, before: bigint, after: bigint, denominator: bigint): bigint {
  if (denominator === 0n) return 0n;
  return floorDiv(total * after, denominator) - floorDiv(total * before, denominator);
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

/** Millionths as a decimal figure with six decimals: 12500000n → '12.500000'. */
export function microsToDecimal(micros: bigint): string {
  const negative = micros < 0n;
  const whole = negative ? -micros : micros;
  const fraction = String(whole % 1_000_000n).padStart(MICRO_DIGITS, '0');
  return `${negative ? '-' : ''}${whole / 1_000_000n}.${fraction}`;
}
