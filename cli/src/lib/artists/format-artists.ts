import type { ArtistJson } from '@slipcase/api-contract/artist-schemas';
import { table } from '../format';

/** The account's artists as `artists list` prints them, oldest first. */
export function formatArtists(artists: readonly ArtistJson[]): string {
  if (artists.length === 0) return 'No artists yet: create one with `slipcase artists create --name <name> …`.';
  const header = ['ID', 'Name', 'Type', 'Genre', 'Country', 'Releases', 'Followers', 'Verified'];
  const rows = artists.map((artist) => [
    artist.id,
    artist.name,
    artist.type,
    artist.mainGenre,
    artist.country ?? '-',
    String(artist.releases),
    String(artist.followers),
    artist.verified ? 'yes' : 'no',
  ]);
  const count = artists.length === 1 ? '1 artist' : `${artists.length} artists`;
  return [...table([header, ...rows]), '', count].join('\n');
}
