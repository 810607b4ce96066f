import { describe, expect, it } from 'vitest';
import { SCHEDULE_DELIVERY_DAYS, STANDARD_NOTICE_DAYS } from './release-limits';
import { SCHEDULE_TEXT_VALUES } from './schedule-wording';

describe('the numbers the schedule texts quote', () => {
  it('are whole weeks where the texts speak of weeks (change the texts with the days)', () => {
    for (const value of Object.values(SCHEDULE_TEXT_VALUES)) expect(Number.isInteger(value)).toBe(true);
    expect(STANDARD_NOTICE_DAYS % 7).toBe(0);
  });

  it('say what the rules do: standard 2-3 weeks, 3 weeks of notice, priority 1-2 weeks, express 3-5 days', () => {
    expect(SCHEDULE_TEXT_VALUES).toEqual({
      standardMinWeeks: 2,
      standardMaxWeeks: 3,
      priorityMinWeeks: 1,
      priorityMaxWeeks: 2,
      expressMinDays: 3,
      expressMaxDays: 5,
      standardNoticeWeeks: 3,
      reviewBusinessDays: 2,
    });
    expect(SCHEDULE_TEXT_VALUES.standardNoticeWeeks * 7).toBe(SCHEDULE_DELIVERY_DAYS.standard.max);
  });
});
