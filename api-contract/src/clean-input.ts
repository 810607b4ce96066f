import { cleanTextPattern, isIsoDate, type TextShape } from '@slipcase/domain';
import { z } from 'zod';

// The boundary's one input-cleaning rule (domain/src/clean-text.ts, calendar-date.ts) as zod: every form schema,
// `/v1` body, query and the CLI's manifest build their strings and dates from these, so that a NUL or an escape is
// a 400 `invalid_characters` on its field, and `2027-02-30` a refused date, never a 500 or a day rolled forward.

/**
 * A string with no control characters; `lines` lets tab and line breaks through (a biography, lyrics). A pattern,
 * not a refinement, so that the OpenAPI document says it too.
 */
export function cleanString(shape: TextShape = 'line', params?: { error?: string }) {
  return z.string(params).regex(cleanTextPattern(shape), { error: 'invalid_characters', abort: true });
}

/** The id of a stored record (a cuid) as a path parameter or cursor: anything else names nothing. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Such an id in a body or a form (a web form's hidden `releaseId`): a NUL, an over-long or a made-up shape is
 * `invalid_input`; whether the id is the caller's own is the service's to answer.
 */
export const recordIdSchema = z.string({ error: 'invalid_input' }).regex(RECORD_ID_PATTERN, { error: 'invalid_input' });

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
