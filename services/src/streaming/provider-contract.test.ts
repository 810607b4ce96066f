import { createHash, randomBytes } from 'node:crypto';
import { STREAMING_PROVIDERS, type StreamingProviderId } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderAccessRevoked, ProviderFailure, ProviderRateLimited, type StreamingProvider } from './provider';
import { streamingProviders } from './streaming-providers';
import { FakeStreaming } from './testing/fake-streaming';

const REDIRECT = 'http://localhost:3000/spotify-auth';

// Each provider, written from its public API reference, against a local OAuth 2 server (PKCE checked) and a fake of
// its endpoints: the same promises from all three.
describe.each(STREAMING_PROVIDERS)('the %s provider', (id: StreamingProviderId) => {
  let fake: FakeStreaming;
  let provider: StreamingProvider;

  beforeAll(async () => {
    fake = await FakeStreaming.start();
    provider = streamingProviders({ spotify: null, deezer: null, youtube_music: null, [id]: fake.app(id) })[id]!;
  });
  afterAll(() => fake?.stop());

  /** Authorizes as `fan` the way a browser would: the provider's redirect back, then the code exchange. */
  async function connect(fan: string) {
    fake.addFan({ key: fan, name: `Fan ${fan}`, country: 'BR', followers: 3 });
    fake.nextFan = fake.fans.get(fan)!;
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(16).toString('base64url');
    const url = provider.authorizeUrl({ state, codeChallenge: createHash('sha256').update(verifier).digest('base64url'), redirectUri: REDIRECT });
    const answer = await fetch(url, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe(state);
    return provider.exchangeCode({ code: back.searchParams.get('code')!, codeVerifier: verifier, redirectUri: REDIRECT });
  }

  it('asks for a code with PKCE S256 and the scopes it needs, and exchanges it for tokens', async () => {
    const url = provider.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT });
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe(`slipcase-sandbox-${id}`);
    expect(url.searchParams.get('scope')).toBeTruthy();
    const tokens = await connect('ana');
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('names the current user with country and followers', async () => {
    const tokens = await connect('bea');
    expect(await provider.currentUser(tokens.accessToken)).toEqual({ id: expect.stringContaining('bea'), name: 'Fan bea', country: 'BR', followers: 3 });
  });

  it('saves a release found by its UPC and follows its artist and a playlist', async () => {
    const tokens = await connect('cai');
    const saved = await provider.saveRelease(tokens.accessToken, { upc: '019999000017', title: 'Night Drive', artist: 'Nova' });
    expect(saved).toEqual({ albumId: expect.any(String), artistId: expect.any(String) });
    await provider.followArtist(tokens.accessToken, saved!.artistId);
    await provider.followPlaylist(tokens.accessToken, 'playlist-1');
    expect(fake.hasSaved(id, 'cai', '019999000017')).toBe(true);
    expect(fake.followsArtistOf(id, 'cai', '019999000017')).toBe(true);
    expect(fake.entriesOf('cai', id).some((entry) => entry.kind === 'playlist' || entry.id.startsWith('playlist-1'))).toBe(true);
  });

  it('answers null for a release the provider does not have yet', async () => {
    const tokens = await connect('dan');
    fake.missing.add('019999000024');
    expect(await provider.saveRelease(tokens.accessToken, { upc: '019999000024', title: 'Soon', artist: 'Nova' })).toBeNull();
  });

  it('refreshes a token, and reports a fan who took the access back as revoked', async () => {
    const tokens = await connect('eve');
    const renewed = await provider.refresh(tokens.refreshToken!);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await provider.currentUser(renewed.accessToken)).id).toContain('eve');
    fake.revoked.add('eve');
    await expect(provider.refresh(renewed.refreshToken ?? tokens.refreshToken!)).rejects.toBeInstanceOf(ProviderAccessRevoked);
    await expect(provider.currentUser(renewed.accessToken)).rejects.toMatchObject({ name: 'ProviderFailure', unauthorized: true });
  });

  it('turns a 429 into the wait its Retry-After asks for, and a 503 into a failure', async () => {
    const tokens = await connect('fay');
    fake.rateLimit(id, 1, 7);
    const limited = await provider.currentUser(tokens.accessToken).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ProviderRateLimited);
    expect((limited as ProviderRateLimited).retryAfterMs).toBe(7000);
    expect((await provider.currentUser(tokens.accessToken)).name).toBe('Fan fay');
    fake.failNext(id, 1);
    await expect(provider.currentUser(tokens.accessToken)).rejects.toBeInstanceOf(ProviderFailure);
  });

  it('fails, within its timeout, when the provider cannot be reached', async () => {
    const gone = streamingProviders({ spotify: null, deezer: null, youtube_music: null, [id]: { ...fake.app(id), apiUrl: 'http://127.0.0.1:9/x' } })[id]!;
    await expect(gone.currentUser('token')).rejects.toThrow(/could not be reached|no answer in time/);
  });
});
