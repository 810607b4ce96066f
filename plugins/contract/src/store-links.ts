import type { StoreLinkRelease } from './store-plugin';

/**
 * A store URL rule for stores whose public search takes artist and title (none of them searches by UPC on the
 * web): `prefix` followed by the encoded query, e.g. `https://tidal.com/search?q=`.
 */
export const searchByArtistAndTitle =
  (prefix: string) =>
  (release: StoreLinkRelease): string =>
    `${prefix}${encodeURIComponent(`${release.artist} ${release.title}`)}`;
