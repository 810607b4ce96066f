import { describe, expect, it } from 'vitest';
import { decimalAmount, parseAmountCents, shownCents } from './money';

describe('shownCents', () => {
  it('never shows a cent more than a balance holds: 0.9999 dollars is 99 cents, not a dollar', () => {
    expect(shownCents(9_999_999n)).toBe(999);
    expect(shownCents(15_000n)).toBe(1);
    expect(shownCents(9_999n)).toBe(0);
    expect(shownCents(10_000n)).toBe(1);
    expect(shownCents(0n)).toBe(0);
  });

  it('never shows a debt smaller than it is: half a cent owed is a cent', () => {
    expect(shownCents(-5_000n)).toBe(-1);
    expect(shownCents(-10_000n)).toBe(-1);
    expect(shownCents(-10_001n)).toBe(-2);
  });
});

describe('parseAmountCents', () => {
  it('reads whole amounts and up to two decimals as cents', () => {
    expect(parseAmountCents('25')).toBe(2500);
    expect(parseAmountCents('25.5')).toBe(2550);
    expect(parseAmountCents('25.00')).toBe(2500);
    expect(parseAmountCents('0.07')).toBe(7);
    expect(parseAmountCents(' 1234.99 ')).toBe(123_499);
    expect(parseAmountCents('0010.10')).toBe(1010);
  });

  it('refuses zero, signs, a third decimal and anything that is not a plain amount', () => {
    for (const text of ['0', '0.00', '-5', '+5', '25.001', '25.', '.5', '25,00', '1,000', '1e3', '', ' ', 'ten', 'NaN', 'Infinity', '0x10']) {
      expect(parseAmountCents(text), text).toBeNull();
    }
  });

  it('refuses an amount too large to count in cents exactly', () => {
    expect(parseAmountCents('90071992547409.91')).toBe(9_007_199_254_740_991);
    expect(parseAmountCents('90071992547409.92')).toBeNull();
  });
});

describe('decimalAmount', () => {
  it('writes cents with two decimals and a sign for a debit, exactly', () => {
    expect([0, 7, 1050, -1050, -5, 123_499, 9_007_199_254_740_991].map(decimalAmount)).toEqual([
      '0.00',
      '0.07',
      '10.50',
      '-10.50',
      '-0.05',
      '1234.99',
      '90071992547409.91',
    ]);
  });
});
