/**
 * Dates the stores can meet (issue 19 §5): each store's profile declares how many days before its release date it
 * needs a release (`leadTimeDays`), and a release reaches the stores only after its review. The date picker's
 * minimum, the /v1 checks and the bulk upload's all come from earliestSafeReleaseDate.
 */
import { businessDaysLater, REVIEW_BUSINESS_DAYS } from './business-days';
import { addDays, isIsoDate, localDate, type IsoDate } from './calendar-date';
import type { FieldError } from './errors';
import type { Plan } from './plan';
import { choosePlatforms, type PlatformTier } from './platforms';
import { earliestReleaseDate, type ReleaseSchedule } from './release-limits';

/** A store as the date rules see it: its name for the message, and the days it needs a release before its date. */
export interface StoreLeadTime {
  id: string;
  name: string;
  leadTimeDays: number;
}

export interface SafeReleaseDate {
  date: IsoDate;
  /** The store whose lead time sets the date; null when the schedule's own notice does. */
  store: StoreLeadTime | null;
}

/** The first date a store can have the release out: its lead time counted from the end of the longest review. */
export function storeReadyDate(store: Pick<StoreLeadTime, 'leadTimeDays'>, now: Date, timeZone?: string): IsoDate {
  return addDays(localDate(businessDaysLater(now, REVIEW_BUSINESS_DAYS), timeZone), store.leadTimeDays);
}

/**
 * The earliest release date both the schedule (earliestReleaseDate) and every chosen store accept, and the store
 * that sets it. A store declaring no lead time (the operator's folder) takes a release on its day and asks for none.
 * Ties go to the first store given, so the message names the same store every time.
 */
export function earliestSafeReleaseDate(input: {
  schedule: ReleaseSchedule;
  now: Date;
  timeZone?: string;
  stores: readonly StoreLeadTime[];
}): SafeReleaseDate {
  let earliest: SafeReleaseDate = { date: earliestReleaseDate(input), store: null };
  for (const store of input.stores) {
    if (store.leadTimeDays <= 0) continue;
    const date = storeReadyDate(store, input.now, input.timeZone);
    // ISO dates compare as strings.
    if (date > earliest.date) earliest = { date, store };
  }
  return earliest;
}

/**
 * `store_lead_time` on the release date when a chosen store cannot have the release out by then, naming the store,
 * its lead time, the review's business days and the first date that works. A date that is no date, or that the
 * schedule refuses already, is checkReleaseDate's to report.
 */
export function checkStoreLeadTimes(
  input: { schedule: ReleaseSchedule; releaseDate: string; now: Date; timeZone?: string; stores: readonly StoreLeadTime[] },
  field = 'releaseDate',
): FieldError[] {
  if (!isIsoDate(input.releaseDate)) return [];
  const earliest = earliestSafeReleaseDate(input);
  if (!earliest.store || input.releaseDate >= earliest.date) return [];
  return [
    {
      code: 'store_lead_time',
      field,
      params: { store: earliest.store.name, days: earliest.store.leadTimeDays, reviewDays: REVIEW_BUSINESS_DAYS, date: earliest.date },
    },
  ];
}

/**
 * The lead times of the stores a release goes to (choosePlatforms: what was picked, or every store when none was,
 * less those the plan does not reach). A store without a declared lead time or name counts as none, by its id.
 */
export function leadTimesOf(input: { plan: Plan; selected: readonly string[]; available: readonly PlatformTier[] }): StoreLeadTime[] {
  const kept = new Set(choosePlatforms(input).kept);
  return input.available
    .filter((store) => kept.has(store.id))
    .map((store) => ({ id: store.id, name: store.name ?? store.id, leadTimeDays: store.leadTimeDays ?? 0 }));
}
