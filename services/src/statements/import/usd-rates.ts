import { AppError, isCurrencyCode, parseUsdRate, type UsdRate } from '@slipcase/domain';

/**
 * Exchange rates typed as `EUR=1.08` (US dollars for one unit), one per currency: `invalid_rate` names the first
 * that is not a known ISO 4217 code with a positive decimal rate, or a currency given twice.
 */
export function parseUsdRates(texts: readonly string[]): Record<string, string> {
  const rates: Record<string, string> = {};
  for (const text of texts) {
    const [code = '', value = ''] = text.split('=', 2).map((part) => part.trim());
    const currency = code.toUpperCase();
    const rate = parseUsdRate(value);
    if (!isCurrencyCode(currency) || currency === 'USD' || !rate || currency in rates) throw new AppError('invalid_rate', 'rate', { rate: text });
    rates[currency] = rate.text;
  }
  return rates;
}

/** The rates as exact fractions, for posting. */
export function usdRatesOf(rates: Readonly<Record<string, string>>): Record<string, UsdRate> {
  return Object.fromEntries(Object.entries(rates).map(([currency, text]) => [currency, parseUsdRate(text)!]));
}
