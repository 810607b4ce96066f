import { describe, expect, it } from 'vitest';
import { royaltiesByMonth } from './royalty-months';

describe('royaltiesByMonth', () => {
  it('adds the lines of each month, oldest first, filling the months between with 0', () => {
    const lines = [
      { period: '2031-01', date: '2031-03-01', amountCents: 100 },
      { period: '2030-11', date: '2031-01-01', amountCents: 250 },
      { period: '2031-01', date: '2031-03-01', amountCents: 5 },
      { period: 'Q1', date: '2031-02-14', amountCents: 7 },
    ];
    expect(royaltiesByMonth(lines)).toEqual([
      { month: '2030-11', cents: 250 },
      { month: '2030-12', cents: 0 },
      { month: '2031-01', cents: 105 },
      { month: '2031-02', cents: 7 },
    ]);
  });

  it('is empty without lines', () => {
    expect(royaltiesByMonth([])).toEqual([]);
  });
});
