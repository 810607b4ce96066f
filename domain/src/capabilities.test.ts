import { describe, expect, it } from 'vitest';
import { availableCapabilities, CAPABILITIES, isAvailable, isFeatureAvailable, type Capability } from './capabilities';
import { FEATURES } from './policy';

const none = Object.fromEntries(CAPABILITIES.map((capability) => [capability, false])) as Record<Capability, boolean>;

describe('capabilities', () => {
  it('has smart links and promotion available and the other "Coming soon" pages not yet', () => {
    const built: Capability[] = ['smart_links', 'promotion'];
    expect(availableCapabilities()).toEqual(built);
    for (const capability of CAPABILITIES) expect(isAvailable(capability)).toBe(built.includes(capability));
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
