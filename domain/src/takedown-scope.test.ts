import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings';
import { checkTakedownAgainstPending, checkTakedownDate, checkTakedownStores, removesEverywhere, takedownCandidates, takedownProcessAt } from './takedown-scope';

const settings = { takedownHorizonDays: 365 };
const now = new Date('2026-06-01T12:00:00Z');

describe('takedown candidates', () => {
  it('are the stores where the release is live or its removal failed', () => {
    const presence = [
      { store: 'amazon', state: 'removed' },
      { store: 'apple', state: 'removing' },
      { store: 'deezer', state: 'removal_failed' },
      { store: 'spotify', state: 'live' },
    ] as const;
    expect(takedownCandidates(presence)).toEqual(['deezer', 'spotify']);
  });
});

describe('the stores of a takedown', () => {
  const live = ['apple', 'deezer', 'spotify'];

  it('takes every live store when none is chosen', () => {
    expect(checkTakedownStores(undefined, live)).toEqual({ stores: live, errors: [] });
    expect(checkTakedownStores([], live)).toEqual({ stores: live, errors: [] });
  });

  it('takes the chosen ones once each, and refuses a store the release is not live in at its index', () => {
    expect(checkTakedownStores(['spotify', 'apple', 'spotify'], live)).toEqual({ stores: ['apple', 'spotify'], errors: [] });
    expect(checkTakedownStores(['spotify', 'tidal'], live).errors).toEqual([{ code: 'invalid_choice', field: 'stores.1' }]);
  });

  it('says whether the takedown leaves the release in no store', () => {
    expect(removesEverywhere(['apple', 'deezer', 'spotify'], live)).toBe(true);
    expect(removesEverywhere(['apple', 'spotify'], live)).toBe(false);
  });
});

describe('the date of a takedown', () => {
  const refused = { code: 'takedown_date_invalid', field: 'on', params: { today: '2026-06-01', max: '2027-06-01' } };

  it('accepts today up to the horizon, in the user’s calendar', () => {
    expect(checkTakedownDate('2026-06-01', { now, settings })).toEqual([]);
    expect(checkTakedownDate('2027-06-01', { now, settings })).toEqual([]);
    // Already 2 June in Auckland.
    expect(checkTakedownDate('2026-06-01', { now, timeZone: 'Pacific/Auckland', settings })).toMatchObject([
      { code: 'takedown_date_invalid', params: { today: '2026-06-02' } },
    ]);
  });

  it('refuses a past day, a day past the horizon and what is not a calendar date', () => {
    for (const on of ['2026-05-31', '2027-06-02', '2026-02-30', '2026-6-9', 'tomorrow', '']) {
      expect(checkTakedownDate(on, { now, settings })).toEqual([refused]);
    }
  });

  it('names its horizon as a setting', () => {
    expect(DEFAULT_SETTINGS.takedownHorizonDays).toBe(365);
    expect(checkTakedownDate('2026-06-11', { now, settings: { takedownHorizonDays: 10 } })).toEqual([]);
    expect(checkTakedownDate('2026-06-12', { now, settings: { takedownHorizonDays: 10 } })).toHaveLength(1);
  });
});

describe('when a takedown is processed', () => {
  const grace = { takedownGraceHours: 24 };

  it('waits for the grace period, and for the start of the chosen day in the user’s time zone', () => {
    expect(takedownProcessAt(now, grace).toISOString()).toBe('2026-06-02T12:00:00.000Z');
    expect(takedownProcessAt(now, grace, { date: '2026-12-31' }).toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(takedownProcessAt(now, grace, { date: '2026-12-31', timeZone: 'Europe/Istanbul' }).toISOString()).toBe(
      '2026-12-30T21:00:00.000Z',
    );
  });

  it('never skips the grace period for a date that comes before it ends', () => {
    expect(takedownProcessAt(now, grace, { date: '2026-06-01' }).toISOString()).toBe('2026-06-02T12:00:00.000Z');
    expect(takedownProcessAt(now, grace, { date: '2026-06-02' }).toISOString()).toBe('2026-06-02T12:00:00.000Z');
  });
});

describe('a takedown asked while another waits', () => {
  const pending = { stores: ['deezer', 'spotify'], on: null, processOn: '2026-06-02' };

  it('is the same one again when it asks the same stores (in any order) and the same day', () => {
    expect(checkTakedownAgainstPending({ stores: ['spotify', 'deezer'], on: null }, pending)).toEqual([]);
    expect(checkTakedownAgainstPending({ stores: ['spotify'], on: '2026-12-31' }, { stores: ['spotify'], on: '2026-12-31', processOn: '2026-12-31' })).toEqual([]);
  });

  it('is refused, naming the waiting one, when its stores or its day differ', () => {
    const refusal = [{ code: 'takedown_pending', field: 'releaseId', params: { stores: 'deezer, spotify', date: '2026-06-02' } }];
    expect(checkTakedownAgainstPending({ stores: ['spotify'], on: null }, pending)).toEqual(refusal);
    expect(checkTakedownAgainstPending({ stores: ['deezer', 'spotify'], on: '2026-07-01' }, pending)).toEqual(refusal);
  });
});
