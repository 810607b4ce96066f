import { describe, expect, it } from 'vitest';
import { checkReleaseForSubmission } from './release-check';
import { emptyReleaseDraft } from './release-draft';
import { DEFAULT_SETTINGS } from './settings';
import { checkStoreLeadTimes, earliestSafeReleaseDate, leadTimesOf, storeReadyDate } from './store-lead-times';

// Tuesday 1 December 2026, 10:00 UTC: the review's 2 business days end on Thursday 3 December.
const now = new Date('2026-12-01T10:00:00Z');
const spotify = { id: 'spotify', name: 'Spotify', leadTimeDays: 7 };
const slow = { id: 'slow', name: 'Slow Store', leadTimeDays: 12 };
const folder = { id: 'local-folder', name: 'Local folder', leadTimeDays: 0 };

describe('the date a store can meet', () => {
  it('counts the store’s lead time from the end of the review', () => {
    expect(storeReadyDate(spotify, now)).toBe('2026-12-10');
    // Friday: the review runs over the weekend into Tuesday.
    expect(storeReadyDate(spotify, new Date('2026-12-04T10:00:00Z'))).toBe('2026-12-15');
  });

  it('is the latest of the schedule’s date and each chosen store’s, naming the store that sets it', () => {
    expect(earliestSafeReleaseDate({ schedule: 'express', now, stores: [spotify] })).toEqual({ date: '2026-12-10', store: spotify });
    expect(earliestSafeReleaseDate({ schedule: 'express', now, stores: [spotify, slow] })).toEqual({ date: '2026-12-15', store: slow });
    // The standard schedule's 21 days outlast a 7-day store: the schedule sets the date.
    expect(earliestSafeReleaseDate({ schedule: 'standard', now, stores: [spotify] })).toEqual({ date: '2026-12-22', store: null });
  });

  it('asks nothing for a store without a lead time, and nothing without stores', () => {
    expect(earliestSafeReleaseDate({ schedule: 'express', now, stores: [folder] })).toEqual({ date: '2026-12-01', store: null });
    expect(earliestSafeReleaseDate({ schedule: 'priority', now, stores: [] })).toEqual({ date: '2026-12-01', store: null });
  });

  it('takes today in the user’s time zone', () => {
    const lateEvening = new Date('2026-12-03T22:30:00Z');
    expect(storeReadyDate(spotify, lateEvening)).toBe('2026-12-14');
    expect(storeReadyDate(spotify, lateEvening, 'Europe/Istanbul')).toBe('2026-12-15');
  });
});

describe('checkStoreLeadTimes', () => {
  const check = (releaseDate: string, stores = [spotify, slow]) => checkStoreLeadTimes({ schedule: 'express', releaseDate, now, stores });

  it('refuses a date the slowest store cannot meet, naming it and the first date that works', () => {
    expect(check('2026-12-14')).toEqual([
      { code: 'store_lead_time', field: 'releaseDate', params: { store: 'Slow Store', days: 12, reviewDays: 2, date: '2026-12-15' } },
    ]);
    expect(check('2026-12-15')).toEqual([]);
    expect(check('2026-12-09', [spotify])[0]?.params).toMatchObject({ store: 'Spotify', date: '2026-12-10' });
  });

  it('leaves dates that are no dates to the schedule’s check', () => {
    expect(check('2026-12-32')).toEqual([]);
  });
});

describe('the stores a release’s date must suit', () => {
  const available = [
    { id: 'spotify', tier: 'free' as const, name: 'Spotify', leadTimeDays: 7 },
    { id: 'tidal', tier: 'premium' as const, name: 'TIDAL', leadTimeDays: 14 },
    { id: 'bare', tier: 'free' as const },
  ];

  it('are the chosen ones the plan reaches, or all when none is chosen', () => {
    expect(leadTimesOf({ plan: 'free', selected: ['spotify', 'tidal'], available }).map((store) => store.id)).toEqual(['spotify']);
    expect(leadTimesOf({ plan: 'pro', selected: [], available })).toEqual([
      { id: 'spotify', name: 'Spotify', leadTimeDays: 7 },
      { id: 'tidal', name: 'TIDAL', leadTimeDays: 14 },
      { id: 'bare', name: 'bare', leadTimeDays: 0 },
    ]);
  });

  it('are checked with the whole release, once the schedule accepts the date', () => {
    const context = { plan: 'pro' as const, now, artistName: null, settings: DEFAULT_SETTINGS, followedProArtists: 0, stores: available };
    const draft = { ...emptyReleaseDraft(), schedule: 'express', releaseDate: '2026-12-12', platforms: ['spotify', 'tidal'] };
    const dateErrors = (releaseDate: string, schedule = 'express') =>
      checkReleaseForSubmission({ ...draft, releaseDate, schedule }, context).errors.filter((error) => error.field === 'releaseDate');
    expect(dateErrors('2026-12-12')).toEqual([
      { code: 'store_lead_time', field: 'releaseDate', params: { store: 'TIDAL', days: 14, reviewDays: 2, date: '2026-12-17' } },
    ]);
    expect(dateErrors('2026-12-17')).toEqual([]);
    // Too soon for the standard schedule: that one problem, not two.
    expect(dateErrors('2026-12-12', 'standard').map((error) => error.code)).toEqual(['standard_notice']);
    // Without the stores' profiles, only the schedule's rule.
    const leadErrors = (extra: object) =>
      checkReleaseForSubmission(draft, { ...context, stores: undefined, ...extra }).errors.filter((error) => error.code === 'store_lead_time');
    expect(leadErrors({})).toEqual([]);
    // A client knowing only some stores' lead times (its own plugins) checks those, and no other rule reads them.
    expect(leadErrors({ leadTimeStores: available }).map((error) => error.params?.store)).toEqual(['TIDAL']);
    const withoutTidal = { ...draft, releaseDate: '2026-12-09', platforms: ['spotify', 'elsewhere'] };
    expect(checkReleaseForSubmission(withoutTidal, { ...context, stores: undefined, leadTimeStores: available }).errors.filter((e) => e.field === 'platforms' || e.field === 'releaseDate')).toEqual([
      { code: 'store_lead_time', field: 'releaseDate', params: { store: 'Spotify', days: 7, reviewDays: 2, date: '2026-12-10' } },
    ]);
  });
});
