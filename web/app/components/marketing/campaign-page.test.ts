import { describe, expect, it } from 'vitest';
import { campaignCards } from './campaign-page';

describe('the campaign pages', () => {
  it('leave out the cards of capabilities that are not available yet (smart links, pre-save)', () => {
    expect(campaignCards('monetization')).toEqual(['everywhere', 'share', 'reports', 'withdraw']);
    expect(campaignCards('freeDistribution')).toHaveLength(6);
  });
});
