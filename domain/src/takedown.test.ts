import { describe, expect, it } from 'vitest';
import { TAKEDOWN_OTHER_TEXT_MAX, TAKEDOWN_REASONS, checkTakedownRequest, takedownEligibility } from './takedown';
import { takedownProcessAt } from './takedown-scope';

/** Noon UTC of a date: the same calendar date in every zone between UTC-11 and UTC+11. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

describe('takedown eligibility', () => {
  it('lets a free user request a takedown from the 90th day after the release date', () => {
    const free = { plan: 'free' as const, releaseDate: '2026-01-01' };
    expect(takedownEligibility({ ...free, now: noon('2026-03-31') })).toEqual({
      allowed: false,
      code: 'takedown_too_early',
      allowedFrom: '2026-04-01',
    });
    expect(takedownEligibility({ ...free, now: noon('2026-04-01') })).toEqual({ allowed: true });
    expect(takedownEligibility({ ...free, now: noon('2026-04-02') })).toEqual({ allowed: true });
  });

  it('lets PRO and Advanced request one at once, even before the release date', () => {
    for (const plan of ['pro', 'advanced'] as const) {
      expect(takedownEligibility({ plan, releaseDate: '2026-01-01', now: noon('2025-12-20') })).toEqual({ allowed: true });
    }
    expect(takedownEligibility({ plan: 'free', releaseDate: '2026-01-01', now: noon('2025-12-20') }).allowed).toBe(false);
  });

  it('counts days in the user’s time zone', () => {
    const free = { plan: 'free' as const, releaseDate: '2026-01-01' };
    const lateEvening = new Date('2026-03-31T23:30:00Z');
    expect(takedownEligibility({ ...free, now: lateEvening }).allowed).toBe(false);
    expect(takedownEligibility({ ...free, now: lateEvening, timeZone: 'Europe/Istanbul' }).allowed).toBe(true);
    const earlyMorning = new Date('2026-04-01T02:00:00Z');
    expect(takedownEligibility({ ...free, now: earlyMorning }).allowed).toBe(true);
    expect(takedownEligibility({ ...free, now: earlyMorning, timeZone: 'America/New_York' }).allowed).toBe(false);
  });

  it('counts leap days', () => {
    const fromLeapDay = takedownEligibility({ plan: 'free', releaseDate: '2028-02-29', now: noon('2028-05-28') });
    expect(fromLeapDay).toEqual({ allowed: false, code: 'takedown_too_early', allowedFrom: '2028-05-29' });
    // The same 90 days end a day earlier when they cross a 29 February.
    expect(takedownEligibility({ plan: 'free', releaseDate: '2028-01-15', now: noon('2028-04-13') })).toMatchObject({
      allowedFrom: '2028-04-14',
    });
    expect(takedownEligibility({ plan: 'free', releaseDate: '2028-01-15', now: noon('2028-04-14') }).allowed).toBe(true);
    expect(takedownEligibility({ plan: 'free', releaseDate: '2027-01-15', now: noon('2027-04-14') })).toMatchObject({
      allowedFrom: '2027-04-15',
    });
  });

  it('refuses a release date that is not a date', () => {
    expect(() => takedownEligibility({ plan: 'free', releaseDate: '2026-02-30', now: noon('2026-06-01') })).toThrow(RangeError);
  });
});

describe('takedown request', () => {
  it('accepts each catalogued reason, other with a text', () => {
    expect(TAKEDOWN_REASONS).toHaveLength(6);
    for (const reason of TAKEDOWN_REASONS.filter((reason) => reason !== 'other')) {
      expect(checkTakedownRequest({ reason })).toEqual([]);
    }
    expect(checkTakedownRequest({ reason: 'other', otherText: 'Signed with a label' })).toEqual([]);
  });

  it('requires a reason from the catalogue, and a text for other', () => {
    expect(checkTakedownRequest({ reason: '' })).toEqual([{ code: 'required', field: 'reason' }]);
    expect(checkTakedownRequest({ reason: 'bored' })).toEqual([{ code: 'invalid_choice', field: 'reason' }]);
    expect(checkTakedownRequest({ reason: 'other', otherText: '   ' })).toEqual([{ code: 'required', field: 'otherText' }]);
    expect(checkTakedownRequest({ reason: 'other' })).toEqual([{ code: 'required', field: 'otherText' }]);
  });

  it('limits the text', () => {
    const text = 'x'.repeat(TAKEDOWN_OTHER_TEXT_MAX);
    expect(checkTakedownRequest({ reason: 'other', otherText: text })).toEqual([]);
    expect(checkTakedownRequest({ reason: 'other', otherText: `${text}x` })).toEqual([
      { code: 'too_long', field: 'otherText', params: { max: TAKEDOWN_OTHER_TEXT_MAX } },
    ]);
  });
});

describe('takedown processAt', () => {
  it('is the request time plus the grace period', () => {
    const requestedAt = new Date('2026-06-01T10:00:00Z');
    expect(takedownProcessAt(requestedAt, { takedownGraceHours: 24 }).toISOString()).toBe('2026-06-02T10:00:00.000Z');
    expect(takedownProcessAt(requestedAt, { takedownGraceHours: 0 }).toISOString()).toBe('2026-06-01T10:00:00.000Z');
  });
});
