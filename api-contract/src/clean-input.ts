import { isCleanText, isIsoDate, type TextShape } from '@slipcase/domain';
import { z } from 'zod';

// The boundary's one input-cleaning rule (domain/src/clean-text.ts, calendar-date.ts) as zod: every form schema,
// `/v1` body, query and the CLI's manifest build their strings and dates from these, so that a NUL or an escape is
// a 400 `invalid_characters` on its field, and `2027-02-30` a refused date, never a 500 or a day rolled forward.

/** A string with no control characters; `lines` lets tab and line breaks through (a biography, lyrics). */
export function cleanString(shape: TextShape = 'line', params?: { error?: string }) {
  return z.string(params).refine((value) => isCleanText(value, shape), { error: 'invalid_characters', abort: true });
}

/** A calendar day that exists, as YYYY-MM-DD (blank is left to the caller: `!value ||`). */
export function isCalendarDay(value: string | null | undefined): boolean {
  return !value || isIsoDate(value.trim());
}

/** A required calendar day, YYYY-MM-DD, that exists: `2027-02-30` and `0000-00-00` are `error`. */
export function calendarDay(error = 'invalid_release_date') {
  return cleanString()
    .trim()
    .refine((value) => isIsoDate(value), { error })
    .meta({ description: 'A calendar day, YYYY-MM-DD.' });
}
