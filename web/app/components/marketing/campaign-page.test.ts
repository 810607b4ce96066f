import { isAvailable } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { campaignCards } from './campaign-page';

describe('the campaign pages', () => {
  it('show the smart-link and pre-save cards only once each capability is available', () => {
    const expected = ['everywhere', 'share', 'reports', 'withdraw'];
    if (isAvailable('smart_links')) expected.push('smartLinks');
    if (isAvailable('presave')) expected.push('presave');
    expect(campaignCards('monetization')).toEqual(expected);
    expect(campaignCards('freeDistribution')).toHaveLength(6);
  });

  it('never claim a capability that is not available', () => {
    const claimed = campaignCards('monetization');
    expect(claimed.includes('presave')).toBe(isAvailable('presave'));
    expect(claimed.includes('smartLinks')).toBe(isAvailable('smart_links'));
  });
});
