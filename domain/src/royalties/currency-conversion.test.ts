import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CarriedConversion, convertEachCurrency, currenciesWithoutRate } from './currency-conversion';
import { parseUsdRate, roundToCent, type UsdRate } from './usd-conversion';

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
    expect(usdMicros).toEqual([360_000n, 10_000_000n, 10_050_000n, 359_999n, 360_001n]);
    // the same as converting each currency's amounts alone, not the statement's sum at one rate
    expect([usdMicros[0], usdMicros[3], usdMicros[4]]).toEqual(convertEachCurrency([333_333n, 333_333n, 333_333n].map((micros) => ({ currency: 'EUR', micros })), rates).usdMicros);
  });

  it('refuses to convert a currency it has no rate for', () => {
    expect(() => convertEachCurrency([{ currency: 'GBP', micros: 1n }], rates)).toThrow(/GBP/);
  });
});

/** Exact worth in US dollar millionths × the rate's denominator, to compare with what an amount was given. */
const exactTimesDenominator = (micros: bigint, rate: UsdRate) => micros * rate.numerator;

describe('CarriedConversion', () => {
  const amountArb = fc.record({ currency: fc.constantFrom('EUR', 'JPY', 'USD'), micros: fc.oneof(fc.bigInt(-5_000_000n, 50_000_000n), fc.bigInt(-20_000n, 20_000n)) });

  it('gives each currency its exact total to the cent, each amount within a millionth save the last cent, and no sale a negative worth', () => {
    fc.assert(
      fc.property(fc.array(amountArb, { maxLength: 60 }), (amounts) => {
        const conversion = new CarriedConversion<number>(rates);
        const given = new Map<number, bigint>();
        const early = new Set<number>();
        amounts.forEach((amount, index) => {
          for (const { item, usdMicros } of conversion.add(index, amount.currency, amount.micros)) {
            given.set(item, usdMicros);
            early.add(item);
          }
        });
        const { converted, currencies } = conversion.finish();
        for (const { item, usdMicros } of converted) given.set(item, usdMicros);
        expect(given.size).toBe(amounts.length);
        for (const total of currencies) {
          const mine = amounts.map((amount, index) => ({ ...amount, index })).filter((amount) => amount.currency === total.currency);
          const sum = mine.reduce((acc, amount) => acc + amount.micros, 0n);
          expect(total.totalMicros).toBe(sum);
          expect(total.usdMicros).toBe(roundToCent(sum * total.rate.numerator, total.rate.denominator));
          expect(mine.reduce((acc, amount) => acc + given.get(amount.index)!, 0n)).toBe(total.usdMicros);
          const positive = mine.filter((amount) => amount.micros > 0n).reduce((acc, amount) => acc + amount.micros, 0n);
          for (const amount of mine) {
            const usd = given.get(amount.index)!;
            // What was given before the end is its exact worth within a millionth.
            const off = usd * total.rate.denominator - exactTimesDenominator(amount.micros, total.rate);
            if (early.has(amount.index)) expect(off < 0n ? -off : off).toBeLessThanOrEqual(total.rate.denominator);
            // A sale never goes below zero when the currency's sales are worth a cent (a smaller statement may).
            if (amount.micros >= 0n && positive * total.rate.numerator >= 20_000n * total.rate.denominator) expect(usd).toBeGreaterThanOrEqual(0n);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('holds back no more than it must: a sale worth a cent or more releases the one before', () => {
    const conversion = new CarriedConversion<string>(rates);
    expect(conversion.add('a', 'EUR', 2_000_000n)).toEqual([]);
    expect(conversion.add('b', 'EUR', 3_000_000n)).toEqual([{ item: 'a', usdMicros: 2_160_000n }]);
    expect(conversion.add('r', 'EUR', -1_000_000n)).toEqual([]);
    expect(conversion.add('s', 'EUR', -1_000_000n)).toEqual([{ item: 'r', usdMicros: -1_080_000n }]);
    expect(conversion.finish().converted).toEqual([
      { item: 's', usdMicros: -1_080_000n },
      { item: 'b', usdMicros: 3_240_000n },
    ]);
    expect(conversion.converts('JPY')).toBe(true);
    expect(conversion.converts('GBP')).toBe(false);
  });
});
