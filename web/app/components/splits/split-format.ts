import { parseDecimalMicros, shownCents } from '@slipcase/domain';
import { formatCents, formatMonth } from '../../lib/format';

/** A share in the reader's language: "30 %", "%30", "12.5%". */
export function formatPercent(locale: string, percent: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** US dollars given as a decimal string of millionths (`500.00`, `12.345678`), to the cent shown, in the reader's language. */
export function formatUsd(locale: string, amount: string): string {
  return formatCents(locale, shownCents(parseDecimalMicros(amount) ?? 0n));
}

/** The months a split applies to: "From Mar 2031", or "Mar 2031 – May 2031" once it has ended. */
export function periodRange(locale: string, from: string, to: string | null) {
  return { from: formatMonth(locale, from), to: to === null ? null : formatMonth(locale, to) };
}

/** The total of the shares typed so far in hundredths of a percent (exact), or null while one is not a number. */
export function typedTotal(values: readonly unknown[]): number | null {
  let total = 0;
  for (const value of values) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') continue;
    const number = Number(text);
    if (!Number.isFinite(number)) return null;
    total += Math.round(number * 100);
  }
  return total;
}
