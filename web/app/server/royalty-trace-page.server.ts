import type { Role } from '@slipcase/domain';
import { isAppError } from '@slipcase/domain';
import type { RoyaltyTraceJson } from '@slipcase/api-contract/royalty-trace-schemas';
import { royaltyTraceJson, traceRoyalties } from '@slipcase/services';
import { statementPeriods } from '@slipcase/services/royalties/payment-history';
import { encodeError } from '../lib/error-messages';
import { traceDeps } from './deps.server';
import { storeNames } from './stores.server';

/** The page's query keys: the trace's selection; any other parameter (a tracking tag) is not passed on. */
export const TRACE_PARAMS = ['period', 'store', 'releaseId', 'upc', 'trackId', 'isrc', 'country'] as const;

export interface RoyaltyTracePage {
  /** The periods the user has royalties for, newest first (the month picker). */
  periods: string[];
  /** What the page shows: the period asked for, else the newest. Null when there is none. */
  selection: Partial<Record<(typeof TRACE_PARAMS)[number], string>>;
  trace: RoyaltyTraceJson | null;
  /** A refused selection, as an encoded error for the page's message. */
  error: string | null;
  stores: Record<string, string>;
}

/** The trace page's data: the user's trace of the selection in the URL (the newest period unless one is named). */
export async function loadRoyaltyTracePage(user: { id: string; role: Role }, url: URL): Promise<RoyaltyTracePage> {
  const deps = await traceDeps();
  const [periods, stores] = await Promise.all([statementPeriods(deps.prisma, user.id), storeNames()]);
  const asked = Object.fromEntries(TRACE_PARAMS.flatMap((key) => (url.searchParams.get(key)?.trim() ? [[key, url.searchParams.get(key)!.trim()]] : [])));
  const selection = { ...asked, period: asked.period ?? periods[0]?.period };
  const base = { periods: periods.map((row) => row.period), stores, selection };
  if (!selection.period) return { ...base, selection: asked, trace: null, error: null };
  try {
    const trace = await traceRoyalties(deps, { viewer: { userId: user.id, role: user.role }, selection: { ...selection, period: selection.period } });
    return { ...base, trace: royaltyTraceJson(trace), error: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Another account's release or track is not found, as on every page that names one.
    if (error.code === 'not_found') throw new Response('Not found', { status: 404 });
    return { ...base, trace: null, error: encodeError(error) };
  }
}
