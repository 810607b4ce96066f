/**
 * An exact decimal amount (`"2.956789"`) in the reader's language and the currency's sign, never through a float:
 * Intl formats decimal strings as they are. Unknown currencies fall back to the code after the number.
 * To the cent, an amount is rounded on the server (shownCents of @slipcase/domain), never here.
 */
export function formatAmount(locale: string, amount: string, currency: string | null): string {
  const decimals = Math.max(2, amount.split('.')[1]?.length ?? 0);
  const value = amount as `${number}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency ?? 'USD', minimumFractionDigits: 2, maximumFractionDigits: Math.min(decimals, 6) }).format(value);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(value)} ${currency ?? ''}`.trim();
  }
}

/** A statement's totals in each of its currencies, listed as the reader's language lists amounts ("€20.00, ¥1,500.00"). */
export function formatAmounts(locale: string, totals: readonly { total: string; currency: string | null }[]): string {
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(totals.map(({ total, currency }) => formatAmount(locale, total, currency)));
}
