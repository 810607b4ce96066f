import { describe, expect, it } from 'vitest';
import { StoreConfigError } from './store-config-error';
import { readStoreEnv, storeEnvPrefix } from './store-env';

describe('a store\'s environment variables', () => {
  it('are named SLIPCASE_STORE_<ID>_*, the id upper-cased with - as _', () => {
    expect(storeEnvPrefix('spotify')).toBe('SLIPCASE_STORE_SPOTIFY');
    expect(storeEnvPrefix('apple-music')).toBe('SLIPCASE_STORE_APPLE_MUSIC');
  });

  it('are read and typed, and blank ones count as unset', () => {
    const env = {
      SLIPCASE_STORE_APPLE_MUSIC_URL: ' sftp://slipcase@sftp.example.com/inbox ',
      SLIPCASE_STORE_APPLE_MUSIC_DPID: 'PADPIDA2010081301R',
      SLIPCASE_STORE_APPLE_MUSIC_NAME: 'Apple Inc.',
      SLIPCASE_STORE_APPLE_MUSIC_ACKS: 'false',
      SLIPCASE_STORE_APPLE_MUSIC_MAX_CONCURRENT: '12',
      SLIPCASE_STORE_SPOTIFY_DPID: '  ',
    };
    expect(readStoreEnv('apple-music', env)).toEqual({
      url: 'sftp://slipcase@sftp.example.com/inbox',
      dpid: 'PADPIDA2010081301R',
      name: 'Apple Inc.',
      acknowledgements: false,
      maxConcurrentDeliveries: 12,
    });
    expect(readStoreEnv('spotify', env)).toEqual({});
    expect(readStoreEnv('spotify', { SLIPCASE_STORE_SPOTIFY_ACKS: 'true' })).toEqual({ acknowledgements: true });
  });

  it.each([
    ['SLIPCASE_STORE_SPOTIFY_DPID', 'DPID-123', /not a DDEX party id/],
    ['SLIPCASE_STORE_SPOTIFY_ACKS', 'yes', /must be true or false/],
    ['SLIPCASE_STORE_SPOTIFY_MAX_CONCURRENT', '0', /whole number of 1 or more/],
    ['SLIPCASE_STORE_SPOTIFY_MAX_CONCURRENT', '2.5', /whole number of 1 or more/],
  ])('refuses %s=%s with an error naming the variable', (variable, value, message) => {
    const read = () => readStoreEnv('spotify', { [variable]: value });
    expect(read).toThrow(StoreConfigError);
    expect(read).toThrow(new RegExp(`^${variable}: `));
    expect(read).toThrow(message);
  });
});
