import { describe, expect, it } from 'vitest';
import { isoDuration } from './iso-duration';

describe('isoDuration', () => {
  it('writes hours, minutes and seconds, leaving out zero parts but the seconds', () => {
    expect(isoDuration(195_000)).toBe('PT3M15S');
    expect(isoDuration(65_000)).toBe('PT1M5S');
    expect(isoDuration(3_600_000)).toBe('PT1H0S');
    expect(isoDuration(3_723_000)).toBe('PT1H2M3S');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('keeps milliseconds without trailing zeros', () => {
    expect(isoDuration(61_500)).toBe('PT1M1.5S');
    expect(isoDuration(1_005)).toBe('PT1.005S');
    expect(isoDuration(1_000.4)).toBe('PT1S');
  });

  it('rejects what is not a duration', () => {
    expect(() => isoDuration(-1)).toThrow(RangeError);
    expect(() => isoDuration(Number.NaN)).toThrow(RangeError);
  });
});
