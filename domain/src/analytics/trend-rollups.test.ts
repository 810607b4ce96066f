import { describe, expect, it } from 'vitest';
import type { TrendRow } from './trend-file';
import { sumTrendDay } from './trend-rollups';

const row = (overrides: Partial<TrendRow>): TrendRow => ({
  line: 2, isrc: 'QZABC2600001', territory: 'FR', city: 'Paris', streams: 10, listeners: 5, saves: 1, playlistAdds: 0,
  playlistId: '', playlistName: '', source: 'search', ageBand: '18-24', gender: 'female', device: 'mobile', ...overrides,
});

describe('sumTrendDay', () => {
  const tracks = new Map([
    ['QZABC2600001', { trackId: 't1', artistId: 'a1' }],
    ['QZABC2600002', { trackId: 't2', artistId: 'a1' }],
  ]);
  const sums = sumTrendDay(
    [
      row({}),
      row({ isrc: 'QZABC2600002', territory: 'DE', city: 'Berlin', streams: 7, playlistId: 'p1', playlistName: 'Fresh', source: 'playlist', playlistAdds: 1 }),
      row({ city: '', device: 'desktop', streams: 3 }),
      row({ isrc: 'QZABC2600099', streams: 40 }),
      row({ isrc: 'QZABC2600099', streams: 2 }),
    ],
    (isrc) => tracks.get(isrc),
  );
  const find = (scope: string, scopeId: string, dim: string, key: string) =>
    sums.rollups.find((sum) => sum.scope === scope && sum.scopeId === scopeId && sum.dim === dim && sum.key === key);

  it('sums per track and per artist, each dimension adding up to the total', () => {
    expect(find('track', 't1', 'total', '')?.streams).toBe(13);
    expect(find('artist', 'a1', 'total', '')).toMatchObject({ streams: 20, listeners: 15, saves: 3, playlistAdds: 1 });
    for (const dim of ['territory', 'device', 'source', 'audience', 'track'] as const) {
      const total = sums.rollups.filter((sum) => sum.scope === 'artist' && sum.dim === dim).reduce((a, sum) => a + sum.streams, 0);
      expect(total, dim).toBe(20);
    }
    expect(find('artist', 'a1', 'city', 'FR|Paris')?.streams).toBe(10);
    expect(find('artist', 'a1', 'playlist', 'p1')?.streams).toBe(7);
    expect(find('track', 't1', 'device', 'desktop')?.streams).toBe(3);
    expect(find('artist', 'a1', 'track', 't1')?.streams).toBe(13);
    expect(sums.rollups.some((sum) => sum.scope === 'track' && sum.dim === 'track')).toBe(false);
  });

  it('keeps rows of unknown ISRCs aside, counted, and names the playlists', () => {
    expect(sums.unmatched.get('QZABC2600099')).toEqual({ rows: 2, streams: 42 });
    expect(sums.playlists.get('p1')).toBe('Fresh');
  });
});
