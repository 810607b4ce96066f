import { earliestReleaseDate, STANDARD_NOTICE_DAYS } from '@slipcase/domain';

/** How far ahead the release date offered when none is given lies: a standard release's notice. */
export const DEFAULT_LEAD_DAYS = STANDARD_NOTICE_DAYS;

/** The release date offered when none is given: the earliest a standard release accepts, as the web's new draft gets. */
export function defaultReleaseDate(now: Date): string {
  return earliestReleaseDate({ schedule: 'standard', now });
}
