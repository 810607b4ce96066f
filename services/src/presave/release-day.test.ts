import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderFailure, ProviderRateLimited } from '../streaming/provider';
import { FakeStreaming } from '../streaming/testing/fake-streaming';
import { createCampaign, fakeStreamingDeps, presaveAs } from '../testing/presave';
import type { StreamingDeps } from './presave-deps';
import { completePresaveCampaign, failPresaveSubscriber, pendingPresaveSubscribers, presaveForSubscriber, presaveSchedule } from './release-day';

describe('release day for each subscriber', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let fake: FakeStreaming;
  let deps: StreamingDeps;

  beforeAll(async () => {
    [db, fake] = await Promise.all([createTestDatabase(), FakeStreaming.start()]);
    deps = fakeStreamingDeps(db.prisma, fake);
  });
  afterAll(async () => {
    await fake?.stop();
    await db?.drop();
  });

  async function subscribed(fan: string, provider: 'spotify' | 'deezer' | 'youtube_music' = 'spotify') {
    const campaign = await createCampaign(deps);
    const { result } = await presaveAs(deps, fake, { key: campaign.key, fan, provider });
    return { ...campaign, subscriberId: (result as { subscriberId: string }).subscriberId };
  }

  it('says when to act and who waits', async () => {
    const { campaignId, subscriberId, release } = await subscribed('sam');
    expect(await presaveSchedule(deps, { campaignId })).toEqual({ liveAt: `${release.releaseDate.toISOString().slice(0, 10)}T00:00:00.000Z` });
    expect(await pendingPresaveSubscribers(deps, { campaignId })).toEqual({ subscriberIds: [subscriberId] });
    await db.prisma.release.update({ where: { id: release.id }, data: { status: 'removed' } });
    expect(await presaveSchedule(deps, { campaignId })).toEqual({ liveAt: null });
    expect(await presaveSchedule(deps, { campaignId: 'gone' })).toEqual({ liveAt: null });
  });

  it.each(['spotify', 'deezer', 'youtube_music'] as const)('saves the release and follows the artist on %s, once', async (provider) => {
    const fan = `tom-${provider}`;
    const { subscriberId, release, campaignId } = await subscribed(fan, provider);
    expect(await presaveForSubscriber(deps, { subscriberId })).toMatchObject({ outcome: 'saved' });
    expect(fake.hasSaved(provider, fan, release.upc)).toBe(true);
    expect(fake.followsArtistOf(provider, fan, release.upc)).toBe(true);
    const entries = fake.library.length;
    expect(await presaveForSubscriber(deps, { subscriberId })).toMatchObject({ outcome: 'saved' });
    expect(fake.library.length).toBe(entries);
    expect(await completePresaveCampaign(deps, { campaignId })).toEqual({ saved: 1, failed: 0, revoked: 0 });
    expect((await db.prisma.presaveCampaign.findUniqueOrThrow({ where: { id: campaignId } })).completedAt).toEqual(deps.now);
  });

  it('refreshes a token about to expire first, and keeps the new one encrypted', async () => {
    const { subscriberId } = await subscribed('uma', 'deezer');
    const { connectionId } = await db.prisma.presaveSubscriber.findUniqueOrThrow({ where: { id: subscriberId } });
    const before = await db.prisma.streamingConnection.update({ where: { id: connectionId }, data: { expiresAt: new Date(deps.now.getTime() + 60_000) } });
    expect(await presaveForSubscriber(deps, { subscriberId })).toMatchObject({ outcome: 'saved' });
    const after = await db.prisma.streamingConnection.findUniqueOrThrow({ where: { id: connectionId } });
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  it('reports a fan who revoked the access at the provider before release day, and erases the tokens', async () => {
    const { subscriberId } = await subscribed('vic');
    fake.revoked.add('vic');
    expect(await presaveForSubscriber(deps, { subscriberId })).toMatchObject({ outcome: 'revoked', detail: expect.stringContaining('Spotify access was taken back') });
    const row = await db.prisma.presaveSubscriber.findUniqueOrThrow({ where: { id: subscriberId }, include: { connection: true } });
    expect(row).toMatchObject({ outcome: 'revoked', connection: { accessToken: '' } });
  });

  it('throws what the workflow retries: 429 with its wait, a provider error, a release not in the catalogue yet; then fails with why', async () => {
    const { subscriberId, release } = await subscribed('wes');
    fake.rateLimit('spotify', 1, 9);
    const limited = await presaveForSubscriber(deps, { subscriberId }).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ProviderRateLimited);
    expect((limited as ProviderRateLimited).retryAfterMs).toBe(9000);
    fake.failNext('spotify', 1);
    await expect(presaveForSubscriber(deps, { subscriberId })).rejects.toBeInstanceOf(ProviderFailure);
    fake.missing.add(release.upc);
    await expect(presaveForSubscriber(deps, { subscriberId })).rejects.toThrow('not in the catalogue yet');
    expect(await failPresaveSubscriber(deps, { subscriberId, message: 'spotify: gone\u001b[31m' })).toMatchObject({ outcome: 'failed', detail: 'spotify: gone [31m' });
    expect(await db.prisma.presaveSubscriber.findUniqueOrThrow({ where: { id: subscriberId } })).toMatchObject({ outcome: 'failed', attempts: 3 });
  });
});
