import { describe, expect, it } from 'vitest';
import { batchIdFor } from './batch-id';

describe('batchIdFor', () => {
  it('is YYYYMMDDhhmmssnnn in UTC, whatever offset the time is written with', () => {
    expect(batchIdFor('2026-01-15T10:00:00.123Z')).toBe('20260115100000123');
    expect(batchIdFor('2026-01-15T23:30:05.007-02:00')).toBe('20260116013005007');
    expect(batchIdFor('2026-01-15T10:00:00Z')).toBe('20260115100000000');
  });

  it('rejects what is not a time', () => {
    expect(() => batchIdFor('yesterday')).toThrow(RangeError);
  });
});
