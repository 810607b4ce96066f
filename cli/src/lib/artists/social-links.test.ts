import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../invalid-input';
import { socialLinksOf } from './artists';

describe('socialLinksOf (--social <network>=<url>)', () => {
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
});
