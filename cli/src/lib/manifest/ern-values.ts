import { ARTIST_GENRES, CONTRIBUTOR_ROLES, INSTRUMENTS, TRACK_VERSIONS, type ContributorRole, type TrackVersion } from '@slipcase/domain';
import { genreDisplayName, versionInFeed } from '@slipcase/plugin-contract';

/**
 * ERN 4.3 values read back into Slipcase's: what plugins/contract/src/ern writes maps back exactly (the round
 * trip), and the few DDEX values other distributors use for the same things are named here. Anything else is
 * kept as written, for the manifest's checks to report.
 */

/** 'Mixing engineer', 'mixing-engineer' and 'MixingEngineer' are one value, as the builder's lookup reads them. */
const key = (text: string) => text.replace(/[\s_&-]/g, '').toLowerCase();

/** ERN's ReleaseType (a compilation is an Album flagged IsMultiArtistCompilation). */
const RELEASE_TYPES: Readonly<Record<string, string>> = { single: 'single', ep: 'ep', album: 'album' };

export function releaseTypeOf(releaseType: string, multiArtistCompilation: boolean): string {
  if (multiArtistCompilation) return 'compilation';
  return RELEASE_TYPES[key(releaseType)] ?? releaseType;
}

/** The builder writes genreDisplayName(code): 'Hiphop', 'Rnb'; other feeds write 'Hip-Hop', 'R&B'. */
const GENRE_ALIASES: Readonly<Record<string, string>> = { rb: 'rnb', rhythmandblues: 'rnb', rap: 'hiphop' };

export function genreOf(genreText: string): string {
  const wanted = key(genreText);
  const known = ARTIST_GENRES.find((genre) => key(genreDisplayName(genre)) === wanted);
  return known ?? GENRE_ALIASES[wanted] ?? genreText.toLowerCase();
}

/** 'en-US' → 'en': a release's language is ISO 639-1. */
export const languageOf = (tag: string): string => tag.split(/[-_]/)[0]?.toLowerCase() ?? tag;

/** A DDEX allowed value as the text it stands for: the UserDefinedValue of a UserDefined one. */
export const allowedValueText = (value: string, userDefined: string): string => (value === 'UserDefined' && userDefined ? userDefined : value);

/** DDEX contributor roles that are Slipcase's under another name (the builder writes writer and producer as UserDefined). */
const ROLE_ALIASES: Readonly<Record<string, ContributorRole>> = {
  composerlyricist: 'writer',
  songwriter: 'writer',
  author: 'writer',
  librettist: 'lyricist',
  musicarranger: 'arranger',
  studioproducer: 'producer',
};

export function contributorRoleOf(role: string): ContributorRole | null {
  return CONTRIBUTOR_ROLES.find((known) => key(known) === key(role)) ?? ROLE_ALIASES[key(role)] ?? null;
}

/** Roles that make a Contributor a performer, and what a singer's instrument is then (null: a singer). */
const PERFORMING_ROLES: Readonly<Record<string, string | null>> = {
  musician: null,
  studiomusician: null,
  primarymusician: null,
  vocalist: null,
  leadvocalist: null,
  backgroundvocalist: 'background vocals',
};

export function isPerformingRole(role: string): boolean {
  return Object.hasOwn(PERFORMING_ROLES, key(role));
}

/** A performer's instrument from its InstrumentType (or, for a singer, its role); as written when unknown. */
export function instrumentOf(instrumentType: string | undefined, roles: readonly string[]): string | null {
  if (instrumentType) return INSTRUMENTS.find((known) => key(known) === key(instrumentType)) ?? instrumentType.toLowerCase();
  for (const role of roles) {
    const instrument = PERFORMING_ROLES[key(role)];
    if (instrument) return instrument;
  }
  return null;
}

/** The track version a SoundRecording's VersionType, version SubTitle and IsCover say, as the builder writes them. */
export function trackVersionOf(input: { versionType: string; subtitle: string; isCover: boolean }): TrackVersion | undefined {
  return TRACK_VERSIONS.find((version) => {
    const feed = versionInFeed(version);
    if (feed.isCover) return input.isCover;
    const type = feed.versionType;
    const typeMatches = type !== undefined && key(allowedValueText(type.value, type.userDefined ?? '')) === key(input.versionType);
    const subtitleMatches = feed.subtitle !== undefined && key(feed.subtitle) === key(input.subtitle);
    return typeMatches || subtitleMatches;
  });
}
