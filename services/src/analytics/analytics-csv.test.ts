import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './analytics-csv';
import type { AnalyticsReport } from './analytics-report';

const metric = (value: number, previous: number | null = null) => ({ value, previous, change: previous ? 50 : null });
const row = (key: string, label: string, streams: number) => ({ key, label, streams, listeners: 1, saves: 0, playlistAdds: 0 });

const report: AnalyticsReport = {
  artists: [{ id: 'a1', name: 'Act' }],
  artistId: 'a1',
  release: null,
  track: null,
  range: '7d',
  access: { ranges: ['7d'], advanced: false, labelTotal: false },
  window: { from: '2026-03-01', to: '2026-03-07' },
  overview: { streams: metric(15, 10), listeners: metric(3), saves: metric(0), playlistAdds: metric(0) },
  chart: { grain: 'day', stores: ['spotify'], points: [{ period: '2026-03-01', total: 15, stores: { spotify: 15 } }] },
  territories: [row('FR', 'FR', 15)],
  tracks: [{ trackId: 't1', title: '=HYPERLINK("x"), "Hit"', releaseId: 'r1', releaseTitle: 'R', streams: 15, listeners: 3, saves: 0, playlistAdds: 0 }],
  confirmed: [{ period: '2026-02', store: 'spotify', usages: 100, estimated: 90, estimateOffPercent: -10 }],
  cities: null,
  audience: null,
  devices: null,
  sources: null,
  playlists: null,
};

describe('analyticsCsv', () => {
  it('writes every number shown, section by section, and defuses formulas', () => {
    expect(analyticsCsv(report).split('\n')).toEqual([
      'section,key,label,store,streams,listeners,saves,playlistAdds,previous,change_percent',
      'window,7d,2026-03-01..2026-03-07,,,,,,,',
      'overview,streams,streams,,15,,,,10,50',
      'overview,listeners,listeners,,,3,,,,',
      'overview,saves,saves,,,,0,,,',
      'overview,playlistAdds,playlistAdds,,,,,0,,',
      'day,2026-03-01,2026-03-01,spotify,15,,,,,',
      'territory,FR,FR,,15,1,0,0,,',
      `track,t1,"'=HYPERLINK(""x""), ""Hit""",,15,3,0,0,,`,
      'confirmed,2026-02,usages,spotify,100,,,,90,-10',
      '',
    ]);
  });
});
