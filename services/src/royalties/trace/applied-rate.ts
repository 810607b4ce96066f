/**
 * The currency a statement item was stated in and the rate (US dollars for one unit) the import converted it at.
 * Today a statement has one currency and one rate; where statements come to hold several, this is the one place
 * that reads them.
 */
export function appliedRate(statement: { currency: string | null; usdRate: string | null }): { currency: string; usdRate: string | null } {
  const currency = statement.currency ?? 'USD';
  return { currency, usdRate: statement.usdRate ?? (currency === 'USD' ? '1' : null) };
}
