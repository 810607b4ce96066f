import { getPrisma } from '@slipcase/db';
import { recordIdSchema } from '@slipcase/api-contract/clean-input';
import { isAnalyticsRange, isAppError, type AnalyticsRange } from '@slipcase/domain';
import { analyticsFor, type AnalyticsInput, type AnalyticsReport } from '@slipcase/services';
import { encodeError } from '../lib/error-messages';
import { storeNames } from './stores.server';

/** The range a page shows when none is asked for, and the one it falls back to when the plan refuses one. */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';

const notFound = () => new Response('Not found', { status: 404 });

/** An id in the query: absent when blank; not an id at all (a script, a NUL) is not found, as another account's is. */
function queryId(url: URL, name: string, allowed: readonly string[] = []): string | undefined {
  const value = url.searchParams.get(name)?.trim();
  if (!value) return undefined;
  if (allowed.includes(value) || recordIdSchema.safeParse(value).success) return value;
  throw notFound();
}

/** What `/analytics` and its CSV were asked for: `?artist=<id|all>&range=30d&release=<id>&track=<id>`. */
export function analyticsQuery(userId: string, url: URL): AnalyticsInput {
  const range = url.searchParams.get('range')?.trim() ?? '';
  return {
    userId,
    range: isAnalyticsRange(range) ? range : DEFAULT_ANALYTICS_RANGE,
    artistId: queryId(url, 'artist', ['all']),
    releaseId: queryId(url, 'release'),
    trackId: queryId(url, 'track'),
  };
}

export interface AnalyticsPage {
  report: AnalyticsReport;
  stores: Record<string, string>;
  /** A range the plan does not include, refused (the page shows the default range instead), as an encoded error. */
  refused: string | null;
}

/**
 * The report for the page and its CSV: another account's artist, release or track is a 404; a range or the label
 * total beyond the plan is refused with its message and the default shown instead.
 */
export async function loadAnalyticsPage(userId: string, url: URL): Promise<AnalyticsPage> {
  const input = analyticsQuery(userId, url);
  const deps = { prisma: getPrisma() };
  const stores = await storeNames();
  try {
    return { report: await analyticsFor(deps, input), stores, refused: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === 'not_found') throw notFound();
    const fallback = { ...input, range: DEFAULT_ANALYTICS_RANGE, artistId: error.field === 'artistId' ? undefined : input.artistId };
    return { report: await analyticsFor(deps, fallback), stores, refused: encodeError(error) };
  }
}
