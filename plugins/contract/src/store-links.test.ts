import { describe, expect, it } from 'vitest';
import { searchByArtistAndTitle } from './store-links';

describe('searchByArtistAndTitle', () => {
  it('searches for the artist and title, encoded so a title cannot break out of the query', () => {
    const rule = searchByArtistAndTitle('https://tidal.com/search?q=');
    expect(rule({ upc: '0199990000013', title: 'Rock & Roll?/#1', artist: 'Björk' })).toBe(
      'https://tidal.com/search?q=Bj%C3%B6rk%20Rock%20%26%20Roll%3F%2F%231',
    );
  });
});
