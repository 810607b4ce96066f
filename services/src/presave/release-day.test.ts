import { describe, expect, it } from 'vitest';
import { ProviderFailure, ProviderRateLimited } from '../streaming/provider';
import { createCampaign, presaveAs, useStreamingWorld } from '../testing/presave';
import { completePresaveCampaign, failPresaveSubscriber, pendingPresaveSubscribers, presaveForSubscriber, presaveSchedule } from './release-day';

describe('release day for each subscriber', () => {
  const world = useStreamingWorld();

  async function subscribed(fan: string, provider: 'spotify' | 'deezer' | 'youtube_music' = 'spotify') {
    const campaign = await createCampaign(world.deps);
    const { result } = await presaveAs(world.deps, world.fake, { key: campaign.key, fan, provider });
    return { ...campaign, subscriberId: (result as { subscriberId: string }).subscriberId };
  }

  it('says when to act and who waits', async () => {
    const { campaignId, subscriberId, release } = await subscribed('sam');
    expect(await presaveSchedule(world.deps, { campaignId })).toEqual({ liveAt: `${release.releaseDate.toISOString().slice(0, 10)}T00:00:00.000Z` });
    expect(await pendingPresaveSubscribers(world.deps, { campaignId })).toEqual({ subscriberIds: [subscriberId] });
    await world.db.prisma.release.update({ where: { id: release.id }, data: { status: 'removed' } });
    expect(await presaveSchedule(world.deps, { campaignId })).toEqual({ liveAt: null });
    expect(await presaveSchedule(world.deps, { campaignId: 'gone' })).toEqual({ liveAt: null });
  });

  it.each(['spotify', 'deezer', 'youtube_music'] as const)('saves the release and follows the artist on %s, once', async (provider) => {
    const fan = `tom-${provider}`;
    const { subscriberId, release, campaignId, key } = await subscribed(fan, provider);
    expect(await presaveForSubscriber(world.deps, { subscriberId })).toMatchObject({ outcome: 'saved' });
    expect(world.fake.hasSaved(provider, fan, release.upc)).toBe(true);
    expect(world.fake.followsArtistOf(provider, fan, release.upc)).toBe(true);
    const entries = world.fake.library.length;
    expect(await presaveForSubscriber(world.deps, { subscriberId })).toMatchObject({ outcome: 'saved' });
    expect(world.fake.library.length).toBe(entries);
    const told = () => world.db.prisma.publicPageInvalidation.count({ where: { page: `/release/${key}` } });
    const toldBefore = await told();
    expect(await completePresaveCampaign(world.deps, { campaignId })).toEqual({ saved: 1, failed: 0, revoked: 0 });
    expect((await world.db.prisma.presaveCampaign.findUniqueOrThrow({ where: { id: campaignId } })).completedAt).toEqual(world.deps.now);
    // The page, cached while it was a campaign, is rendered again as "out now".
    expect(await told()).toBe(toldBefore + 1);
  });

  it('refreshes a token about to expire first, and keeps the new one encrypted', async () => {
    const { subscriberId } = await subscribed('uma', 'deezer');
    const { connectionId } = await world.db.prisma.presaveSubscriber.findUniqueOrThrow({ where: { id: subscriberId } });
    const before = await world.db.prisma.streamingConnection.update({ where: { id: connectionId }, data: { expiresAt: new Date(world.deps.now.getTime() + 60_000) } });
    expect(await presaveForSubscriber(world.deps, { subscriberId })).toMatchObject({ outcome: 'saved' });
    const after = await world.db.prisma.streamingConnection.findUniqueOrThrow({ where: { id: connectionId } });
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  it('reports a fan who revoked the access at the provider before release day, and erases the tokens', async () => {
    const { subscriberId } = await subscribed('vic');
    world.fake.revoked.add('vic');
    expect(await presaveForSubscriber(world.deps, { subscriberId })).toMatchObject({ outcome: 'revoked', detail: expect.stringContaining('Spotify access was taken back') });
    const row = await world.db.prisma.presaveSubscriber.findUniqueOrThrow({ where: { id: subscriberId }, include: { connection: true } });
    expect(row).toMatchObject({ outcome: 'revoked', connection: { accessToken: '' } });
  });

  it('throws what the workflow retries: 429 with its wait, a provider error, a release not in the catalogue yet; then fails with why', async () => {
    const { subscriberId, release } = await subscribed('wes');
    world.fake.rateLimit('spotify', 1, 9);
    const limited = await presaveForSubscriber(world.deps, { subscriberId }).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ProviderRateLimited);
    expect((limited as ProviderRateLimited).retryAfterMs).toBe(9000);
    world.fake.failNext('spotify', 1);
    await expect(presaveForSubscriber(world.deps, { subscriberId })).rejects.toBeInstanceOf(ProviderFailure);
    world.fake.missing.add(release.upc);
    await expect(presaveForSubscriber(world.deps, { subscriberId })).rejects.toThrow('not in the catalogue yet');
    expect(await failPresaveSubscriber(world.deps, { subscriberId, message: 'spotify: gone\u001b[31m' })).toMatchObject({ outcome: 'failed', detail: 'spotify: gone [31m' });
    expect(await world.db.prisma.presaveSubscriber.findUniqueOrThrow({ where: { id: subscriberId } })).toMatchObject({ outcome: 'failed', attempts: 3 });
  });
});
