import { describe, expect, it } from 'vitest';
import { checkBannedWords, checkSongTitle, findBannedWord, songTitleProblem } from './titles';

describe('banned words in titles', () => {
  it('accepts a title without any', () => {
    expect(checkBannedWords('First Light', 'title')).toEqual([]);
  });

  it('refuses a banned word, naming it as written in the title', () => {
    expect(checkBannedWords('Summer (Spotify Session)', 'title')).toEqual([
      { code: 'banned_words', field: 'title', params: { word: 'Spotify' } },
    ]);
    expect(checkBannedWords('Dawn - OFFICIAL   Video', 'tracks.2.title')).toEqual([
      { code: 'banned_words', field: 'tracks.2.title', params: { word: 'OFFICIAL   Video' } },
    ]);
  });

  it('matches whole words only, in any case', () => {
    expect(findBannedWord('Exclusively Yours')).toBeNull();
    expect(findBannedWord('Spotifyed')).toBeNull();
    expect(findBannedWord('Tidal Wave')).toBeNull();
    expect(findBannedWord('exclusive')).toBe('exclusive');
    expect(findBannedWord('Live on YouTube!')).toBe('YouTube');
    expect(findBannedWord('Apple Music Mix')).toBe('Apple Music');
    expect(findBannedWord('Free Download')).toBe('Free Download');
  });
});

describe('invalid song titles', () => {
  it('accepts real titles, numbers among them', () => {
    for (const title of ['First Light', '1999', '22', 'Track Star', 'Song for Ana', 'Intro', 'Audio Visual', 'Música']) {
      expect(checkSongTitle(title, 'tracks.0.title')).toEqual([]);
    }
  });

  it('refuses placeholders, alone or numbered', () => {
    for (const title of ['Track 1', 'track #02', 'Untitled', 'untitled 3', 'Audio', 'New song', 'Sin título', 'Faixa 2', 'Parça 1', 'Song No. 4']) {
      expect(checkSongTitle(title, 'tracks.0.title')).toEqual([{ code: 'invalid_song_title', field: 'tracks.0.title' }]);
    }
  });

  it('refuses file names and titles without a letter or digit', () => {
    expect(songTitleProblem('song.mp3')).toBe('file_name');
    expect(songTitleProblem('Final Mix.WAV')).toBe('file_name');
    expect(songTitleProblem('???')).toBe('no_letters');
    expect(songTitleProblem('- -')).toBe('no_letters');
  });

  it('leaves a blank title to the required rule', () => {
    expect(checkSongTitle('  ', 'tracks.0.title')).toEqual([]);
  });
});
