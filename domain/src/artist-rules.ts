import type { FieldError } from './errors';
import type { ImageFacts } from './media-rules';
import { artistProfileLimit } from './policy';
import type { Plan } from './plan';
import type { ReleaseStatus } from './release-status';
import { isSocialLink, isWebAddress, parseSpotifyArtistId, SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, spotifyArtistUri, type SocialLinks } from './artist-links';
import { artistIdStoreName, OTHER_ARTIST_ID_STORES, parseStoreArtistId, type StoreArtistIds } from './store-artist-ids';

export * from './artist-links';
export * from './store-artist-ids';

/** Artist profiles (000 §3): what an artist is, and the rules its form is checked with in the browser, the server and the CLI. */

/** 000 §3. */
export const ARTIST_TYPES = ['solo', 'duo', 'band', 'group', 'ensemble', 'choir', 'orchestra', 'other'] as const;
export type ArtistType = (typeof ARTIST_TYPES)[number];

/** 000 §3: an artist's main genre, also the catalogue's genre filter. */
export const ARTIST_GENRES = [
  'classical',
  'country',
  'electronic',
  'folk',
  'hiphop',
  'jazz',
  'latin',
  'metal',
  'pop',
  'reggae',
  'rnb',
  'rock',
  'world',
] as const;
export type ArtistGenre = (typeof ARTIST_GENRES)[number];

/**
 * ISO 3166-1 alpha-2 country codes (and XK, Kosovo, which the stores use): an artist's country and the catalogue's
 * country filter. Names come from Intl.DisplayNames in the reader's language.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.includes(value);
}

/** Longest texts the form takes. */
export const ARTIST_FIELD_MAX = {
  name: 100,
  style: 60,
  biography: 2000,
  website: 300,
  legalName: 100,
  socialLink: 300,
} as const;

/** 000 §9: a profile picture of 1000x1000 px is recommended; smaller than this is refused. */
export const ARTIST_IMAGE_RECOMMENDED_PX = 1000;
export const ARTIST_IMAGE_MIN_PX = 300;
export const ARTIST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The artist form as typed: blank optional fields are undefined or ''. */
export interface ArtistProfileInput {
  name: string;
  type: string;
  mainGenre: string;
  style?: string | null;
  biography?: string | null;
  website?: string | null;
  country?: string | null;
  /** Kept for verification only: never shown publicly (000 §3). */
  legalFirstName?: string | null;
  legalLastName?: string | null;
  socialLinks?: Partial<Record<string, string | null | undefined>>;
  /** An existing profile on the streaming provider: a Spotify artist id, URI or link. */
  providerProfile?: string | null;
  /** Instead of a linked profile, ask for a new one to be created at the first delivery. */
  requestNewProfile?: boolean;
  /** The artist's profiles in the other stores (OTHER_ARTIST_ID_STORES), by store id; a blank one is made new. */
  storeProfiles?: Partial<Record<string, string | null | undefined>>;
}

/** The profile as stored: trimmed, blanks as null, the provider profile as a `spotify:artist:<id>` URI. */
export interface ArtistProfile {
  name: string;
  type: ArtistType;
  mainGenre: ArtistGenre;
  style: string | null;
  biography: string | null;
  website: string | null;
  country: string | null;
  legalFirstName: string | null;
  legalLastName: string | null;
  socialLinks: SocialLinks;
  providerProfile: string | null;
  requestNewProfile: boolean;
  /** In the form each store is sent (parseStoreArtistId); Spotify's is providerProfile. */
  storeProfiles: StoreArtistIds;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
const text = (value: string | null | undefined) => (blank(value) ? null : value!.trim());

function checkLength(errors: FieldError[], field: string, value: string | null | undefined, max: number): void {
  if (!blank(value) && value!.trim().length > max) errors.push({ code: 'too_long', field, params: { max } });
}

/**
 * Every rule of the artist form, each error on its field (`socialLinks.<network>` for a link): name, type and main
 * genre required; type, genre and country from their lists; lengths; the website and social links valid addresses
 * (each link on its network); the streaming profile either linked (a valid Spotify artist id, URI or link) or asked
 * for, one of the two.
 */
export function checkArtistProfile(input: ArtistProfileInput): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.name)) errors.push({ code: 'required', field: 'name' });
  checkLength(errors, 'name', input.name, ARTIST_FIELD_MAX.name);

  if (blank(input.type)) errors.push({ code: 'required', field: 'type' });
  else if (!(ARTIST_TYPES as readonly string[]).includes(input.type)) errors.push({ code: 'invalid_choice', field: 'type' });

  if (blank(input.mainGenre)) errors.push({ code: 'required', field: 'mainGenre' });
  else if (!(ARTIST_GENRES as readonly string[]).includes(input.mainGenre)) {
    errors.push({ code: 'invalid_choice', field: 'mainGenre' });
  }

  checkLength(errors, 'style', input.style, ARTIST_FIELD_MAX.style);
  checkLength(errors, 'biography', input.biography, ARTIST_FIELD_MAX.biography);
  if (!blank(input.website)) {
    if (!isWebAddress(input.website!)) errors.push({ code: 'invalid_url', field: 'website' });
    else checkLength(errors, 'website', input.website, ARTIST_FIELD_MAX.website);
  }
  if (!blank(input.country) && !isCountryCode(input.country!.trim().toUpperCase())) {
    errors.push({ code: 'invalid_choice', field: 'country' });
  }
  checkLength(errors, 'legalFirstName', input.legalFirstName, ARTIST_FIELD_MAX.legalName);
  checkLength(errors, 'legalLastName', input.legalLastName, ARTIST_FIELD_MAX.legalName);

  for (const network of SOCIAL_NETWORKS) {
    const link = input.socialLinks?.[network];
    if (blank(link)) continue;
    const field = `socialLinks.${network}`;
    if (!isSocialLink(network, link!)) {
      errors.push({ code: 'invalid_social_link', field, params: { network: SOCIAL_NETWORK_NAMES[network] } });
    } else {
      checkLength(errors, field, link, ARTIST_FIELD_MAX.socialLink);
    }
  }

  const linked = !blank(input.providerProfile);
  if (linked && input.requestNewProfile) errors.push({ code: 'provider_profile_choice', field: 'providerProfile' });
  else if (linked && parseSpotifyArtistId(input.providerProfile!) === null) {
    errors.push({ code: 'invalid_provider_profile', field: 'providerProfile' });
  } else if (!linked && !input.requestNewProfile) errors.push({ code: 'provider_profile_choice', field: 'providerProfile' });

  for (const store of OTHER_ARTIST_ID_STORES) {
    const value = input.storeProfiles?.[store];
    if (!blank(value) && parseStoreArtistId(store, value!) === null) {
      errors.push({ code: 'invalid_store_profile', field: `storeProfiles.${store}`, params: { store: artistIdStoreName(store) } });
    }
  }
  return errors;
}

/** The stored form of a profile that passed checkArtistProfile. */
export function normalizeArtistProfile(input: ArtistProfileInput): ArtistProfile {
  const socialLinks: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const link = text(input.socialLinks?.[network]);
    if (link) socialLinks[network] = link;
  }
  const providerId = blank(input.providerProfile) ? null : parseSpotifyArtistId(input.providerProfile!);
  const storeProfiles: StoreArtistIds = {};
  for (const store of OTHER_ARTIST_ID_STORES) {
    const value = input.storeProfiles?.[store];
    const id = blank(value) ? null : parseStoreArtistId(store, value!);
    if (id) storeProfiles[store] = id;
  }
  return {
    name: input.name.trim().replace(/\s+/g, ' '),
    type: input.type as ArtistType,
    mainGenre: input.mainGenre as ArtistGenre,
    style: text(input.style),
    biography: text(input.biography),
    website: text(input.website),
    country: text(input.country)?.toUpperCase() ?? null,
    legalFirstName: text(input.legalFirstName),
    legalLastName: text(input.legalLastName),
    socialLinks,
    providerProfile: providerId ? spotifyArtistUri(providerId) : null,
    requestNewProfile: providerId ? false : input.requestNewProfile === true,
    storeProfiles,
  };
}

/** Refuses a new artist once the account has as many as its plan allows (`artistProfileLimit`). */
export function checkArtistLimit(plan: Plan, existing: number, field = 'name'): FieldError[] {
  const limit = artistProfileLimit(plan);
  return existing >= limit ? [{ code: 'artist_limit', field, params: { limit } }] : [];
}

/**
 * A profile picture as sharp read it: JPEG or PNG, square, at least 300 px (1000 px recommended), at most 10 MB.
 * The browser crops and exports a square JPEG; a file posted without the cropper is checked all the same.
 */
export function checkArtistImage(facts: ImageFacts, field = 'image'): FieldError[] {
  if (facts.sizeBytes > ARTIST_IMAGE_MAX_BYTES) return [{ code: 'image_too_large', field, params: { max: '10 MB' } }];
  if (facts.damaged) return [{ code: 'media_damaged', field }];
  if (!facts.format) return [{ code: 'image_format_invalid', field }];
  if (Math.min(facts.width, facts.height) < ARTIST_IMAGE_MIN_PX) {
    return [{ code: 'image_too_small', field, params: { min: ARTIST_IMAGE_MIN_PX } }];
  }
  if (facts.width !== facts.height) return [{ code: 'image_not_square', field }];
  return [];
}

/**
 * Releases that do not keep an artist (000 §4: removal is blocked while it has active releases): drafts never
 * submitted, and the final statuses removed (taken down everywhere) and expired (a rejection never reopened).
 * Everything else is active, a rejected release included: it may still be reopened until its window ends, and its
 * workflow waits for that. Removing an artist deletes its inactive releases with it.
 */
export const INACTIVE_RELEASE_STATUSES: readonly ReleaseStatus[] = ['draft', 'removed', 'expired'];

export function isActiveRelease(status: ReleaseStatus): boolean {
  return !INACTIVE_RELEASE_STATUSES.includes(status);
}

/** 000 §8: "Cannot remove artist with active releases", with their count. */
export function checkArtistRemoval(activeReleases: number): FieldError[] {
  return activeReleases > 0 ? [{ code: 'artist_has_active_releases', field: '', params: { count: activeReleases } }] : [];
}

/** Up to two initials of a name, for an artist without a picture ("Nova Lane" → "NL"). */
export function artistInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '');
  return letters.join('').toUpperCase();
}
