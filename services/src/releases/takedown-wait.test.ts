import { describe, expect, it } from 'vitest';
import { takedownWait } from './release-lifecycle';

// Released on 1 January 2031: a free user may request a takedown from 1 April, their own calendar's day.
const released = { releaseDate: '2031-01-01' };

describe('takedownWait', () => {
  it('counts the free plan’s 90 days from the release date', () => {
    expect(takedownWait({ ...released, plan: 'free', timeZone: 'UTC', now: new Date('2031-01-01T12:00:00Z') })).toEqual({
      allowedFrom: '2031-04-01',
      days: 90,
    });
  });

  it('counts days in the user’s time zone', () => {
    const now = new Date('2031-03-31T20:00:00Z');
    expect(takedownWait({ ...released, plan: 'free', timeZone: 'UTC', now })).toEqual({ allowedFrom: '2031-04-01', days: 1 });
    expect(takedownWait({ ...released, plan: 'free', timeZone: 'America/Los_Angeles', now })).toEqual({
      allowedFrom: '2031-04-01',
      days: 1,
    });
    // Already 1 April in Tokyo.
    expect(takedownWait({ ...released, plan: 'free', timeZone: 'Asia/Tokyo', now })).toBeNull();
  });

  it('does not make paid plans wait', () => {
    expect(takedownWait({ ...released, plan: 'pro', timeZone: 'UTC', now: new Date('2031-01-02T00:00:00Z') })).toBeNull();
  });

  it('reads a time zone it does not know as UTC instead of failing', () => {
    const now = new Date('2031-03-31T20:00:00Z');
    expect(takedownWait({ ...released, plan: 'free', timeZone: 'Mars/Olympus', now })).toEqual({ allowedFrom: '2031-04-01', days: 1 });
  });
});
