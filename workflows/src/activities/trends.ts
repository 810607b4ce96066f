import type { PrismaClient } from '@slipcase/db';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { importStoreTrendDay } from '@slipcase/services/analytics/import-store-trend-day';
import type { TrendsDayInput, TrendsDayResult } from '../contracts';
import { refusingWithoutRetry } from './refusal';

/** The day's trend file of a store, read through its plugin and imported (services' importStoreTrendDay). */
export async function importTrendsDay(deps: { prisma: PrismaClient; stores: readonly StorePlugin[] }, input: TrendsDayInput): Promise<TrendsDayResult> {
  const outcome = await refusingWithoutRetry(() => importStoreTrendDay({ ...deps, now: new Date() }, input));
  return { status: outcome.status, ...('importId' in outcome && { importId: outcome.importId }) };
}
