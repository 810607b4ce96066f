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

  it('allows the release types of the plan, and own codes only on a premium plan', () => {
    const free = releaseTypeChoices({ plan: 'free' });
    expect(free.types.filter((type) => type.allowed).map((type) => type.value)).toEqual(releaseTypesFor('free'));
    expect(free.canEnterCodes).toBe(false);
    expect(releaseTypeChoices({ plan: 'advanced' }).canEnterCodes).toBe(true);
  });
});
