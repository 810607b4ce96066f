import type { Feature } from './policy';

/**
 * What the product promises beyond distribution, each with whether this build does it. A page claims a capability,
 * or links to it, only once it is available; until then its page is a "Coming soon" one. The issue that builds a
 * capability switches it on here, and the home page, the plans and the dashboard follow.
 */
export const CAPABILITIES = [
  'analytics',
  'smart_links',
  'presave',
  'artist_page',
  'mastering',
  'lyrics',
  'cover_editor',
  'banner_generator',
  'promotion',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const AVAILABLE: Record<Capability, boolean> = {
  analytics: false,
  smart_links: true,
  presave: false,
  artist_page: false,
  mastering: false,
  lyrics: false,
  cover_editor: false,
  banner_generator: false,
  promotion: true,
};

export function isAvailable(capability: Capability, available: Readonly<Record<Capability, boolean>> = AVAILABLE): boolean {
  return available[capability];
}

/** The capabilities available, in CAPABILITIES order. */
export function availableCapabilities(available: Readonly<Record<Capability, boolean>> = AVAILABLE): Capability[] {
  return CAPABILITIES.filter((capability) => isAvailable(capability, available));
}

/** The plan features that are one of these capabilities: a plan offers them once the capability is available. */
const FEATURE_CAPABILITIES: Partial<Record<Feature, Capability>> = {
  presave: 'presave',
  playlist_analytics: 'analytics',
  featured_video: 'artist_page',
  promotional_tools: 'promotion',
  smartlink_analytics: 'smart_links',
};

/** Whether a plan feature works in this build, so that a plan may promise it. */
export function isFeatureAvailable(feature: Feature, available: Readonly<Record<Capability, boolean>> = AVAILABLE): boolean {
  const capability = FEATURE_CAPABILITIES[feature];
  return capability === undefined || isAvailable(capability, available);
}
