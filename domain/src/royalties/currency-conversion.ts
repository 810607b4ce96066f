import { convertToUsd, USD_PARITY, type UsdRate } from './usd-conversion';

/** One currency's amounts in a statement: their total, the rate they were converted at and their US dollar worth. */
export interface CurrencyTotal {
  currency: string;
  rate: UsdRate;
  totalMicros: bigint;
  usdMicros: bigint;
}

/** The rate of a currency among those given; US dollars need none. */
export function usdRateOf(currency: string, rates: Readonly<Record<string, UsdRate>>): UsdRate | undefined {
  return currency === 'USD' ? USD_PARITY : rates[currency];
}

/** The currencies, in alphabetical order, that have no rate among those given (US dollars never lack one). */
export function currenciesWithoutRate(currencies: Iterable<string>, rates: Readonly<Record<string, UsdRate>>): string[] {
  return [...new Set(currencies)].filter((currency) => usdRateOf(currency, rates) === undefined).sort();
}

/**
 * Converts amounts each in its own currency to US dollar millionths: each currency's amounts together, once, at its
 * own rate (`convertToUsd`: that currency's total exact to the cent, its parts adding up to it). Returns each amount's
 * worth in the order given, and each currency's totals in alphabetical order. Every currency must have a rate
 * (`currenciesWithoutRate` says which lack one).
 */
export function convertEachCurrency(
  amounts: readonly { currency: string; micros: bigint }[],
  rates: Readonly<Record<string, UsdRate>>,
): { usdMicros: bigint[]; currencies: CurrencyTotal[] } {
  const byCurrency = new Map<string, number[]>();
  amounts.forEach((amount, index) => {
    const indexes = byCurrency.get(amount.currency);
    if (indexes) indexes.push(index);
    else byCurrency.set(amount.currency, [index]);
  });
  const usdMicros = new Array<bigint>(amounts.length).fill(0n);
  const currencies: CurrencyTotal[] = [];
  for (const currency of [...byCurrency.keys()].sort()) {
    const rate = usdRateOf(currency, rates);
    if (rate === undefined) throw new Error(`No rate for ${currency}`);
    const indexes = byCurrency.get(currency)!;
    const parts = convertToUsd(
      indexes.map((index) => amounts[index]!.micros),
      rate,
    );
    indexes.forEach((index, at) => (usdMicros[index] = parts[at]!));
    currencies.push({
      currency,
      rate,
      totalMicros: indexes.reduce((sum, index) => sum + amounts[index]!.micros, 0n),
      usdMicros: parts.reduce((sum, part) => sum + part, 0n),
    });
  }
  return { usdMicros, currencies };
}
