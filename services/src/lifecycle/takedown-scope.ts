import type { DbClient } from '@slipcase/db';
import {
  AppError,
  checkTakedownDate,
  checkTakedownStores,
  storePresence,
  takedownCandidates,
  takedownProcessAt,
  type Settings,
  type StorePresence,
} from '@slipcase/domain';

/** Where the release stands in each store it was sent to, from its deliveries. */
export async function releaseStorePresence(db: DbClient, releaseId: string): Promise<StorePresence[]> {
  const deliveries = await db.delivery.findMany({
    where: { releaseId },
    orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
    select: { store: true, kind: true, status: true },
  });
  return storePresence(deliveries);
}

export interface TakedownScopeInput {
  /** Store ids; every store the release is live in when absent or empty. */
  stores?: readonly string[];
  /** YYYY-MM-DD in the owner's calendar; as soon as the grace period is over when absent. */
  on?: string;
}

export interface TakedownScope {
  stores: string[];
  takeDownOn: Date | null;
  processAt: Date;
}

/** The stores and the moment of a takedown requested at `now`, refused (AppError) when a store or the date is not allowed. */
export async function takedownScope(
  db: DbClient,
  input: TakedownScopeInput & { releaseId: string; now: Date; timeZone: string; settings: Pick<Settings, 'takedownGraceHours' | 'takedownHorizonDays'> },
): Promise<TakedownScope> {
  const candidates = takedownCandidates(await releaseStorePresence(db, input.releaseId));
  const { stores, errors } = checkTakedownStores(input.stores, candidates);
  const [problem] = [...errors, ...(input.on === undefined ? [] : checkTakedownDate(input.on, input))];
  if (problem) throw new AppError(problem.code, problem.field, problem.params);
  const on = input.on === undefined ? undefined : { date: input.on, timeZone: input.timeZone };
  return {
    stores,
    takeDownOn: on ? new Date(`${on.date}T00:00:00Z`) : null,
    processAt: takedownProcessAt(input.now, input.settings, on),
  };
}
