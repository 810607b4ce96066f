import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, ISO_DATE_PATTERN, isIsoDate, localDate, parseIsoDate, startOfLocalDay } from './calendar-date';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(parseIsoDate('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-02-30')).toBe(false);
    expect(isIsoDate('2027-1-05')).toBe(false);
    expect(isIsoDate('05/01/2027')).toBe(false);
    expect(isIsoDate('0000-00-00')).toBe(false);
    expect(isIsoDate('2027-13-45')).toBe(false);
  });

  it('tells the shape of a date (the pattern JSON Schema and forms check) from a day that exists', () => {
    expect(['2027-02-30', '0000-00-00', '2028-02-29'].every((value) => ISO_DATE_PATTERN.test(value))).toBe(true);
    expect(['2027-1-05', ' 2027-01-05', '2027-01-05T00:00', '20270105'].some((value) => ISO_DATE_PATTERN.test(value))).toBe(false);
    expect(['2027-02-30', '0000-00-00'].some(isIsoDate)).toBe(false);
  });

  it('counts calendar days across month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-03-01', '2027-02-01')).toBe(-28);
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
  });
});

describe('the local date of an instant', () => {
  const lateEvening = new Date('2026-03-31T23:30:00Z');

  it('is the UTC date by default and the zone’s date when one is given', () => {
    expect(localDate(lateEvening)).toBe('2026-03-31');
    expect(localDate(lateEvening, 'Europe/Istanbul')).toBe('2026-04-01');
    expect(localDate(new Date('2026-04-01T02:00:00Z'), 'America/New_York')).toBe('2026-03-31');
  });

  it('refuses an unknown time zone', () => {
    expect(() => localDate(lateEvening, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('the first instant of a local day', () => {
  it('is midnight in the zone’s offset of that day', () => {
    expect(startOfLocalDay('2026-04-01').toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(startOfLocalDay('2026-04-01', 'Europe/Istanbul').toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(startOfLocalDay('2026-01-01', 'America/New_York').toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(startOfLocalDay('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfLocalDay('2026-03-01', 'Pacific/Kiritimati').toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });

  it('is the first local reading of the date when the clocks change at midnight', () => {
    // Chile moves its clocks at local midnight: forward in September (the day starts at 01:00), back in April
    // (23:00-23:59 of the day before comes twice).
    expect(startOfLocalDay('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(startOfLocalDay('2024-04-07', 'America/Santiago').toISOString()).toBe('2024-04-07T04:00:00.000Z');
  });
});
