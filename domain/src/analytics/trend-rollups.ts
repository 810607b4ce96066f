import type { TrendCounts, TrendRow } from './trend-file';

/**
 * The dimensions a day's rows are summed by; `total` has one key, ''. `track` (key: the track's id) is an artist's
 * only: the top tracks come from the artist's rows, as every other sum of an artist's page.
 */
export const TREND_DIMENSIONS = ['total', 'territory', 'city', 'playlist', 'audience', 'device', 'source', 'track'] as const;
export type TrendDimension = (typeof TREND_DIMENSIONS)[number];
export type TrendScope = 'track' | 'artist';

/** What an ISRC names here. */
export interface TrendTrack {
  trackId: string;
  artistId: string;
}

export interface TrendRollupRow extends TrendCounts {
  scope: TrendScope;
  scopeId: string;
  dim: TrendDimension;
  key: string;
}

export interface TrendDaySums {
  rollups: TrendRollupRow[];
  /** Rows whose ISRC names no track, per ISRC: kept aside and counted. */
  unmatched: Map<string, { rows: number; streams: number }>;
  /** Playlist ids and the names the file gave them. */
  playlists: Map<string, string>;
}

/** A city's key: its territory first, so two Springfields stay apart; the territory never holds '|'. */
export const cityKey = (territory: string, city: string) => `${territory}|${city}`;
export const audienceKey = (ageBand: string, gender: string) => `${ageBand}|${gender}`;

function keysOf(row: TrendRow): [TrendDimension, string][] {
  const keys: [TrendDimension, string][] = [
    ['total', ''],
    ['territory', row.territory],
    ['audience', audienceKey(row.ageBand, row.gender)],
    ['device', row.device],
    ['source', row.source],
  ];
  if (row.city) keys.push(['city', cityKey(row.territory, row.city)]);
  if (row.playlistId) keys.push(['playlist', row.playlistId]);
  return keys;
}

/**
 * Sums a day's rows per track and per artist, by each dimension. Listeners are summed as the store counted them per
 * row: a store's trend drop names no person, so the same listener on two rows (two devices, two cities) counts twice.
 */
export function sumTrendDay(rows: readonly TrendRow[], trackOf: (isrc: string) => TrendTrack | undefined): TrendDaySums {
  const sums = new Map<string, TrendRollupRow>();
  const unmatched = new Map<string, { rows: number; streams: number }>();
  const playlists = new Map<string, string>();
  for (const row of rows) {
    const track = trackOf(row.isrc);
    if (!track) {
      const aside = unmatched.get(row.isrc) ?? { rows: 0, streams: 0 };
      unmatched.set(row.isrc, { rows: aside.rows + 1, streams: aside.streams + row.streams });
      continue;
    }
    if (row.playlistId && row.playlistName) playlists.set(row.playlistId, row.playlistName);
    const keys = keysOf(row);
    for (const [scope, scopeId] of [['track', track.trackId], ['artist', track.artistId]] as const) {
      for (const [dim, key] of scope === 'artist' ? [...keys, ['track', track.trackId] as [TrendDimension, string]] : keys) {
        const id = `${scope}\u0000${scopeId}\u0000${dim}\u0000${key}`;
        const sum = sums.get(id) ?? { scope, scopeId, dim, key, streams: 0, listeners: 0, saves: 0, playlistAdds: 0 };
        sum.streams += row.streams;
        sum.listeners += row.listeners;
        sum.saves += row.saves;
        sum.playlistAdds += row.playlistAdds;
        sums.set(id, sum);
      }
    }
  }
  return { rollups: [...sums.values()], unmatched, playlists };
}
