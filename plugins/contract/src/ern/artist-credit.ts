import type { DeliveryRelease, DeliveryTrack } from '../store-plugin';
import { partyKey, type Parties } from './parties';
import { el, type XmlChild } from './xml-writer';

/** Who a release or a recording is by: its main artist and, in order, the artists it features. */
export interface ArtistCredit {
  main: string;
  featured: readonly string[];
}

function credit(main: string, featured: readonly string[] = []): ArtistCredit {
  const seen = new Set([partyKey(main)]);
  const distinct = featured.filter((name) => {
    const key = partyKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { main, featured: distinct };
}

export const releaseCredit = (release: Pick<DeliveryRelease, 'artist' | 'featuredArtists'>): ArtistCredit =>
  credit(release.artist.name, release.featuredArtists);

/** A track is by its own main artist when it has one, else the release's; it features only its own guests. */
export const trackCredit = (
  release: Pick<DeliveryRelease, 'artist'>,
  track: Pick<DeliveryTrack, 'artistName' | 'featuredArtists'>,
): ArtistCredit =>
  credit(track.artistName ?? release.artist.name, track.featuredArtists);

/** The artist line as stores show it: 'Main feat. A', 'Main feat. A, B & C'. */
export function displayArtistName({ main, featured }: ArtistCredit): string {
  if (featured.length === 0) return main;
  const guests = featured.length === 1 ? featured[0] : `${featured.slice(0, -1).join(', ')} & ${featured.at(-1)}`;
  return `${main} feat. ${guests}`;
}

/** DisplayArtistName, then a DisplayArtist per artist: the main artist first, then each featured artist. */
export function displayArtists(artists: ArtistCredit, parties: Parties): XmlChild[] {
  const entry = (name: string, role: 'MainArtist' | 'FeaturedArtist', sequence: number) =>
    el('DisplayArtist', { SequenceNumber: sequence }, el('ArtistPartyReference', parties.reference(name)), el('DisplayArtistRole', role));
  return [
    el('DisplayArtistName', displayArtistName(artists)),
    entry(artists.main, 'MainArtist', 1),
    artists.featured.map((name, index) => entry(name, 'FeaturedArtist', index + 2)),
  ];
}
