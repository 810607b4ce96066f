import { describe, expect, it } from 'vitest';
import { artistShareCents, royaltyShare } from './royalty-share';

describe('royalty share', () => {
  it('gives free artists 85% and PRO and Advanced artists 100%', () => {
    expect(royaltyShare('free')).toBe(0.85);
    expect(royaltyShare('pro')).toBe(1);
    expect(royaltyShare('advanced')).toBe(1);
  });

  it('computes the share in whole cents, never above it', () => {
    expect(artistShareCents(20, 'free')).toBe(17);
    expect(artistShareCents(1001, 'free')).toBe(850); // 850.85
    expect(artistShareCents(-1001, 'free')).toBe(-850);
    expect(artistShareCents(1001, 'pro')).toBe(1001);
  });
});
