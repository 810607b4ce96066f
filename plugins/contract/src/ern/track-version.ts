import { type AllowedValue } from './allowed-value';

/** The versions a track can be, as Slipcase stores them; absent or 'original' for the original. */
export const TRACK_VERSIONS = ['original', 'acoustic', 'cover', 'instrumental', 'live', 'remix'] as const;
export type TrackVersion = (typeof TRACK_VERSIONS)[number];

export interface VersionInFeed {
  /** Shown after the title, 'Song (Live)', and written as the DisplayTitle's SubTitle of type Version. */
  subtitle?: string;
  /** The SoundRecording's VersionType. */
  versionType?: AllowedValue;
  isCover?: boolean;
  isInstrumental?: boolean;
}

// ERN 4.3 has no acoustic VersionType; a cover is flagged (IsCover), not titled, as the stores' style guides ask.
const VERSIONS: Readonly<Record<TrackVersion, VersionInFeed>> = {
  original: {},
  acoustic: { subtitle: 'Acoustic', versionType: { value: 'UserDefined', userDefined: 'Acoustic' } },
  cover: { isCover: true },
  instrumental: { subtitle: 'Instrumental', versionType: { value: 'InstrumentalVersion' }, isInstrumental: true },
  live: { subtitle: 'Live', versionType: { value: 'LiveVersion' } },
  remix: { subtitle: 'Remix', versionType: { value: 'RemixVersion' } },
};

/** The version a text names, whatever its case ('Live', 'live'), or undefined. */
export function trackVersion(version: string): TrackVersion | undefined {
  return TRACK_VERSIONS.find((known) => known === version.toLowerCase());
}

/** How a track's version shows in the feed; throws for a version Slipcase does not know (checkFeedInput says so first). */
export function versionInFeed(version: string | undefined): VersionInFeed {
  if (version === undefined) return {};
  const known = trackVersion(version);
  if (!known) throw new RangeError(`Unknown track version: ${JSON.stringify(version)}`);
  return VERSIONS[known];
}
