import { describe, expect, it } from 'vitest';
import { calendarDay, cleanString } from './clean-input';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('the boundary’s cleaning rule as zod', () => {
  it('refuses a NUL, an escape or a line break on one line, with invalid_characters', () => {
    for (const value of ['a\u0000', '\u001b[31mred', 'two\nlines']) expect(codes(cleanString().safeParse(value))).toEqual(['invalid_characters']);
    expect(cleanString().trim().max(5).safeParse(' ok ').data).toBe('ok');
  });

  it('lets line breaks and tabs through where the text has several lines', () => {
    expect(cleanString('lines').safeParse('a\r\n\tb').success).toBe(true);
    expect(codes(cleanString('lines').safeParse('a\u0000b'))).toEqual(['invalid_characters']);
  });

  it.each(['0000-00-00', '2027-13-45', '2027-02-30', '2027-2-3', 'tomorrow'])('refuses the date %s', (value) => {
    expect(codes(calendarDay().safeParse(value))).toEqual(['invalid_release_date']);
  });

  it('takes a real day, leap days included, and names its own code when asked', () => {
    expect(calendarDay().safeParse(' 2028-02-29 ').data).toBe('2028-02-29');
    expect(codes(calendarDay('invalid_date').safeParse('2027-02-29'))).toEqual(['invalid_date']);
  });
});
