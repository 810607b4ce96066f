import { addDays, isIsoDate, localDate, startOfLocalDay, type IsoDate } from './calendar-date';
import type { FieldError } from './errors';
import { isPremium, type Plan } from './plan';
import type { Settings } from './settings';

type ReleaseLimitSettings = Pick<Settings, 'monthlyReleaseLimitFree' | 'monthlyReleaseLimitPro' | 'monthlyReleaseLimitAdvanced'>;

/** Releases a plan may submit per calendar month. */
export function monthlyReleaseLimit(plan: Plan, settings: ReleaseLimitSettings): number {
  switch (plan) {
    case 'free':
      return settings.monthlyReleaseLimitFree;
    case 'pro':
      return settings.monthlyReleaseLimitPro;
    case 'advanced':
      return settings.monthlyReleaseLimitAdvanced;
  }
}

/** Refuses one more submission once the releases submitted this month reach the plan's limit; the error is the whole release's. */
export function checkMonthlyReleaseLimit(input: {
  plan: Plan;
  releasesThisMonth: number;
  settings: ReleaseLimitSettings;
}): FieldError[] {
  const limit = monthlyReleaseLimit(input.plan, input.settings);
  return input.releasesThisMonth >= limit ? [{ code: 'distro_limit', field: 'release', params: { limit } }] : [];
}

/**
 * The calendar month `now` falls in, in the user's time zone: count the releases submitted at or after
 * `start` and before `end`.
 */
export function monthWindow(now: Date, timeZone = 'UTC'): { month: string; start: Date; end: Date } {
  const month = localDate(now, timeZone).slice(0, 7);
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  return { month, start: startOfLocalDay(`${month}-01`, timeZone), end: startOfLocalDay(`${next}-01`, timeZone) };
}

export const RELEASE_SCHEDULES = ['standard', 'priority', 'express'] as const;

export type ReleaseSchedule = (typeof RELEASE_SCHEDULES)[number];

/**
 * What each schedule promises (001 §9: express 3-5 days, priority 1-2 weeks, standard 2-3 weeks), in calendar
 * days from submission to the stores. The one source of these numbers: the wizard, the errors and the public pages
 * quote them (SCHEDULE_TEXT_VALUES).
 */
export const SCHEDULE_DELIVERY_DAYS: Record<ReleaseSchedule, { min: number; max: number }> = {
  standard: { min: 14, max: 21 },
  priority: { min: 7, max: 14 },
  express: { min: 3, max: 5 },
};

/** "Standard releases need at least 3 weeks' notice" (001 §5): the longest the standard schedule takes. */
export const STANDARD_NOTICE_DAYS = SCHEDULE_DELIVERY_DAYS.standard.max;
export const STANDARD_NOTICE_WEEKS = Math.ceil(STANDARD_NOTICE_DAYS / 7);

/** The schedules a plan may choose: priority and express are PRO's "priority scheduling" and "faster release". */
export function schedulesFor(plan: Plan): ReleaseSchedule[] {
  return isPremium(plan) ? [...RELEASE_SCHEDULES] : ['standard'];
}

/**
 * The earliest release date a schedule alone accepts. The stores' lead times may ask for a later one:
 * earliestSafeReleaseDate (store-lead-times.ts) is the date picker's minimum.
 */
export function earliestReleaseDate(input: { schedule: ReleaseSchedule; now: Date; timeZone?: string }): IsoDate {
  const today = localDate(input.now, input.timeZone);
  return input.schedule === 'standard' ? addDays(today, STANDARD_NOTICE_DAYS) : today;
}

/**
 * The release date against the schedule, with today being the date in the user's time zone (default UTC).
 * A release date must be a real date, today or later. A standard release needs 21 days' notice: chosen on
 * 1 March, 22 March is the earliest. Priority and express need only a date that is not past: they are faster
 * processing, and a date sooner than they take means "as soon as the stores have it". Only PRO and Advanced
 * may choose them; a free user's choice is refused on `schedule`, not silently downgraded.
 */
export function checkReleaseDate(input: {
  schedule: ReleaseSchedule;
  releaseDate: string;
  now: Date;
  plan: Plan;
  timeZone?: string;
}): FieldError[] {
  const errors: FieldError[] = [];
  if (!schedulesFor(input.plan).includes(input.schedule)) errors.push({ code: 'premium_required', field: 'schedule' });
  const earliest = earliestReleaseDate(input);
  // ISO dates compare as strings.
  if (!isIsoDate(input.releaseDate) || input.releaseDate < localDate(input.now, input.timeZone)) {
    errors.push({ code: 'invalid_release_date', field: 'releaseDate' });
  } else if (input.releaseDate < earliest) {
    errors.push({ code: 'standard_notice', field: 'releaseDate', params: { date: earliest, weeks: STANDARD_NOTICE_WEEKS } });
  }
  return errors;
}
