import { describe, expect, it } from 'vitest';
import { suggestSongTitle } from './song-title-suggestion';
import { checkBannedWords, checkSongTitle } from './titles';

describe('a first song title from the file name', () => {
  it.each([
    ['Intro.wav', 'Intro'],
    ['first-light.wav', 'first-light'],
    ['03_Night_Drive.flac', 'Night Drive'],
    ['01 - Blue Hour.mp3', 'Blue Hour'],
    ['7. Slow Burn.aiff', 'Slow Burn'],
    ['C:\\Music\\Album\\Tide  Pool.wav', 'Tide Pool'],
    ['/home/me/1999.wav', '1999'],
    ['22.flac', '22'],
  ])('%s suggests %s', (file, title) => {
    expect(suggestSongTitle(file)).toBe(title);
  });

  it.each(['song.flac', 'SONG.FLAC', 'Track 2.wav', 'untitled_3.mp3', '04 - audio.wav', 'pista 1.flac', 'spotify mix.mp3', '???.wav', '.wav', ''])(
    '%s suggests nothing: a title the rules would refuse is left to the artist',
    (file) => {
      expect(suggestSongTitle(file)).toBe('');
    },
  );

  it('never suggests a title the song title rules refuse', () => {
    for (const file of ['song.flac', 'mix.wav.wav', 'Official Audio.mp3', 'a\u0000b.wav', 'x'.repeat(300) + '.wav']) {
      const title = suggestSongTitle(file);
      if (title) expect([...checkSongTitle(title, 't'), ...checkBannedWords(title, 't')]).toEqual([]);
      expect(title.length).toBeLessThanOrEqual(200);
    }
  });
});
