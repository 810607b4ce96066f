import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { ConfigError, loadConfig } from './load-config';
import { repoRoot } from './repo-root';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives every variable its default when the environment is empty', () => {
    const config = loadConfig({});
    const data = join(repoRoot(), '.data');
    expect(config.dirs).toEqual({ data, storage: join(data, 'uploads'), tus: join(data, 'tus'), delivery: join(data, 'deliveries'), trends: join(data, 'trends'), ddexSchemas: null });
    expect(config.web).toMatchObject({ port: 3000, trustProxy: false, publicUrl: null, apiRateLimit: 3000, supportEmail: 'support@slipcase.local' });
    expect(config.web.oidc).toEqual({ google: null, apple: null });
    expect(config.database).toEqual({ url: null, embeddedPort: 54320 });
    expect(config.temporal).toMatchObject({ address: null, namespace: 'default', devPort: 7233, devUiPort: 8233 });
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Slipcase <no-reply@slipcase.localhost>', devPort: 2525 });
    expect(config.billing.sandbox).toBe(false);
    expect(config.payoneer).toBeNull();
    expect(config.media).toEqual({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
    expect(config.logLevel).toBe('WARN');
    expect(config.production).toBe(false);
    expect(config.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('reads good values, trimmed, and takes a blank variable for an unset one', () => {
    const config = loadConfig({
      PORT: ' 8080 ',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://slipcase:secret@db:5432/slipcase',
      TEMPORAL_ADDRESS: 'temporal:7233',
      SLIPCASE_DATA_DIR: '/data',
      SLIPCASE_STORAGE_DIR: '',
      SLIPCASE_TRUST_PROXY: '1',
      SLIPCASE_PUBLIC_URL: 'https://music.example.org',
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      SLIPCASE_STORES: 'spotify, label-radio',
      SLIPCASE_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      SLIPCASE_OIDC_GOOGLE_CLIENT_ID: 'client',
      SLIPCASE_MINIMUM_WITHDRAWAL_CENTS: '2500',
      SLIPCASE_ISRC_PREFIX: 'GBABC',
      PAYONEER_API_URL: 'https://api.sandbox.payoneer.com',
      PAYONEER_PROGRAM_ID: '100',
      PAYONEER_ACCESS_TOKEN: 'token',
    });
    expect(config.web.port).toBe(8080);
    expect(config.production).toBe(true);
    expect(config.database.url).toBe('postgresql://slipcase:secret@db:5432/slipcase');
    expect(config.temporal.address).toBe('temporal:7233');
    expect(config.dirs.storage).toBe(join('/data', 'uploads'));
    expect(config.web.trustProxy).toBe(true);
    expect(config.stores.enabled).toEqual(['spotify', 'label-radio']);
    expect(config.web.oidc.google).toEqual({ issuer: 'https://accounts.google.com', clientId: 'client', clientSecret: null, scope: 'openid email profile' });
    expect(config.settings.minimumWithdrawalCents).toBe(2500);
    expect(config.settings.isrcPrefix).toBe('GBABC');
    expect(config.payoneer).toEqual({ apiUrl: 'https://api.sandbox.payoneer.com', programId: '100', accessToken: 'token' });
    expect(config.env).not.toHaveProperty('SLIPCASE_STORAGE_DIR');
  });

  it('returns a frozen configuration', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.web.oidc)).toBe(true);
    expect(Object.isFrozen(config.env)).toBe(true);
  });

  it.each([
    ['SLIPCASE_PUBLIC_URL', 'foo', 'SLIPCASE_PUBLIC_URL: expected an http(s) URL, got "foo"'],
    ['SLIPCASE_PUBLIC_URL', 'ftp://music.example.org', 'SLIPCASE_PUBLIC_URL: expected an http(s) URL, got "ftp://music.example.org"'],
    ['PORT', 'abc', 'PORT: expected a port number (1-65535), got "abc"'],
    ['PORT', '70000', 'PORT: expected a port number (1-65535), got "70000"'],
    ['DATABASE_URL', 'mysql://db/slipcase', 'DATABASE_URL: expected a postgres:// or postgresql:// URL, got "mysql://db/slipcase"'],
    ['TEMPORAL_ADDRESS', 'temporal', 'TEMPORAL_ADDRESS: expected host:port, e.g. localhost:7233, got "temporal"'],
    ['SMTP_URL', 'mail.example.org', 'SMTP_URL: expected an smtp:// or smtps:// URL, got "mail.example.org"'],
    ['SLIPCASE_TRUST_PROXY', 'yes', 'SLIPCASE_TRUST_PROXY: expected 1 (on) or 0 (off), got "yes"'],
    ['SLIPCASE_LOG_LEVEL', 'LOUD', 'SLIPCASE_LOG_LEVEL: expected one of TRACE, DEBUG, INFO, WARN, ERROR, got "LOUD"'],
    ['NODE_ENV', 'prod', 'NODE_ENV: expected one of development, production, test, got "prod"'],
    ['SLIPCASE_API_RATE_LIMIT', '0', 'SLIPCASE_API_RATE_LIMIT: expected a whole number above 0, got "0"'],
    ['SLIPCASE_MINIMUM_WITHDRAWAL_CENTS', '10.50', 'SLIPCASE_MINIMUM_WITHDRAWAL_CENTS: expected a whole number, got "10.50"'],
    ['SLIPCASE_STORES', 'spotify;deezer', 'SLIPCASE_STORES: expected comma-separated store ids, e.g. spotify,deezer, got "spotify;deezer"'],
    ['SLIPCASE_SUPPORT_EMAIL', 'support', 'SLIPCASE_SUPPORT_EMAIL: expected an e-mail address, got "support"'],
    ['SLIPCASE_ISRC_PREFIX', 'qz', 'SLIPCASE_ISRC_PREFIX: expected a country code and registrant code, 5 characters like QZSLC, got "qz"'],
  ])('names %s set to %j and what it expects', (name, value, problem) => {
    expect(problemsOf({ [name]: value })).toEqual([problem]);
  });

  it('names every bad variable at once, in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', SLIPCASE_PUBLIC_URL: 'foo', SLIPCASE_PGLITE_PORT: '5432' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      'Invalid configuration:\n  PORT: expected a port number (1-65535), got "abc"\n  SLIPCASE_PUBLIC_URL: expected an http(s) URL, got "foo"',
    );
  });

  it('refuses a payment method configured by halves', () => {
    expect(problemsOf({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual(['STRIPE_API_URL: expected STRIPE_SECRET_KEY to be set with it']);
    expect(problemsOf({ PAYONEER_API_URL: 'https://api.sandbox.payoneer.com' })).toEqual([
      'PAYONEER_PROGRAM_ID: expected with the other PAYONEER_* variables (Payoneer is half configured)',
      'PAYONEER_ACCESS_TOKEN: expected with the other PAYONEER_* variables (Payoneer is half configured)',
    ]);
  });

  it('requires the public address in production, where links in mails must not follow the request’s host', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SLIPCASE_PUBLIC_URL: expected the public address of the web app (required in production: links in mails point there), but it is not set',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', SLIPCASE_PUBLIC_URL: 'https://music.example.org' }).web.publicUrl).toBe('https://music.example.org');
    expect(loadConfig({ NODE_ENV: 'development' }).web.publicUrl).toBeNull();
  });

  it('leaves unknown variables alone and keeps them for the store plugins', () => {
    const config = loadConfig({ SLIPCASE_STORE_SPOTIFY_URL: 'sftp://slipcase@sftp.example.com/inbox', HOME: '/root' });
    expect(config.env.SLIPCASE_STORE_SPOTIFY_URL).toBe('sftp://slipcase@sftp.example.com/inbox');
  });
});
