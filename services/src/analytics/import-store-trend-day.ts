import type { PrismaClient } from '@slipcase/db';
import { AppError, isIsoDate, type IsoDate } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { importTrendDay, type TrendImportOutcome } from './import-trend-day';

export type StoreTrendDayOutcome = TrendImportOutcome | { status: 'no_file' };

/**
 * Reads a store's trend file for a day through its plugin and imports it (the day's schedule activity calls this).
 * No file yet is no error: stores report late, and the schedule asks again the next day.
 */
export async function importStoreTrendDay(
  deps: { prisma: PrismaClient; now: Date; stores: readonly Pick<StorePlugin, 'id' | 'readTrendFile'>[] },
  input: { store: string; day: IsoDate },
): Promise<StoreTrendDayOutcome> {
  if (!isIsoDate(input.day)) throw new AppError('invalid_input', 'day');
  const plugin = deps.stores.find((store) => store.id === input.store);
  if (!plugin?.readTrendFile) throw new AppError('invalid_input', 'store');
  const file = await plugin.readTrendFile(input.day);
  if (!file) return { status: 'no_file' };
  return importTrendDay(deps, { store: input.store, day: input.day, fileName: file.location, bytes: file.bytes });
}
