import { parseStoreArtistId } from './store-artist-ids';

/** The links of an artist profile (000 §3): its social networks, its website and its Spotify artist. */

/** The social networks a profile links to, in the form's order. */
export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'youtube', 'x', 'facebook', 'soundcloud', 'spotify', 'appleMusic', 'bandcamp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** The hosts a link of each network may point at (subdomains such as www. or m. included). */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  x: ['x.com', 'twitter.com'],
  facebook: ['facebook.com', 'fb.com'],
  soundcloud: ['soundcloud.com'],
  spotify: ['open.spotify.com'],
  appleMusic: ['music.apple.com'],
  bandcamp: ['bandcamp.com'],
};

/** Networks whose profiles live on a subdomain of their own (`<artist>.bandcamp.com`), so a link needs no path. */
export const SUBDOMAIN_NETWORKS: readonly SocialNetwork[] = ['bandcamp'];

/** The networks' names as they write them, for messages. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
  facebook: 'Facebook',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
  appleMusic: 'Apple Music',
  bandcamp: 'Bandcamp',
};

/**
 * The Spotify artist id in what a user pasted: the 22-character base62 id itself, a `spotify:artist:<id>` URI or an
 * `https://open.spotify.com/artist/<id>` link (a locale segment such as /intl-es/ and a query such as ?si= allowed).
 * Null for anything else.
 */
export function parseSpotifyArtistId(value: string): string | null {
  return parseStoreArtistId('spotify', value)?.slice('spotify:artist:'.length) ?? null;
}

export const spotifyArtistUri = (id: string) => `spotify:artist:${id}`;

/** An absolute http(s) address with a host that has a dot (or localhost is not a website). */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(value.trim());
}

/**
 * A link to a profile on the network: an http(s) address on one of its hosts, with a path beyond "/"; on a network
 * of SUBDOMAIN_NETWORKS, the artist's own subdomain (not www) with any path, the network's own pages refused.
 */
export function isSocialLink(network: SocialNetwork, value: string): boolean {
  if (!isWebAddress(value)) return false;
  const url = new URL(value.trim());
  const host = url.hostname.toLowerCase();
  if (SUBDOMAIN_NETWORKS.includes(network)) {
    const sub = SOCIAL_HOSTS[network].map((allowed) => (host.endsWith(`.${allowed}`) ? host.slice(0, -allowed.length - 1) : null)).find(Boolean);
    return !!sub && /^[a-z0-9-]+$/.test(sub) && sub !== 'www';
  }
  const onNetwork = SOCIAL_HOSTS[network].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  return onNetwork && url.pathname.replace(/\/+$/, '') !== '';
}

/** The stored social links (a JSON column) as far as they are links of known networks. */
export function readSocialLinks(value: unknown): SocialLinks {
  const links: SocialLinks = {};
  if (typeof value !== 'object' || value === null) return links;
  for (const network of SOCIAL_NETWORKS) {
    const link = (value as Record<string, unknown>)[network];
    if (typeof link === 'string' && link !== '') links[network] = link;
  }
  return links;
}
