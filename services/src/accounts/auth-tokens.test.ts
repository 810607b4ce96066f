import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, nextMailAllowedAt, randomCode, randomToken, sha256 } from './auth-tokens';

const limits = { intervalMs: 60_000, perDay: 3 };
const now = new Date('2031-01-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;

describe('codes and tokens', () => {
  it('draws six digits, leading zeros kept, and 32-byte base64url tokens', () => {
    const codes = Array.from({ length: 200 }, randomCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
  });

  it('stores a code salted, so the same code twice gives two different hashes that both match', () => {
    const first = hashCode('012345');
    const second = hashCode('012345');
    expect(first).not.toBe(second);
    expect(first).not.toContain('012345');
    expect(codeMatches(first, '012345')).toBe(true);
    expect(codeMatches(second, '012345')).toBe(true);
    expect(codeMatches(first, '012346')).toBe(false);
    expect(codeMatches('garbage', '012345')).toBe(false);
    expect(sha256('x')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('nextMailAllowedAt', () => {
  it('allows the first mail and one a minute after the last', () => {
    expect(nextMailAllowedAt([], now, limits)).toBeNull();
    expect(nextMailAllowedAt([ago(61_000)], now, limits)).toBeNull();
    expect(nextMailAllowedAt([ago(20_000)], now, limits)).toEqual(new Date(now.getTime() + 40_000));
  });

  it('allows at most perDay mails in 24 hours, in whatever order they are given', () => {
    const three = [ago(2 * HOUR), ago(23 * HOUR), ago(5 * HOUR)];
    // The oldest of the three leaves the window an hour from now.
    expect(nextMailAllowedAt(three, now, limits)).toEqual(new Date(now.getTime() + HOUR));
    expect(nextMailAllowedAt([ago(2 * HOUR), ago(25 * HOUR), ago(5 * HOUR)], now, limits)).toBeNull();
  });
});
