import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { streamingFromConfig } from './streaming-from-config';

const app = { clientId: 'id', clientSecret: 'secret', authUrl: null, tokenUrl: null, apiUrl: null };

describe('streaming from the configuration', () => {
  it('offers the configured providers only, in button order, with a working cipher', () => {
    const { providers, cipher } = streamingFromConfig({ tokenKey: randomBytes(32).toString('base64'), providers: { spotify: null, deezer: app, youtube_music: app } });
    expect(Object.keys(providers)).toEqual(['deezer', 'youtube_music']);
    expect(providers.deezer!.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: 'http://x/cb' }).origin).toBe('https://connect.deezer.com');
    expect(cipher.decrypt(cipher.encrypt('t'))).toBe('t');
  });

  it('offers nothing without a token key, and stores nothing', () => {
    const { providers, cipher } = streamingFromConfig({ tokenKey: null, providers: { spotify: app, deezer: app, youtube_music: app } });
    expect(providers).toEqual({});
    expect(() => cipher.encrypt('t')).toThrow('provider_not_configured');
  });
});
