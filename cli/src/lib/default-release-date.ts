import { STANDARD_NOTICE_DAYS } from '@slipcase/domain';

/**
 * How far ahead the release date is when none is given: the earliest a standard release accepts (domain's
 * earliestReleaseDate), which the service or the server sets in the account's time zone.
 */
export const DEFAULT_LEAD_DAYS = STANDARD_NOTICE_DAYS;
