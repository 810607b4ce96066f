import { addDays, localDate, type IsoDate } from './calendar-date';
import type { FieldError } from './errors';
import { isPremium, type Plan } from './plan';

/** Free plan: a takedown may be requested from this many days after the release date (001 §4). */
export const FREE_TAKEDOWN_WAIT_DAYS = 90;

export type TakedownEligibility = { allowed: true } | { allowed: false; code: 'takedown_too_early'; allowedFrom: IsoDate };

/**
 * Whether the release's owner may request a takedown now. PRO and Advanced may at once. A free user may from
 * the 90th calendar day after the release date, a day being the date in the user's time zone (default UTC):
 * a release of 1 January may be taken down from 1 April, from the user's local midnight.
 */
export function takedownEligibility(input: {
  plan: Plan;
  releaseDate: IsoDate;
  now: Date;
  timeZone?: string;
}): TakedownEligibility {
  if (isPremium(input.plan)) return { allowed: true };
  const allowedFrom = addDays(input.releaseDate, FREE_TAKEDOWN_WAIT_DAYS);
  // ISO dates compare as strings.
  if (localDate(input.now, input.timeZone) >= allowedFrom) return { allowed: true };
  return { allowed: false, code: 'takedown_too_early', allowedFrom };
}

/** The reasons of the final takedown confirmation (001 §4); 'other' needs a text. */
export const TAKEDOWN_REASONS = [
  'mistake',
  'no_royalties',
  'no_streams',
  'release_copyright_issues',
  'release_not_in_stores',
  'other',
] as const;

export type TakedownReason = (typeof TAKEDOWN_REASONS)[number];

export const TAKEDOWN_OTHER_TEXT_MAX = 1000;

export function isTakedownReason(value: string): value is TakedownReason {
  return (TAKEDOWN_REASONS as readonly string[]).includes(value);
}

export function checkTakedownRequest(input: { reason?: string | null; otherText?: string | null }): FieldError[] {
  const { reason } = input;
  if (!reason) return [{ code: 'required', field: 'reason' }];
  if (!isTakedownReason(reason)) return [{ code: 'invalid_choice', field: 'reason' }];
  const otherText = input.otherText?.trim() ?? '';
  if (reason === 'other' && !otherText) return [{ code: 'required', field: 'otherText' }];
  if (otherText.length > TAKEDOWN_OTHER_TEXT_MAX) {
    return [{ code: 'too_long', field: 'otherText', params: { max: TAKEDOWN_OTHER_TEXT_MAX } }];
  }
  return [];
}
