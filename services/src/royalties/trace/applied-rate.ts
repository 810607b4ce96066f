/**
 * The currency a statement item was stated in and the rate (US dollars for one unit) the import converted it at:
 * the item's own currency and its StatementCurrency rate (tracedItems reads them), else the statement's.
 */
export function appliedRate(statement: { currency: string | null; usdRate: string | null }): { currency: string; usdRate: string | null } {
  const currency = statement.currency ?? 'USD';
  return { currency, usdRate: statement.usdRate ?? (currency === 'USD' ? '1' : null) };
}
