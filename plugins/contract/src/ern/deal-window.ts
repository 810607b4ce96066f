import type { DeliveryContext } from '../store-plugin';

/** ISO dates (YYYY-MM-DD) a deal runs between; no end means open-ended. */
export interface DealWindow {
  start: string;
  end?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * New releases and updates sell from the release date on. A takedown (ERN 4 has no takedown message) resends
 * the deals ending the day before the delivery, so they have already ended when the store reads them; a deal
 * of a release taken down before its date starts and ends on that same past day.
 */
export function dealWindow(releaseDate: string, context: Pick<DeliveryContext, 'kind' | 'createdAt'>): DealWindow {
  if (context.kind !== 'takedown') return { start: releaseDate };
  const end = new Date(Date.parse(context.createdAt) - DAY_MS).toISOString().slice(0, 10);
  return { start: releaseDate < end ? releaseDate : end, end };
}
