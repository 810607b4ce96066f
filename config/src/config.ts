import { join } from 'node:path';
import { readSettings, type Settings } from '@slipcase/domain';
import { repoRoot } from './repo-root';
import type { Variables } from './variables';

export type Env = Readonly<Record<string, string | undefined>>;

export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  scope: string;
}

export type StreamingProviderKey = 'spotify' | 'deezer' | 'youtube_music';

/** An installation's app at a streaming provider; the endpoints are the provider's own unless overridden. */
export interface StreamingProviderSettings {
  clientId: string;
  clientSecret: string;
  authUrl: string | null;
  tokenUrl: string | null;
  apiUrl: string | null;
}

/** The checked configuration: what each part of the platform reads instead of process.env. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test' | null;
  production: boolean;
  logLevel: Variables['SLIPCASE_LOG_LEVEL'];
  /** The business settings (domain's readSettings). */
  settings: Settings;
  dirs: { data: string; storage: string; tus: string; delivery: string; trends: string; ddexSchemas: string | null };
  database: { url: string | null; embeddedPort: number };
  temporal: { address: string | null; namespace: string; devPort: number; devUiPort: number; uiUrl: string | null; cliPath: string | null };
  web: {
    port: number;
    buildDir: string | null;
    trustProxy: boolean;
    publicUrl: string | null;
    sessionSecret: string | null;
    apiRateLimit: number;
    supportEmail: string;
    oidc: { google: OidcProviderSettings | null; apple: OidcProviderSettings | null };
  };
  mail: { smtpUrl: string | null; from: string; devPort: number };
  billing: {
    stripeSecretKey: string | null;
    stripeWebhookSecret: string | null;
    stripeApiUrl: string | null;
    prices: { proYearly: string | null; proMonthly: string | null; advancedYearly: string | null };
    sandbox: boolean;
  };
  payoneer: { apiUrl: string; programId: string; accessToken: string } | null;
  stores: { enabled: readonly string[] | null; ddexRecipients: string | null };
  media: { ffmpeg: string; ffprobe: string };
  cli: { url: string | null; token: string | null; configDir: string | null; xdgConfigHome: string | null; user: string | null; operator: string | null };
  devOidc: { enabled: boolean; port: number };
  /** Streaming providers (pre-save): a provider is null until its client id and secret are set, all null without a token key. */
  streaming: { tokenKey: string | null; providers: Record<StreamingProviderKey, StreamingProviderSettings | null>; devPort: number };
  /** `npm start` publishes the demo artist's singles and imports demo statements for them into a fresh database. */
  demoCatalogue: boolean;
  /**
   * The environment the configuration was read from, for what takes a whole environment: the store plugins (their
   * own SLIPCASE_STORE_<ID>_* variables, checked when they load), the payout rails, child processes.
   */
  env: Env;
}

function oidc(v: Variables, id: 'GOOGLE' | 'APPLE'): OidcProviderSettings | null {
  const issuer = v[`SLIPCASE_OIDC_${id}_ISSUER`];
  const clientId = v[`SLIPCASE_OIDC_${id}_CLIENT_ID`];
  if (!issuer || !clientId) return null;
  return { issuer, clientId, clientSecret: v[`SLIPCASE_OIDC_${id}_CLIENT_SECRET`] ?? null, scope: v[`SLIPCASE_OIDC_${id}_SCOPE`] ?? 'openid email profile' };
}

function streamingProvider(v: Variables, id: 'SPOTIFY' | 'DEEZER' | 'YOUTUBE_MUSIC'): StreamingProviderSettings | null {
  const clientId = v[`SLIPCASE_${id}_CLIENT_ID`];
  const clientSecret = v[`SLIPCASE_${id}_CLIENT_SECRET`];
  if (!clientId || !clientSecret || !v.SLIPCASE_STREAMING_TOKEN_KEY) return null;
  return {
    clientId,
    clientSecret,
    authUrl: v[`SLIPCASE_${id}_AUTH_URL`] ?? null,
    tokenUrl: v[`SLIPCASE_${id}_TOKEN_URL`] ?? null,
    apiUrl: v[`SLIPCASE_${id}_API_URL`] ?? null,
  };
}

/** The checked variables in the shape the code reads; `env` with blank values left out. */
export function toConfig(v: Variables, env: Env): Config {
  const data = v.SLIPCASE_DATA_DIR ?? join(repoRoot(), '.data');
  return {
    nodeEnv: v.NODE_ENV ?? null,
    production: v.NODE_ENV === 'production',
    logLevel: v.SLIPCASE_LOG_LEVEL,
    settings: readSettings(env),
    dirs: {
      data,
      storage: v.SLIPCASE_STORAGE_DIR ?? join(data, 'uploads'),
      tus: v.SLIPCASE_TUS_DIR ?? join(data, 'tus'),
      delivery: v.SLIPCASE_DELIVERY_DIR ?? join(data, 'deliveries'),
      trends: v.SLIPCASE_TRENDS_DIR ?? join(data, 'trends'),
      ddexSchemas: v.SLIPCASE_DDEX_SCHEMAS ?? null,
    },
    database: { url: v.DATABASE_URL ?? null, embeddedPort: v.SLIPCASE_PGLITE_PORT },
    temporal: {
      address: v.TEMPORAL_ADDRESS ?? null,
      namespace: v.TEMPORAL_NAMESPACE,
      devPort: v.TEMPORAL_PORT,
      devUiPort: v.TEMPORAL_UI_PORT,
      uiUrl: v.TEMPORAL_UI_URL ?? null,
      cliPath: v.TEMPORAL_CLI_PATH ?? null,
    },
    web: {
      port: v.PORT,
      buildDir: v.SLIPCASE_WEB_BUILD_DIR ?? null,
      trustProxy: v.SLIPCASE_TRUST_PROXY,
      publicUrl: v.SLIPCASE_PUBLIC_URL ?? null,
      sessionSecret: v.SESSION_SECRET ?? null,
      apiRateLimit: v.SLIPCASE_API_RATE_LIMIT,
      supportEmail: v.SLIPCASE_SUPPORT_EMAIL,
      oidc: { google: oidc(v, 'GOOGLE'), apple: oidc(v, 'APPLE') },
    },
    mail: { smtpUrl: v.SMTP_URL ?? null, from: v.SLIPCASE_MAIL_FROM, devPort: v.SLIPCASE_SMTP_PORT },
    billing: {
      stripeSecretKey: v.STRIPE_SECRET_KEY ?? null,
      stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET ?? null,
      stripeApiUrl: v.STRIPE_API_URL ?? null,
      prices: {
        proYearly: v.STRIPE_PRICE_PRO_YEARLY ?? null,
        proMonthly: v.STRIPE_PRICE_PRO_MONTHLY ?? null,
        advancedYearly: v.STRIPE_PRICE_ADVANCED_YEARLY ?? null,
      },
      sandbox: v.SLIPCASE_BILLING_SANDBOX,
    },
    payoneer:
      v.PAYONEER_API_URL && v.PAYONEER_PROGRAM_ID && v.PAYONEER_ACCESS_TOKEN
        ? { apiUrl: v.PAYONEER_API_URL, programId: v.PAYONEER_PROGRAM_ID, accessToken: v.PAYONEER_ACCESS_TOKEN }
        : null,
    stores: { enabled: v.SLIPCASE_STORES ?? null, ddexRecipients: v.SLIPCASE_DDEX_RECIPIENTS ?? null },
    media: { ffmpeg: v.FFMPEG_PATH, ffprobe: v.FFPROBE_PATH },
    cli: {
      url: v.SLIPCASE_URL ?? null,
      token: v.SLIPCASE_TOKEN ?? null,
      configDir: v.SLIPCASE_CONFIG_DIR ?? null,
      xdgConfigHome: v.XDG_CONFIG_HOME ?? null,
      user: v.SLIPCASE_USER ?? null,
      operator: v.SLIPCASE_OPERATOR ?? null,
    },
    devOidc: { enabled: v.SLIPCASE_DEV_OIDC, port: v.SLIPCASE_DEV_OIDC_PORT },
    streaming: {
      tokenKey: v.SLIPCASE_STREAMING_TOKEN_KEY ?? null,
      providers: { spotify: streamingProvider(v, 'SPOTIFY'), deezer: streamingProvider(v, 'DEEZER'), youtube_music: streamingProvider(v, 'YOUTUBE_MUSIC') },
      devPort: v.SLIPCASE_DEV_STREAMING_PORT,
    },
    demoCatalogue: v.SLIPCASE_DEMO_CATALOGUE,
    env,
  };
}
