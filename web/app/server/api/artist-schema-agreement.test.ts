import Ajv2020 from 'ajv/dist/2020';
import { checkArtistProfile } from '@slipcase/domain';
import { newArtistApiSchema } from '@slipcase/api-contract/artist-api-schema';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.server';

type JsonObject = Record<string, unknown>;

// What the document says of `POST /v1/artists` is what the server does: the document allows a body exactly when
// the body's schema does, and the domain's rules never refuse a body the schema allowed.
const document = openApiDocument('http://localhost');
const bodySchema = ((document.paths as Record<string, Record<string, JsonObject>>)['/v1/artists']!.post!.requestBody as {
  content: Record<string, { schema: JsonObject }>;
}).content['application/json']!.schema;
const documentAllows = new Ajv2020({ strict: false, validateFormats: false }).compile(bodySchema);

const ok = { name: 'Nova Lane', type: 'solo', mainGenre: 'pop', requestNewProfile: true };
const spotify = '0OdUWJ0sBjDrqHygGUXeCF';

const BODIES: Array<[string, JsonObject, boolean]> = [
  ['the smallest profile', ok, true],
  ['a linked Spotify profile', { ...ok, requestNewProfile: undefined, providerProfile: `https://open.spotify.com/intl-es/artist/${spotify}` }, true],
  ['a Spotify URI, and requestNewProfile false', { ...ok, requestNewProfile: false, providerProfile: `spotify:artist:${spotify}` }, true],
  ['every field', { ...ok, style: 'Dream pop', biography: 'Line one\nline two', website: 'https://nova.example/about', country: 'pt', socialLinks: { instagram: 'https://www.instagram.com/nova', youtube: 'https://youtu.be/x1' } }, true],
  ['the new networks', { ...ok, socialLinks: { spotify: `https://open.spotify.com/artist/${spotify}`, appleMusic: 'https://music.apple.com/us/artist/nova/1451392236', bandcamp: 'https://novalane.bandcamp.com/' } }, true],
  ['profiles in other stores', { ...ok, storeProfiles: { 'apple-music': 'https://music.apple.com/us/artist/nova-lane/1451392236', deezer: '27', tidal: '', 'amazon-music': 'B000QJR2RW', 'youtube-music': 'https://music.youtube.com/channel/UCBR8-60-B28hp2BmDPdntcQ' } }, true],
  ['an Apple Music link whose slug folds away', { ...ok, storeProfiles: { 'apple-music': 'https://music.apple.com/us/artist/../1451392236' } }, false],
  ['a Deezer profile that is a TIDAL link', { ...ok, storeProfiles: { deezer: 'https://tidal.com/browse/artist/3346' } }, false],
  ['a Spotify profile among the other stores', { ...ok, storeProfiles: { spotify: spotify } }, false],
  ['a hostile store profile', { ...ok, storeProfiles: { tidal: '3346"/><Party>' } }, false],
  ['a Bandcamp link to bandcamp.com itself', { ...ok, socialLinks: { bandcamp: 'https://www.bandcamp.com/' } }, false],
  ['a Bandcamp link to WWW.bandcamp.com', { ...ok, socialLinks: { bandcamp: 'https://WWW.bandcamp.com/x' } }, false],
  ['an empty name', { ...ok, name: '' }, false],
  ['a name of spaces', { ...ok, name: '   ' }, false],
  ['no type', { name: 'Nova', mainGenre: 'pop', requestNewProfile: true }, false],
  ['no main genre', { name: 'Nova', type: 'solo', requestNewProfile: true }, false],
  ['a type off the list', { ...ok, type: 'kazoo band' }, false],
  ['neither a profile nor a new one', { name: 'Nova', type: 'solo', mainGenre: 'pop' }, false],
  ['both a profile and a new one', { ...ok, providerProfile: spotify }, false],
  ['a profile that is no Spotify artist', { ...ok, requestNewProfile: undefined, providerProfile: 'https://example.com/x' }, false],
  ['a website that is no address', { ...ok, website: 'not a site' }, false],
  ['a website on localhost', { ...ok, website: 'http://localhost/x' }, false],
  ['an Instagram link to TikTok', { ...ok, socialLinks: { instagram: 'https://tiktok.com/@nova' } }, false],
  ['a social link without a path', { ...ok, socialLinks: { x: 'https://x.com/' } }, false],
  ['a country off the list', { ...ok, country: 'ZZ' }, false],
  ['a name too long', { ...ok, name: 'n'.repeat(101) }, false],
  ['a NUL in the style', { ...ok, style: 'a\u0000b' }, false],
  ['an unknown field', { ...ok, colour: 'red' }, false],
];

describe('POST /v1/artists: the document, the schema and the rules agree', () => {
  it.each(BODIES)('%s', (_name, raw, allowed) => {
    const body = JSON.parse(JSON.stringify(raw)) as JsonObject;
    expect(documentAllows(body), 'the document').toBe(allowed);
    expect(newArtistApiSchema.safeParse(body).success, 'the schema').toBe(allowed);
    if (allowed) {
      const profile = body as unknown as Parameters<typeof checkArtistProfile>[0];
      expect(checkArtistProfile(profile), 'the rules').toEqual([]);
    }
  });
});
