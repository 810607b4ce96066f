import { describe, expect, it } from 'vitest';
import { apiRateDecision } from './api-rate-window';

describe('the /v1 rate window', () => {
  const startedAt = new Date('2026-12-05T12:00:00.000Z');
  const at = (ms: number) => new Date(startedAt.getTime() + ms);

  it('allows the limit itself, and refuses the next call until the minute is over', () => {
    expect(apiRateDecision({ startedAt, count: 3 }, at(10), 3)).toEqual({ allowed: true });
    expect(apiRateDecision({ startedAt, count: 4 }, at(10), 3)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(apiRateDecision({ startedAt, count: 4 }, at(58_001), 3)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    // Never "retry after 0 seconds", even in the window's last instant.
    expect(apiRateDecision({ startedAt, count: 4 }, at(59_999), 3)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
