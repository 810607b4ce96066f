import { describe, expect, it } from 'vitest';
import { formatAmounts } from './money-text';

describe('formatAmounts', () => {
  it('lists each currency’s total in the reader’s language, exact to the millionth given', () => {
    const totals = [
      { currency: 'EUR', total: '20.00' },
      { currency: 'JPY', total: '1500.00' },
      { currency: 'USD', total: '10.000001' },
    ];
    expect(formatAmounts('en', totals)).toBe('€20.00, ¥1,500.00, $10.000001');
    expect(formatAmounts('en', totals.slice(0, 1))).toBe('€20.00');
  });
});
