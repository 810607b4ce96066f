import { describe, expect, it } from 'vitest';
import { CALLBACK, codeOf, createCampaign, presaveAs, useStreamingWorld } from '../testing/presave';
import { createTestUser } from '../testing/release-fixture';
import { beginProviderConnection, cancelPresave, completeProviderConnection, disconnectProvider, userConnections } from './connections';

describe('connecting a streaming provider', () => {
  const world = useStreamingWorld();

  it('subscribes a fan to a campaign with the account read from the provider and its tokens encrypted at rest', async () => {
    const { key, campaignId } = await createCampaign(world.deps);
    const { result } = await presaveAs(world.deps, world.fake, { key, fan: 'lia', country: 'BR', followers: 42 });
    expect(result).toMatchObject({ kind: 'presave', provider: 'spotify', campaignKey: key, cancelToken: expect.any(String) });
    const subscriber = await world.db.prisma.presaveSubscriber.findFirstOrThrow({ where: { campaignId }, include: { connection: true } });
    expect(subscriber).toMatchObject({ outcome: 'pending', connection: { displayName: 'Fan lia', country: 'BR', followers: 42, providerUserId: 'spotify-lia' } });
    expect(subscriber.connection.accessToken.startsWith('v1.')).toBe(true);
    expect(subscriber.connection.accessToken).not.toContain('eyJ');
    expect(world.deps.cipher.decrypt(subscriber.connection.accessToken)).toMatch(/^eyJ/);
    expect(subscriber.cancelTokenHash).not.toBe((result as { cancelToken: string }).cancelToken);
  });

  it('refuses a replayed state, an unknown one and one that has expired, with their own messages', async () => {
    const { key } = await createCampaign(world.deps);
    const { params } = await presaveAs(world.deps, world.fake, { key, fan: 'max' });
    expect(await codeOf(completeProviderConnection(world.deps, params))).toBe('oauth_state_used');
    expect(await codeOf(completeProviderConnection(world.deps, { state: 'made-up', code: 'x' }))).toBe('oauth_state_invalid');
    expect(await codeOf(completeProviderConnection(world.deps, { state: '', code: 'x' }))).toBe('oauth_state_invalid');
    const { url } = await beginProviderConnection(world.deps, { provider: 'deezer', redirectUri: CALLBACK, campaignKey: key });
    const state = new URL(url).searchParams.get('state')!;
    const later = { ...world.deps, now: new Date(world.deps.now.getTime() + 16 * 60_000) };
    expect(await codeOf(completeProviderConnection(later, { state, code: 'x' }))).toBe('oauth_state_invalid');
  });

  it('saves nothing when the fan says no at the provider or the provider refuses or does not answer', async () => {
    const { key, campaignId } = await createCampaign(world.deps);
    const { url } = await beginProviderConnection(world.deps, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: key });
    const state = new URL(url).searchParams.get('state')!;
    expect(await codeOf(completeProviderConnection(world.deps, { state, error: 'access_denied' }))).toBe('provider_refused');

    world.fake.failNext('spotify', 1);
    expect(await codeOf(presaveAs(world.deps, world.fake, { key, fan: 'ned' }))).toBe('provider_refused');
    const bad = await beginProviderConnection(world.deps, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: key });
    expect(await codeOf(completeProviderConnection(world.deps, { state: new URL(bad.url).searchParams.get('state')!, code: 'not-a-code' }))).toBe('provider_refused');
    expect(await world.db.prisma.presaveSubscriber.count({ where: { campaignId } })).toBe(0);
    expect(await world.db.prisma.streamingConnection.count({ where: { providerUserId: 'spotify-ned' } })).toBe(0);
  });

  it('refuses an unconfigured provider, an unknown campaign and a release already out', async () => {
    const none = { ...world.deps, providers: {} };
    const { key, release } = await createCampaign(world.deps);
    expect(await codeOf(beginProviderConnection(none, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: key }))).toBe('provider_not_configured');
    expect(await codeOf(beginProviderConnection(world.deps, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: 'nope' }))).toBe('not_found');
    await world.db.prisma.release.update({ where: { id: release.id }, data: { releaseDate: new Date(Date.UTC(2020, 0, 1)) } });
    expect(await codeOf(beginProviderConnection(world.deps, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: key }))).toBe('presave_release_out');
  });

  it('lets the fan take the access back: the pre-save is reported revoked and the tokens are erased', async () => {
    const { key } = await createCampaign(world.deps);
    const { result } = await presaveAs(world.deps, world.fake, { key, fan: 'ora', provider: 'youtube_music' });
    const cancelToken = (result as { cancelToken: string }).cancelToken;
    expect(await codeOf(cancelPresave(world.deps, { campaignKey: 'other', cancelToken }))).toBe('not_found');
    expect(await codeOf(cancelPresave(world.deps, { campaignKey: key, cancelToken: 'guess' }))).toBe('not_found');
    await cancelPresave(world.deps, { campaignKey: key, cancelToken });
    const subscriber = await world.db.prisma.presaveSubscriber.findFirstOrThrow({ where: { campaign: { key } }, include: { connection: true } });
    expect(subscriber).toMatchObject({ outcome: 'revoked', connection: { accessToken: '', refreshToken: null } });
    expect(subscriber.connection.revokedAt).not.toBeNull();
  });

  it('connects and disconnects a signed-in user’s own account', async () => {
    const user = await createTestUser(world.db.prisma);
    world.fake.nextFan = world.fake.addFan({ key: 'pia', name: 'Pia', country: 'TR', followers: 1 });
    const { url } = await beginProviderConnection(world.deps, { provider: 'deezer', redirectUri: CALLBACK, userId: user.id });
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    expect(await completeProviderConnection(world.deps, { state: back.searchParams.get('state')!, code: back.searchParams.get('code') })).toEqual({ kind: 'user', provider: 'deezer' });
    expect(await userConnections(world.deps, { userId: user.id })).toEqual([
      { provider: 'spotify', name: 'Spotify', connectedAs: null },
      { provider: 'deezer', name: 'Deezer', connectedAs: 'Pia' },
      { provider: 'youtube_music', name: 'YouTube Music', connectedAs: null },
    ]);
    await disconnectProvider(world.deps, { userId: user.id, provider: 'deezer' });
    expect((await userConnections(world.deps, { userId: user.id }))[1]!.connectedAs).toBeNull();
  });
});
