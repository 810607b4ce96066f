import { describe, expect, it } from 'vitest';
import { checkRejection, reopeningDeadline } from './rejection';

describe('rejection', () => {
  it('needs at least one reason, each from the catalogue', () => {
    expect(checkRejection({ reasonCodes: ['audio_error'] })).toEqual([]);
    expect(checkRejection({ reasonCodes: ['audio_error', 'invalid_cover_art'] })).toEqual([]);
    expect(checkRejection({ reasonCodes: [] })).toEqual([{ code: 'reopening_reason_required', field: 'reasonCodes' }]);
    expect(checkRejection({ reasonCodes: ['audio_error', 'bad_vibes'] })).toEqual([
      { code: 'invalid_choice', field: 'reasonCodes.1' },
    ]);
  });

  it('leaves the artist the window of the settings to reopen', () => {
    const rejectedAt = new Date('2026-01-10T08:00:00Z');
    expect(reopeningDeadline({ rejectedAt, settings: { reopeningWindowDays: 90 } }).toISOString()).toBe('2026-04-10T08:00:00.000Z');
    expect(reopeningDeadline({ rejectedAt, settings: { reopeningWindowDays: 30 } }).toISOString()).toBe('2026-02-09T08:00:00.000Z');
  });
});
