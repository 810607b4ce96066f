import { earliestReleaseDate, releaseTypesFor, schedulesFor } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { releaseTypeChoices, scheduleChoices } from './step-choices';

const now = new Date('2026-11-27T23:30:00Z');

describe("the wizard's choices", () => {
  it('offers every schedule, allowing those of the plan, each with its earliest date in the owner’s time zone', () => {
    const owner = { plan: 'free' as const, timeZone: 'Pacific/Auckland' };
    const { schedules, canPresave } = scheduleChoices(owner, now);
    expect(schedules.map((choice) => choice.value)).toEqual(['standard', 'priority', 'express']);
    expect(schedules.filter((choice) => choice.allowed).map((choice) => choice.value)).toEqual(schedulesFor('free'));
    for (const choice of schedules) expect(choice.earliest).toEqual(earliestReleaseDate({ schedule: choice.value, now, timeZone: owner.timeZone }));
    expect(canPresave).toBe(false);
  });

  it('moves a schedule’s earliest date later when a chosen store needs more time, naming the store', () => {
    const owner = { plan: 'pro' as const, timeZone: 'UTC' };
    const available = [
      { id: 'spotify', tier: 'free' as const, name: 'Spotify', leadTimeDays: 7 },
      { id: 'slow', tier: 'premium' as const, name: 'Slow Store', leadTimeDays: 30 },
    ];
    // Friday 27 November: the review's 2 business days end on Tuesday 1 December.
    const bySchedule = (selected: string[]) =>
      Object.fromEntries(scheduleChoices(owner, now, { available, selected }).schedules.map((choice) => [choice.value, [choice.earliest, choice.store]]));
    expect(bySchedule(['spotify'])).toEqual({
      standard: ['2026-12-18', null],
      priority: ['2026-12-08', { name: 'Spotify', days: 7 }],
      express: ['2026-12-08', { name: 'Spotify', days: 7 }],
    });
    expect(bySchedule(['spotify', 'slow']).standard).toEqual(['2026-12-31', { name: 'Slow Store', days: 30 }]);
  });

  it('allows the release types of the plan, and own codes only on a premium plan', () => {
    const free = releaseTypeChoices({ plan: 'free' });
    expect(free.types.filter((type) => type.allowed).map((type) => type.value)).toEqual(releaseTypesFor('free'));
    expect(free.canEnterCodes).toBe(false);
    expect(releaseTypeChoices({ plan: 'advanced' }).canEnterCodes).toBe(true);
  });
});
