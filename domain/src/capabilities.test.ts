import { describe, expect, it } from 'vitest';
import { availableCapabilities, CAPABILITIES, isAvailable, isFeatureAvailable, type Capability } from './capabilities';
import { FEATURES } from './policy';

const none = Object.fromEntries(CAPABILITIES.map((capability) => [capability, false])) as Record<Capability, boolean>;

describe('capabilities', () => {
  it('has analytics (issue 30) and smart links available and the other "Coming soon" pages not yet', () => {
    expect(availableCapabilities()).toEqual(['analytics', 'smart_links']);
    for (const capability of CAPABILITIES) expect(isAvailable(capability)).toBe(capability === 'analytics' || capability === 'smart_links');
  });

  it('holds back the plan features resting on a capability that is not available, and only those', () => {
    expect(FEATURES.filter((feature) => !isFeatureAvailable(feature, none))).toEqual(['presave', 'playlist_analytics', 'featured_video', 'promotional_tools', 'smartlink_analytics']);
    expect(isFeatureAvailable('api_access', none)).toBe(true);
  });

  it('offers a feature once its capability is switched on', () => {
    const withAnalytics = { ...none, analytics: true };
    expect(isFeatureAvailable('playlist_analytics', withAnalytics)).toBe(true);
    expect(isFeatureAvailable('presave', withAnalytics)).toBe(false);
    expect(availableCapabilities(withAnalytics)).toEqual(['analytics']);
  });
});
