import { createTestDatabase } from '@slipcase/db/testing';
import { AppError } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStreaming } from '../streaming/testing/fake-streaming';
import { CALLBACK, createCampaign, fakeStreamingDeps, presaveAs } from '../testing/presave';
import { createTestUser } from '../testing/release-fixture';
import { beginProviderConnection, cancelPresave, completeProviderConnection, disconnectProvider, userConnections } from './connections';
import type { StreamingDeps } from './presave-deps';

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => (error instanceof AppError ? error.code : error));

describe('connecting a streaming provider', () => {
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

  it('subscribes a fan to a campaign with the account read from the provider and its tokens encrypted at rest', async () => {
    const { key, campaignId } = await createCampaign(deps);
    const { result } = await presaveAs(deps, fake, { key, fan: 'lia', country: 'BR', followers: 42 });
    expect(result).toMatchObject({ kind: 'presave', provider: 'spotify', campaignKey: key, cancelToken: expect.any(String) });
    const subscriber = await db.prisma.presaveSubscriber.findFirstOrThrow({ where: { campaignId }, include: { connection: true } });
    expect(subscriber).toMatchObject({ outcome: 'pending', connection: { displayName: 'Fan lia', country: 'BR', followers: 42, providerUserId: 'spotify-lia' } });
    expect(subscriber.connection.accessToken.startsWith('v1.')).toBe(true);
    expect(subscriber.connection.accessToken).not.toContain('eyJ');
    expect(deps.cipher.decrypt(subscriber.connection.accessToken)).toMatch(/^eyJ/);
    expect(subscriber.cancelTokenHash).not.toBe((result as { cancelToken: string }).cancelToken);
  });

  it('refuses a replayed state, an unknown one and one that has expired, with their own messages', async () => {
    const { key } = await createCampaign(deps);
    const { params } = await presaveAs(deps, fake, { key, fan: 'max' });
    expect(await codeOf(completeProviderConnection(deps, params))).toBe('oauth_state_used');
    expect(await codeOf(completeProviderConnection(deps, { state: 'made-up', code: 'x' }))).toBe('oauth_state_invalid');
    expect(await codeOf(completeProviderConnection(deps, { state: '', code: 'x' }))).toBe('oauth_state_invalid');
    const { url } = await beginProviderConnection(deps, { provider: 'deezer', redirectUri: CALLBACK, campaignKey: key });
    const state = new URL(url).searchParams.get('state')!;
    const later = { ...deps, now: new Date(deps.now.getTime() + 16 * 60_000) };
    expect(await codeOf(completeProviderConnection(later, { state, code: 'x' }))).toBe('oauth_state_invalid');
  });

  it('saves nothing when the fan says no at the provider or the provider refuses or does not answer', async () => {
    const { key, campaignId } = await createCampaign(deps);
    const { url } = await beginProviderConnection(deps, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: key });
    const state = new URL(url).searchParams.get('state')!;
    expect(await codeOf(completeProviderConnection(deps, { state, error: 'access_denied' }))).toBe('provider_refused');

    fake.failNext('spotify', 1);
    expect(await codeOf(presaveAs(deps, fake, { key, fan: 'ned' }))).toBe('provider_refused');
    const bad = await beginProviderConnection(deps, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: key });
    expect(await codeOf(completeProviderConnection(deps, { state: new URL(bad.url).searchParams.get('state')!, code: 'not-a-code' }))).toBe('provider_refused');
    expect(await db.prisma.presaveSubscriber.count({ where: { campaignId } })).toBe(0);
    expect(await db.prisma.streamingConnection.count({ where: { providerUserId: 'spotify-ned' } })).toBe(0);
  });

  it('refuses an unconfigured provider, an unknown campaign and a release already out', async () => {
    const none = { ...deps, providers: {} };
    const { key, release } = await createCampaign(deps);
    expect(await codeOf(beginProviderConnection(none, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: key }))).toBe('provider_not_configured');
    expect(await codeOf(beginProviderConnection(deps, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: 'nope' }))).toBe('not_found');
    await db.prisma.release.update({ where: { id: release.id }, data: { releaseDate: new Date(Date.UTC(2020, 0, 1)) } });
    expect(await codeOf(beginProviderConnection(deps, { provider: 'spotify', redirectUri: CALLBACK, campaignKey: key }))).toBe('presave_release_out');
  });

  it('lets the fan take the access back: the pre-save is reported revoked and the tokens are erased', async () => {
    const { key } = await createCampaign(deps);
    const { result } = await presaveAs(deps, fake, { key, fan: 'ora', provider: 'youtube_music' });
    const cancelToken = (result as { cancelToken: string }).cancelToken;
    expect(await codeOf(cancelPresave(deps, { campaignKey: 'other', cancelToken }))).toBe('not_found');
    expect(await codeOf(cancelPresave(deps, { campaignKey: key, cancelToken: 'guess' }))).toBe('not_found');
    await cancelPresave(deps, { campaignKey: key, cancelToken });
    const subscriber = await db.prisma.presaveSubscriber.findFirstOrThrow({ where: { campaign: { key } }, include: { connection: true } });
    expect(subscriber).toMatchObject({ outcome: 'revoked', connection: { accessToken: '', refreshToken: null } });
    expect(subscriber.connection.revokedAt).not.toBeNull();
  });

  it('connects and disconnects a signed-in user’s own account', async () => {
    const user = await createTestUser(db.prisma);
    fake.nextFan = fake.addFan({ key: 'pia', name: 'Pia', country: 'TR', followers: 1 });
    const { url } = await beginProviderConnection(deps, { provider: 'deezer', redirectUri: CALLBACK, userId: user.id });
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    expect(await completeProviderConnection(deps, { state: back.searchParams.get('state')!, code: back.searchParams.get('code') })).toEqual({ kind: 'user', provider: 'deezer' });
    expect(await userConnections(deps, { userId: user.id })).toEqual([
      { provider: 'spotify', name: 'Spotify', connectedAs: null },
      { provider: 'deezer', name: 'Deezer', connectedAs: 'Pia' },
      { provider: 'youtube_music', name: 'YouTube Music', connectedAs: null },
    ]);
    await disconnectProvider(deps, { userId: user.id, provider: 'deezer' });
    expect((await userConnections(deps, { userId: user.id }))[1]!.connectedAs).toBeNull();
  });
});
