import { describe, expect, it } from 'vitest';
import { spotifyProfile } from './index';

describe("Spotify's store link", () => {
  it('finds the album by its UPC, whatever its title', () => {
    expect(spotifyProfile.storeUrl?.({ upc: '0199990000013', title: 'Sine Wave Sessions', artist: 'The Test Tones' })).toBe(
      'https://open.spotify.com/search/upc%3A0199990000013',
    );
  });
});
