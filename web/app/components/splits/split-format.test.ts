import { describe, expect, it } from 'vitest';
import { formatPercent, formatUsd, periodRange, typedTotal } from './split-format';

describe('the split form’s live total', () => {
  it('adds the shares typed so far exactly, in hundredths of a percent, skipping empty ones', () => {
    expect(typedTotal(['33.33', '33.33', '33.34'])).toBe(10_000);
    expect(typedTotal(['0.1', '0.2', ' ', undefined])).toBe(30);
    expect(typedTotal(['70', ''])).toBe(7_000);
  });

  it('has no total while a share is not a number', () => {
    expect(typedTotal(['50', 'half'])).toBeNull();
  });
});

describe('split texts', () => {
  it('writes shares and months in the reader’s language', () => {
    expect(formatPercent('en', 12.5)).toBe('12.5%');
    expect(formatPercent('tr', 30)).toBe('%30');
    expect(periodRange('en', '2031-03', null)).toEqual({ from: 'Mar 2031', to: null });
    expect(periodRange('en', '2031-03', '2031-05')).toEqual({ from: 'Mar 2031', to: 'May 2031' });
  });
});

describe('a split’s amounts', () => {
  it('are shown to the cent rounded down, as every balance: 12.349999 dollars recouped is $12.34, not $12.35', () => {
    expect(formatUsd('en', '12.349999')).toBe('$12.34');
    expect(formatUsd('en', '500.00')).toBe('$500.00');
    expect(formatUsd('en', '0.009999')).toBe('$0.00');
  });
});
