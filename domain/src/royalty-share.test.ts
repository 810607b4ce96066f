import { describe, expect, it } from 'vitest';
import { royaltyShare } from './royalty-share';

describe('royalty share', () => {
  it('gives free artists 85% and PRO and Advanced artists 100%', () => {
    expect(royaltyShare('free')).toBe(0.85);
    expect(royaltyShare('pro')).toBe(1);
    expect(royaltyShare('advanced')).toBe(1);
  });
});
