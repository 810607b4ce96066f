import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { checkPresaveCampaign, presaveLiveAt, providerText, presaveStage, retryAfterMs, summarizePresave, tokenNeedsRefresh } from './presave';

const now = new Date('2026-12-01T12:00:00Z');
const release = { status: 'approved', presaveEnabled: true, liveAt: new Date('2026-12-18T00:00:00Z') };
const refusal = (run: () => void) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? error.code : error;
  }
};

describe('pre-save rules', () => {
  it('lets only paid plans start a campaign, for a release with pre-save on that is not out yet', () => {
    expect(refusal(() => checkPresaveCampaign('pro', release, now))).toBe('allowed');
    expect(refusal(() => checkPresaveCampaign('advanced', release, now))).toBe('allowed');
    expect(refusal(() => checkPresaveCampaign('free', release, now))).toBe('premium_required');
    expect(refusal(() => checkPresaveCampaign('pro', { ...release, presaveEnabled: false }, now))).toBe('presave_not_enabled');
    expect(refusal(() => checkPresaveCampaign('pro', { ...release, status: 'removed' }, now))).toBe('presave_not_enabled');
    expect(refusal(() => checkPresaveCampaign('pro', { ...release, liveAt: now }, now))).toBe('presave_release_out');
  });

  it('goes live at the live date, else at midnight UTC of the release date', () => {
    expect(presaveLiveAt({ releaseDate: new Date('2026-12-18T00:00:00Z'), liveDate: null }).toISOString()).toBe('2026-12-18T00:00:00.000Z');
    const live = new Date('2026-12-18T09:30:00Z');
    expect(presaveLiveAt({ releaseDate: new Date('2026-12-18T00:00:00Z'), liveDate: live })).toBe(live);
    expect(presaveStage(release.liveAt, now)).toBe('upcoming');
    expect(presaveStage(release.liveAt, release.liveAt)).toBe('out');
  });

  it('reads Retry-After as seconds or a date, within one second and one hour', () => {
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('0', now)).toBe(1000);
    expect(retryAfterMs('86400', now)).toBe(3_600_000);
    expect(retryAfterMs(new Date(now.getTime() + 20_000).toUTCString(), now)).toBe(20_000);
    expect(retryAfterMs(null, now)).toBe(30_000);
    expect(retryAfterMs('soon\u0000', now)).toBe(30_000);
  });

  it('keeps no control character of a provider’s text, and cuts it short', () => {
    expect(providerText('Nova\u0000 \u001b[31mStar\u009b', 100)).toBe('Nova   [31mStar');
    expect(providerText('x'.repeat(300), 200)).toHaveLength(200);
  });

  it('refreshes a token five minutes before it expires', () => {
    expect(tokenNeedsRefresh(new Date(now.getTime() + 6 * 60_000), now)).toBe(false);
    expect(tokenNeedsRefresh(new Date(now.getTime() + 5 * 60_000), now)).toBe(true);
  });

  it('sums subscribers by outcome, day (gaps kept) and country', () => {
    const summary = summarizePresave([
      { subscribedAt: new Date('2026-12-01T10:00:00Z'), country: 'DE', outcome: 'pending' },
      { subscribedAt: new Date('2026-12-01T23:00:00Z'), country: 'BR', outcome: 'saved' },
      { subscribedAt: new Date('2026-12-03T01:00:00Z'), country: 'DE', outcome: 'revoked' },
    ]);
    expect(summary.total).toBe(3);
    expect(summary.byOutcome).toEqual({ pending: 1, saved: 1, failed: 0, revoked: 1 });
    expect(summary.daily).toEqual([
      { day: '2026-12-01', subscribers: 2 },
      { day: '2026-12-02', subscribers: 0 },
      { day: '2026-12-03', subscribers: 1 },
    ]);
    expect(summary.countries[0]).toEqual({ country: 'DE', subscribers: 2 });
    expect(summarizePresave([]).daily).toEqual([]);
  });
});
