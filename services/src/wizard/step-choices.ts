import {
  can,
  earliestSafeReleaseDate,
  leadTimesOf,
  planReachesStore,
  RELEASE_SCHEDULES,
  RELEASE_TYPES,
  releaseTypesFor,
  schedulesFor,
  SCHEDULE_DELIVERY_DAYS,
  isStaff,
  storesOpenTo,
  type Plan,
  type PlatformTier,
  type Role,
} from '@slipcase/domain';
import { storeProfiles, type StoreEnv } from '../stores/store-catalog';

/** Who the wizard's choices are offered to: the plan decides what is allowed, the time zone the earliest dates. */
export interface ChoosingOwner {
  plan: Plan;
  timeZone: string;
}

/** The release types, each allowed by the owner's plan or not, and whether it may enter its own codes. */
export function releaseTypeChoices(owner: Pick<ChoosingOwner, 'plan'>) {
  return {
    types: RELEASE_TYPES.map((type) => ({ value: type, allowed: releaseTypesFor(owner.plan).includes(type) })),
    canEnterCodes: can(owner.plan, 'custom_codes'),
  };
}

/**
 * The installation's stores (the plugins `env` enables) the owner's releases may go to, each with whether the
 * owner's plan reaches it: the operators' sandbox stores for staff only (storesOpenTo).
 */
export async function storeChoices(owner: Pick<ChoosingOwner, 'plan'> & { role?: Role }, env: StoreEnv) {
  const stores = storesOpenTo(owner.role !== undefined && isStaff(owner.role), await storeProfiles(env));
  return stores.map((store) => ({ id: store.id, name: store.name, premium: store.tier === 'premium', reachable: planReachesStore(owner.plan, store) }));
}

/**
 * The delivery schedules, each allowed by the plan or not, with its days and the earliest release date it gives now:
 * the schedule's own, or later when a chosen store (of `stores.available`) needs more time, then named in `store`.
 */
export function scheduleChoices(
  owner: ChoosingOwner,
  now: Date,
  stores: { available: readonly PlatformTier[]; selected: readonly string[] } = { available: [], selected: [] },
) {
  const leadTimes = leadTimesOf({ plan: owner.plan, ...stores });
  return {
    schedules: RELEASE_SCHEDULES.map((schedule) => {
      const earliest = earliestSafeReleaseDate({ schedule, now, timeZone: owner.timeZone, stores: leadTimes });
      return {
        value: schedule,
        allowed: schedulesFor(owner.plan).includes(schedule),
        days: SCHEDULE_DELIVERY_DAYS[schedule],
        earliest: earliest.date,
        store: earliest.store && { name: earliest.store.name, days: earliest.store.leadTimeDays },
      };
    }),
    canPresave: can(owner.plan, 'presave'),
  };
}
