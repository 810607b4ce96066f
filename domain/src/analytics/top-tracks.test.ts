import { describe, expect, it } from 'vitest';
import { topTracks } from './top-tracks';

const track = (key: string, title = key) => ({ key, title, isrc: `QZ${key}` });

describe('topTracks', () => {
  it('ranks by streams, joins each track\'s earnings, and puts tracks that only earned after, best-earning first', () => {
    const rows = topTracks(
      [{ ...track('a'), streams: 10 }, { ...track('b'), streams: 300 }],
      [{ ...track('a'), cents: 500 }, { ...track('c'), cents: 20 }, { ...track('d'), cents: 90 }, { ...track('zero'), cents: 0 }],
      10,
    );
    expect(rows.map((row) => [row.key, row.streams, row.cents])).toEqual([['b', 300, 0], ['a', 10, 500], ['d', 0, 90], ['c', 0, 20]]);
  });

  it('keeps the limit and breaks ties by title', () => {
    const rows = topTracks([{ ...track('x', 'Zed'), streams: 5 }, { ...track('y', 'Alpha'), streams: 5 }, { ...track('z'), streams: 1 }], [], 2);
    expect(rows.map((row) => row.title)).toEqual(['Alpha', 'Zed']);
  });
});
