/**
 * An artist's own profile in a store's catalogue (000 §3: "linking an existing music-streaming provider profile or
 * choosing to create a new one"), one per store. The feed for that store names the artist by it (an ERN PartyId),
 * so the store files the release under the existing profile; a store without one makes a new profile.
 */

interface StoreArtistIdRule {
  /** The store's name as it writes it, for messages. */
  name: string;
  /** The id itself (a regular expression source, no anchors). */
  id: string;
  /** What comes before the id in the form the store is sent, e.g. Spotify's `spotify:artist:`. */
  prefix?: string;
  /** Host and path of a link to the profile (a regular expression source, no anchors) with `ID` where the id stands. */
  link: string;
}

/** A path segment as URL parsing keeps it (no `.` or `..` to fold away, percent-escapes as they come). */
const SEGMENT = '[A-Za-z0-9_~%-][A-Za-z0-9._~%-]*';

/** The stores that take an artist's profile id, by store plugin id. */
export const STORE_ARTIST_ID_RULES = {
  spotify: {
    name: 'Spotify',
    id: '[0-9A-Za-z]{22}',
    prefix: 'spotify:artist:',
    link: 'open\\.spotify\\.com/(?:intl-[a-z]{2}(?:-[a-z]{2})?/)?artist/ID/?',
  },
  'apple-music': { name: 'Apple Music', id: '[1-9][0-9]{0,14}', link: `music\\.apple\\.com/(?:[a-z]{2}/)?artist/(?:${SEGMENT}/)?(?:id)?ID/?` },
  deezer: { name: 'Deezer', id: '[1-9][0-9]{0,14}', link: '(?:www\\.)?deezer\\.com/(?:[a-z]{2}/)?artist/ID/?' },
  tidal: { name: 'TIDAL', id: '[1-9][0-9]{0,14}', link: '(?:listen\\.)?tidal\\.com/(?:browse/)?artist/ID/?' },
  'amazon-music': { name: 'Amazon Music', id: 'B0[0-9A-Z]{8}', link: `music\\.amazon\\.(?:com|ca|de|fr|it|es|in|co\\.uk|co\\.jp|com\\.br|com\\.mx|com\\.au)/artists/ID(?:/${SEGMENT})?/?` },
  'youtube-music': { name: 'YouTube Music', id: 'UC[0-9A-Za-z_-]{22}', link: 'music\\.youtube\\.com/channel/ID/?' },
} as const satisfies Record<string, StoreArtistIdRule>;

export type ArtistIdStore = keyof typeof STORE_ARTIST_ID_RULES;
export const ARTIST_ID_STORES = Object.keys(STORE_ARTIST_ID_RULES) as ArtistIdStore[];

/** An artist's profile ids by store, in the form each store is sent; a store left out gets a new profile. */
export type StoreArtistIds = Partial<Record<ArtistIdStore, string>>;

export function isArtistIdStore(store: string): store is ArtistIdStore {
  return Object.hasOwn(STORE_ARTIST_ID_RULES, store);
}

const rule = (store: ArtistIdStore): StoreArtistIdRule => STORE_ARTIST_ID_RULES[store];
const idGroup = (store: ArtistIdStore) => `(${rule(store).id})`;

/** Regular expression sources (no anchors) of what a user may paste: the id, the prefixed id, or a link without a query. */
export function storeArtistIdPatterns(store: ArtistIdStore): string[] {
  const { id, prefix, link } = rule(store);
  const escaped = prefix?.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return [id, ...(escaped ? [`${escaped}${id}`] : []), `https://${link.replace('ID', id)}`];
}

/**
 * The store's form of the artist's id in what a user pasted: the id itself, its prefixed form (`spotify:artist:…`)
 * or an https link to the profile on the store's site (a query such as ?si= and a fragment allowed). Null for
 * anything else, a link to another store included.
 */
export function parseStoreArtistId(store: ArtistIdStore, value: string): string | null {
  const { prefix = '', link } = rule(store);
  const text = value.trim();
  const exact = new RegExp(`^${idGroup(store)}$`);
  const bare = exact.exec(text) ?? (prefix && text.startsWith(prefix) ? exact.exec(text.slice(prefix.length)) : null);
  if (bare) return `${prefix}${bare[1]}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const matched = new RegExp(`^${link.replace('ID', idGroup(store))}$`, 'i').exec(`${url.hostname}${url.pathname}`);
  const id = matched?.[1];
  return id && new RegExp(`^${rule(store).id}$`).test(id) ? `${prefix}${id}` : null;
}

/** Whether a stored value is an id in the form the store is sent (what a feed may carry; checked before delivery). */
export function isStoreArtistId(store: ArtistIdStore, value: string): boolean {
  const { prefix = '', id } = rule(store);
  return value.startsWith(prefix) && new RegExp(`^${id}$`).test(value.slice(prefix.length));
}

/** The store's name for messages. */
export function artistIdStoreName(store: ArtistIdStore): string {
  return rule(store).name;
}

/** The stores whose profile the form asks for beside the Spotify one (`providerProfile`, which may be asked for new). */
export const OTHER_ARTIST_ID_STORES = ARTIST_ID_STORES.filter((store) => store !== 'spotify');

/** The stored per-store ids (a JSON column) as far as they are strings of known stores. */
export function readStoreArtistIds(value: unknown): StoreArtistIds {
  const ids: StoreArtistIds = {};
  if (typeof value !== 'object' || value === null) return ids;
  for (const store of ARTIST_ID_STORES) {
    const id = (value as Record<string, unknown>)[store];
    if (typeof id === 'string' && id !== '') ids[store] = id;
  }
  return ids;
}

/** Every store profile of an artist as stored: the Spotify one (`providerProfile`) and the others (`storeProfiles`). */
export function artistStoreIds(artist: { providerProfile: string | null; storeProfiles: unknown }): StoreArtistIds {
  const { spotify: _ignored, ...others } = readStoreArtistIds(artist.storeProfiles);
  return { ...(artist.providerProfile && { spotify: artist.providerProfile }), ...others };
}
