import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../invalid-input';
import { socialLinksOf, storeProfilesOf } from './artists';

describe('socialLinksOf (--social <network>=<url>) and storeProfilesOf (--store-profile <store>=<id or link>)', () => {
  it('takes the new networks in any case, under their API names', () => {
    expect(socialLinksOf(['applemusic=https://music.apple.com/us/artist/nova/1', 'Bandcamp=https://nova.bandcamp.com/', 'spotify=https://open.spotify.com/artist/x'])).toEqual({
      appleMusic: 'https://music.apple.com/us/artist/nova/1',
      bandcamp: 'https://nova.bandcamp.com/',
      spotify: 'https://open.spotify.com/artist/x',
    });
  });

  it('refuses a network it does not know', () => {
    expect(() => socialLinksOf(['myspace=https://myspace.com/nova'])).toThrow(InvalidInputError);
  });

  it('takes the artist\'s profiles in the other stores by store id, never Spotify\'s (that is --provider-profile)', () => {
    expect(storeProfilesOf(['Apple-Music=1451392236', 'tidal=https://tidal.com/browse/artist/3346'])).toEqual({ 'apple-music': '1451392236', tidal: 'https://tidal.com/browse/artist/3346' });
    expect(storeProfilesOf([])).toBeUndefined();
    expect(() => storeProfilesOf(['spotify=4Z8W4fKeB5YxbusRsdQVPb'])).toThrow(/<store>=<id or link> with a store among apple-music/);
  });
});
