import { describe, expect, it } from 'vitest';
import { convertEachCurrency, currenciesWithoutRate } from './currency-conversion';
import { convertToUsd, parseUsdRate } from './usd-conversion';

const rates = { EUR: parseUsdRate('1.08')!, JPY: parseUsdRate('0.0067')! };

describe('currenciesWithoutRate', () => {
  it('names every currency lacking a rate, once each and in order, never US dollars', () => {
    expect(currenciesWithoutRate(['USD', 'SEK', 'EUR', 'GBP', 'SEK'], rates)).toEqual(['GBP', 'SEK']);
    expect(currenciesWithoutRate(['USD', 'EUR'], rates)).toEqual([]);
  });
});

describe('convertEachCurrency', () => {
  it('converts each currency once at its own rate, each total exact to the cent, the parts in the order given', () => {
    const amounts = [
      { currency: 'EUR', micros: 333_333n },
      { currency: 'USD', micros: 10_004_999n },
      { currency: 'JPY', micros: 1_500_000_000n },
      { currency: 'EUR', micros: 333_333n },
      { currency: 'EUR', micros: 333_333n },
    ];
    const { usdMicros, currencies } = convertEachCurrency(amounts, rates);
    // EUR: 0.999999 × 1.08 = 1.07999892 → 1.08; JPY: 1500 × 0.0067 = 10.05; USD: 10.004999 → 10.00
    expect(currencies.map(({ currency, totalMicros, usdMicros: usd, rate }) => [currency, totalMicros, usd, rate.text])).toEqual([
      ['EUR', 999_999n, 1_080_000n, '1.08'],
      ['JPY', 1_500_000_000n, 10_050_000n, '0.0067'],
      ['USD', 10_004_999n, 10_000_000n, '1'],
    ]);
    expect(usdMicros).toEqual([360_000n, 10_000_000n, 10_050_000n, 360_000n, 360_000n]);
    // the same as converting each currency's amounts alone, not the statement's sum at one rate
    expect([usdMicros[0], usdMicros[3], usdMicros[4]]).toEqual(convertToUsd([333_333n, 333_333n, 333_333n], rates.EUR));
  });

  it('refuses to convert a currency it has no rate for', () => {
    expect(() => convertEachCurrency([{ currency: 'GBP', micros: 1n }], rates)).toThrow(/GBP/);
  });
});
