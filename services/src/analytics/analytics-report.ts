import type { AnalyticsRange, IsoDate } from '@slipcase/domain';

/** A count now, in the range before, and the change in percent (null when there is nothing to compare with). */
export interface AnalyticsMetric {
  value: number;
  previous: number | null;
  change: number | null;
}

export interface AnalyticsCounts {
  streams: number;
  listeners: number;
  saves: number;
  playlistAdds: number;
}

/** One value of a breakdown (a territory, a city, a device...), with what it adds up to over the range. */
export interface AnalyticsRow extends AnalyticsCounts {
  key: string;
  /** For people: a playlist's name, a city without its territory; the key itself otherwise. */
  label: string;
}

export interface AnalyticsTrackRow extends AnalyticsCounts {
  trackId: string;
  title: string;
  releaseId: string;
  releaseTitle: string;
}

/** A month a store's statement confirmed: its usages beside what the daily trends estimated for it. */
export interface ConfirmedMonth {
  period: string;
  store: string;
  usages: number;
  estimated: number;
  /** How far the estimate was from the statement, in percent of the statement; null without an estimate. */
  estimateOffPercent: number | null;
}

/** Everything the analytics page, `/v1/analytics` and `slipcase analytics` show: one answer, the same numbers. */
export interface AnalyticsReport {
  artists: { id: string; name: string }[];
  /** The artist shown, 'all' for the label total, null for an account without artists. */
  artistId: string | null;
  release: { id: string; title: string } | null;
  track: { id: string; title: string; releaseId: string } | null;
  range: AnalyticsRange;
  /** What the plan allows (domain analyticsAccess): the page offers only these. */
  access: { ranges: readonly AnalyticsRange[]; advanced: boolean; labelTotal: boolean };
  /** The days shown, both included; null while nothing was reported. */
  window: { from: IsoDate; to: IsoDate } | null;
  overview: Record<keyof AnalyticsCounts, AnalyticsMetric>;
  /** Streams per day (per month for all time beyond a year) and store, every period of the window present. */
  chart: { grain: 'day' | 'month'; stores: string[]; points: { period: string; total: number; stores: Record<string, number> }[] };
  territories: AnalyticsRow[];
  tracks: AnalyticsTrackRow[];
  confirmed: ConfirmedMonth[];
  /** The advanced view: null where the plan does not include it (decided on the server). */
  cities: AnalyticsRow[] | null;
  audience: AnalyticsRow[] | null;
  devices: AnalyticsRow[] | null;
  sources: AnalyticsRow[] | null;
  playlists: AnalyticsRow[] | null;
}
