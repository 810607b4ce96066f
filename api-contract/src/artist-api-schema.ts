import {
  ARTIST_FIELD_MAX,
  ARTIST_GENRES,
  ARTIST_TYPES,
  artistIdStoreName,
  COUNTRY_CODES,
  OTHER_ARTIST_ID_STORES,
  SOCIAL_HOSTS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  storeArtistIdPatterns,
  SUBDOMAIN_NETWORKS,
  type SocialNetwork,
} from '@slipcase/domain';
import { z } from 'zod';
import { refineArtistProfile } from './artist-fields';
import { cleanString } from './clean-input';
import { encodeError } from './error-codes';

// `POST /v1/artists`: the artist form's rules (checkArtistProfile) said as a schema, so that the OpenAPI document
// states each of them: a body it allows, the domain's check (still run, for its messages) never refuses. Addresses
// are a little narrower than the form's (plain host names, no spaces around), which a program has no need of.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const blankOr = (pattern: string) => new RegExp(`^(?:|${pattern})$`);
/** Path segments that URL parsing keeps as they are (no `.` or `..` segment to fold away). */
const PATH = '(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)';
/** Host labels of letters and digits, the last starting with a letter (a number would be read as an IPv4 address). */
const HOST = '(?:[A-Za-z0-9]+\\.)+[A-Za-z][A-Za-z0-9]*';

export const WEB_ADDRESS_PATTERN = blankOr(`https?://${HOST}${PATH}*/?`);

/** A host label other than `www` in any case, said without a lookahead (which not every JSON Schema tool reads). */
const NOT_WWW = '(?:[A-Za-z0-9]{1,2}|[A-VX-Za-vx-z0-9][A-Za-z0-9]{2,}|[Ww][A-VX-Za-vx-z0-9][A-Za-z0-9]+|[Ww]{2}[A-VX-Za-vx-z0-9][A-Za-z0-9]*|[Ww]{3}[A-Za-z0-9]+)';

function socialLinkPattern(network: SocialNetwork): RegExp {
  const hosts = SOCIAL_HOSTS[network].map(escape).join('|');
  // The artist's own subdomain, any path (isSocialLink).
  if (SUBDOMAIN_NETWORKS.includes(network)) return blankOr(`https?://${NOT_WWW}\\.(?:${hosts})${PATH}*/?`);
  return blankOr(`https?://(?:[A-Za-z0-9]+\\.)*(?:${hosts})${PATH}+/?`);
}

const SPOTIFY_ID = '[0-9A-Za-z]{22}';
export const PROVIDER_PROFILE_PATTERN = blankOr(
  `${SPOTIFY_ID}|spotify:artist:${SPOTIFY_ID}|https://open\\.spotify\\.com/(?:intl-[a-z]{2}(?:-[a-z]{2})?/)?artist/${SPOTIFY_ID}/?`,
);

const storeProfiles = z.strictObject(
  Object.fromEntries(
    OTHER_ARTIST_ID_STORES.map((store) => [
      store,
      cleanString()
        .regex(blankOr(storeArtistIdPatterns(store).join('|')), {
          error: encodeError({ code: 'invalid_store_profile', params: { store: artistIdStoreName(store) } }),
        })
        .optional()
        .meta({ description: `The artist's ${artistIdStoreName(store)} id or link; blank or left out, a new profile is made.` }),
    ]),
  ) as Record<string, z.ZodOptional<z.ZodString>>,
);

/** `pt` as `[Pp][Tt]`: a country code in either case, as the form takes it (a pattern has no flags). */
const eitherCase = (code: string) => [...code].map((letter) => `[${letter}${letter.toLowerCase()}]`).join('');

const text = (max: number) => cleanString().max(max, { error: 'too_long' });

const socialLinks = z.strictObject(
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [
      network,
      text(ARTIST_FIELD_MAX.socialLink)
        .regex(socialLinkPattern(network), { error: encodeError({ code: 'invalid_social_link', params: { network: SOCIAL_NETWORK_NAMES[network] } }) })
        .optional(),
    ]),
  ) as Record<SocialNetwork, z.ZodOptional<z.ZodString>>,
);

/** The streaming profile: linked (a Spotify artist id, URI or link) or asked for, exactly one of the two. */
const PROFILE_CHOICE = [
  { required: ['providerProfile'], properties: { providerProfile: { type: 'string', minLength: 1 }, requestNewProfile: { const: false } } },
  { required: ['requestNewProfile'], properties: { requestNewProfile: { const: true }, providerProfile: { type: 'string', maxLength: 0 } } },
];

const TEXT_FIELDS = ['name', 'type', 'mainGenre', 'style', 'biography', 'website', 'country', 'legalFirstName', 'legalLastName', 'providerProfile'];

/** Whether the domain's check can read the value: an object whose fields have the types it expects. */
function readableProfile(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  const links = fields.socialLinks;
  const stores = fields.storeProfiles;
  const strings = (group: unknown) =>
    group === undefined || (typeof group === 'object' && group !== null && Object.values(group).every((value) => value === undefined || typeof value === 'string'));
  return (
    TEXT_FIELDS.every((name) => fields[name] === undefined || typeof fields[name] === 'string') &&
    (fields.requestNewProfile === undefined || typeof fields.requestNewProfile === 'boolean') &&
    strings(links) &&
    strings(stores)
  );
}

export const newArtistApiSchema = z
  .strictObject({
    name: text(ARTIST_FIELD_MAX.name).regex(/\S/, { error: 'required' }),
    type: z.enum(ARTIST_TYPES, { error: 'invalid_choice' }),
    mainGenre: z.enum(ARTIST_GENRES, { error: 'invalid_choice' }),
    style: text(ARTIST_FIELD_MAX.style).optional(),
    biography: cleanString('lines').max(ARTIST_FIELD_MAX.biography, { error: 'too_long' }).optional(),
    website: text(ARTIST_FIELD_MAX.website).regex(WEB_ADDRESS_PATTERN, { error: 'invalid_url' }).optional(),
    country: cleanString()
      .regex(blankOr(COUNTRY_CODES.map(eitherCase).join('|')), { error: 'invalid_choice' })
      .optional()
      .meta({ description: 'ISO 3166-1 alpha-2, in either case.' }),
    legalFirstName: text(ARTIST_FIELD_MAX.legalName).optional(),
    legalLastName: text(ARTIST_FIELD_MAX.legalName).optional(),
    socialLinks: socialLinks.optional(),
    providerProfile: cleanString()
      .regex(PROVIDER_PROFILE_PATTERN, { error: 'invalid_provider_profile' })
      .optional()
      .meta({ description: 'An existing Spotify artist: its id, `spotify:artist:` URI or open.spotify.com link.' }),
    requestNewProfile: z.boolean().optional().meta({ description: 'Instead of `providerProfile`: a new profile made at the first delivery.' }),
    storeProfiles: storeProfiles.optional().meta({ description: "The artist's profiles in the other stores, by store id." }),
  })
  // Run even when a field's own check failed (every problem at once), as long as the domain can read the fields.
  .superRefine(refineArtistProfile, { when: ({ value }) => readableProfile(value) })
  .meta({ oneOf: PROFILE_CHOICE });
