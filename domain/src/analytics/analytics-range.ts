import { addDays, type IsoDate } from '../calendar-date';

/** 001's analytics ranges: 7, 30, 90 days, one year, all time. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y', 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

const RANGE_DAYS: Record<Exclude<AnalyticsRange, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export function isAnalyticsRange(value: string): value is AnalyticsRange {
  return (ANALYTICS_RANGES as readonly string[]).includes(value);
}

export interface AnalyticsWindow {
  /** First and last day, both included. */
  from: IsoDate;
  to: IsoDate;
  /** The range of the same length just before, for the change; null for all time. */
  previous: { from: IsoDate; to: IsoDate } | null;
}

/**
 * The days a range covers, ending with the last day the stores have reported (`lastDay`): counting from today
 * would show a range whose newest days are always empty, since stores report a day or two late. All time starts at
 * `firstDay`, the first reported day (itself when there is none).
 */
export function analyticsWindow(range: AnalyticsRange, lastDay: IsoDate, firstDay: IsoDate = lastDay): AnalyticsWindow {
  if (range === 'all') return { from: firstDay < lastDay ? firstDay : lastDay, to: lastDay, previous: null };
  const days = RANGE_DAYS[range];
  const from = addDays(lastDay, 1 - days);
  return { from, to: lastDay, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** The change from the previous range in percent, one decimal; null when there was nothing to compare with. */
export function changePercent(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
