import { describe, expect, it } from 'vitest';
import { displayArtistName, releaseCredit, trackCredit } from './artist-credit';

const release = { artist: { id: 'a', name: 'Main' }, featuredArtists: ['Guest', 'Main', 'Guest ', 'Other'] };

describe('artist credits', () => {
  it('drops the main artist and repeats from the featured artists, keeping their order', () => {
    expect(releaseCredit(release)).toEqual({ main: 'Main', featured: ['Guest', 'Other'] });
  });

  it('credits a track to its own artist when it has one, with its own guests only', () => {
    expect(trackCredit(release, { artistName: 'Solo', featuredArtists: ['Main'] })).toEqual({
      main: 'Solo',
      featured: ['Main'],
    });
    expect(trackCredit(release, {})).toEqual({ main: 'Main', featured: [] });
  });

  it('names the artists as stores show them', () => {
    expect(displayArtistName({ main: 'A', featured: [] })).toBe('A');
    expect(displayArtistName({ main: 'A', featured: ['B'] })).toBe('A feat. B');
    expect(displayArtistName({ main: 'A', featured: ['B', 'C', 'D'] })).toBe('A feat. B, C & D');
  });
});
