import { z } from 'zod';
import { COUNT_VARIABLES } from '@slipcase/domain';
import { kinds, optional, withDefault } from './kinds';

const { text, port, count, wholeNumber, httpUrl, postgresUrl, smtpUrl, hostPort, email, flag, oneOf, ids } = kinds;

/** The database, Temporal and the files: what every process needs. */
const platform = {
  DATABASE_URL: optional(postgresUrl()).describe('PostgreSQL connection string; default: the database `npm start` serves (.data/runtime.json)'),
  TEMPORAL_ADDRESS: optional(hostPort()).describe('Temporal frontend; default: the dev server `npm start` runs, else localhost:7233'),
  TEMPORAL_NAMESPACE: withDefault(text(), 'default').describe('Temporal namespace'),
  SLIPCASE_DATA_DIR: optional(text()).describe('Where the embedded database, Temporal\'s SQLite, uploads and deliveries live; default <repo>/.data'),
  SLIPCASE_STORAGE_DIR: optional(text()).describe('Uploaded audio and artwork; default $SLIPCASE_DATA_DIR/uploads'),
  SLIPCASE_TUS_DIR: optional(text()).describe('Resumable uploads while they are sent; default $SLIPCASE_DATA_DIR/tus'),
  SLIPCASE_DELIVERY_DIR: optional(text()).describe('Where stores in sandbox mode write their batches; default $SLIPCASE_DATA_DIR/deliveries'),
  SLIPCASE_TRENDS_DIR: optional(text()).describe('Where stores in sandbox mode read their daily trend files; default $SLIPCASE_DATA_DIR/trends'),
  SLIPCASE_LOG_LEVEL: withDefault(oneOf(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR']), 'WARN').describe('Log level of the Temporal worker'),
  FFMPEG_PATH: withDefault(text(), 'ffmpeg').describe('ffmpeg binary'),
  FFPROBE_PATH: withDefault(text(), 'ffprobe').describe('ffprobe binary'),
};

/** The web server and what its pages and mails need. */
const web = {
  PORT: withDefault(port(), '3000').describe('Port of the web app'),
  NODE_ENV: optional(oneOf(['development', 'production', 'test'])).describe('production: Secure cookies, Remix in production mode'),
  SLIPCASE_WEB_BUILD_DIR: optional(text()).describe('The web build, relative to web/ (parallel test runs); default web/build'),
  SLIPCASE_TRUST_PROXY: withDefault(flag(), '0').describe('1 behind a TLS-terminating proxy: client address and protocol from X-Forwarded-*'),
  SLIPCASE_PUBLIC_URL: optional(httpUrl()).describe('Base of the links in mails; required in production (npm start sets it to its local URL); default elsewhere: http://localhost:PORT'),
  SESSION_SECRET: optional(text()).describe('Secret signing the session cookie (set it in production)'),
  SLIPCASE_API_RATE_LIMIT: withDefault(count(), '3000').describe('Calls per token (or session) per minute on /v1, per web process'),
  SLIPCASE_SUPPORT_EMAIL: withDefault(email(), 'support@slipcase.local').describe('Shown to blocked accounts'),
  SMTP_URL: optional(smtpUrl()).describe('Mail server for verification codes and reset links'),
  SLIPCASE_MAIL_FROM: withDefault(text(), 'Slipcase <no-reply@slipcase.localhost>').describe('Sender of the mails'),
  ...oidcProvider('GOOGLE'),
  ...oidcProvider('APPLE'),
};

function oidcProvider<const Id extends string>(id: Id) {
  const prefix = `SLIPCASE_OIDC_${id}` as const;
  return {
    [`${prefix}_ISSUER`]: optional(httpUrl()).describe('OpenID Connect issuer; the button shows with the issuer and the client id'),
    [`${prefix}_CLIENT_ID`]: optional(text()).describe('OpenID Connect client id'),
    [`${prefix}_CLIENT_SECRET`]: optional(text()).describe('OpenID Connect client secret (a public client relies on PKCE alone)'),
    [`${prefix}_SCOPE`]: optional(text()).describe('Scopes asked for; default "openid email profile"'),
  } as unknown as Record<`${typeof prefix}_${'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET' | 'SCOPE'}`, z.ZodType<string | undefined>>;
}

/** Subscriptions (Stripe Checkout or the sandbox) and payouts (Stripe Connect, Payoneer). */
const money = {
  STRIPE_SECRET_KEY: optional(text()).describe('Enables Stripe billing and Stripe payouts'),
  STRIPE_WEBHOOK_SECRET: optional(text()).describe('Verifies Stripe\'s signed webhooks'),
  STRIPE_API_URL: optional(httpUrl()).describe('Another Stripe server than api.stripe.com (stripe-mock); needs STRIPE_SECRET_KEY'),
  STRIPE_PRICE_PRO_YEARLY: optional(text()).describe('Stripe price id of the plan; priced inline otherwise'),
  STRIPE_PRICE_PRO_MONTHLY: optional(text()).describe('Stripe price id of the plan; priced inline otherwise'),
  STRIPE_PRICE_ADVANCED_YEARLY: optional(text()).describe('Stripe price id of the plan; priced inline otherwise'),
  SLIPCASE_BILLING_SANDBOX: withDefault(flag(), '0').describe('1: Slipcase\'s own test payment pages stand in for Stripe. Never in production'),
  PAYONEER_API_URL: optional(httpUrl()).describe('Payoneer payouts: all three variables or none'),
  PAYONEER_PROGRAM_ID: optional(text()).describe('Payoneer payouts: all three variables or none'),
  PAYONEER_ACCESS_TOKEN: optional(text()).describe('Payoneer payouts: all three variables or none'),
};

/** Streaming providers fans connect for pre-saves (issue 29): each shows once its client id and secret are set. */
const streaming = {
  SLIPCASE_STREAMING_TOKEN_KEY: optional(z.string().refine((value) => Buffer.from(value, 'base64').length === 32, { error: '32 bytes in base64 (openssl rand -base64 32)' }))
    .describe('Key encrypting the providers\' tokens at rest (AES-256-GCM); without it no provider is offered'),
  ...streamingProvider('SPOTIFY'),
  ...streamingProvider('DEEZER'),
  ...streamingProvider('YOUTUBE_MUSIC'),
};

function streamingProvider<const Id extends string>(id: Id) {
  const prefix = `SLIPCASE_${id}` as const;
  return {
    [`${prefix}_CLIENT_ID`]: optional(text()).describe('OAuth client id of the installation\'s own app at the provider'),
    [`${prefix}_CLIENT_SECRET`]: optional(text()).describe('Its client secret'),
    [`${prefix}_AUTH_URL`]: optional(httpUrl()).describe('Another authorization endpoint than the provider\'s (a sandbox)'),
    [`${prefix}_TOKEN_URL`]: optional(httpUrl()).describe('Another token endpoint than the provider\'s (a sandbox)'),
    [`${prefix}_API_URL`]: optional(httpUrl()).describe('Another API base than the provider\'s (a sandbox)'),
  } as unknown as Record<`${typeof prefix}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTH_URL' | 'TOKEN_URL' | 'API_URL'}`, z.ZodType<string | undefined>>;
}

/** Delivery to stores. Each store's own SLIPCASE_STORE_<ID>_* variables are checked by its plugin when loaded. */
const stores = {
  SLIPCASE_STORES: optional(ids()).describe('The stores to deliver to; default every store found'),
  SLIPCASE_DDEX_RECIPIENTS: optional(text()).describe('Generic DDEX recipients: a JSON array or the path of a JSON file'),
  SLIPCASE_DDEX_SCHEMAS: optional(text()).describe('Folder with the official DDEX XSDs; default plugins/contract/schemas'),
};

/** The business settings of domain/src/settings.ts (readSettings makes them Settings). */
const settings = {
  ...(Object.fromEntries(Object.values(COUNT_VARIABLES).map((name) => [name, optional(wholeNumber()).describe('A setting of domain/src/settings.ts')])) as Record<
    string,
    z.ZodType<number | undefined>
  >),
  SLIPCASE_UPC_PREFIX: optional(z.string().regex(/^\d{6,12}$/, { error: 'a GS1 company prefix of 6 to 12 digits' })).describe('GS1 company prefix of assigned UPCs'),
  SLIPCASE_ISRC_PREFIX: optional(z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}$/, { error: 'a country code and registrant code, 5 characters like QZSLC' }))
    .describe('Country and registrant code of assigned ISRCs'),
  SLIPCASE_DDEX_SENDER_DPID: optional(text()).describe('DDEX party id feeds are sent as'),
  SLIPCASE_DDEX_SENDER_NAME: optional(text()).describe('DDEX party name feeds are sent as'),
  SLIPCASE_REFERRAL_TIERS: optional(z.string().regex(/^\s*\d+\s*:\s*\d+\s*(,\s*\d+\s*:\s*\d+\s*)*$/, { error: 'referred:cents pairs separated by commas, like 3:1000,10:5000' }))
    .describe('Referral reward tiers: paying referred users and the credit in cents; default 3:1000,10:5000,25:15000'),
};

/** The slipcase CLI. */
const cli = {
  SLIPCASE_URL: optional(httpUrl()).describe('Server the CLI calls (with SLIPCASE_TOKEN); wins over a saved login'),
  SLIPCASE_TOKEN: optional(text()).describe('Personal access token for SLIPCASE_URL'),
  SLIPCASE_CONFIG_DIR: optional(text()).describe('Where `slipcase login` saves; default $XDG_CONFIG_HOME/slipcase'),
  XDG_CONFIG_HOME: optional(text()).describe('Default ~/.config'),
  SLIPCASE_USER: optional(text()).describe('User the CLI acts as without a login (--as)'),
  SLIPCASE_OPERATOR: optional(text()).describe('Operator the CLI acts as in review commands'),
};

/** `npm start` (scripts/start.ts): the embedded services it runs when the real ones are not given. */
const start = {
  SLIPCASE_PGLITE_PORT: withDefault(port(), '54320').describe('Port the embedded PGlite is served on'),
  TEMPORAL_PORT: withDefault(port(), '7233').describe('Port of the embedded Temporal dev server'),
  TEMPORAL_UI_PORT: withDefault(port(), '8233').describe('Port of its Web UI'),
  TEMPORAL_UI_URL: optional(httpUrl()).describe('Shown at start when TEMPORAL_ADDRESS names an external server'),
  TEMPORAL_CLI_PATH: optional(text()).describe('The Temporal CLI binary; default .tools/venv/bin/temporal, then temporal on PATH'),
  SLIPCASE_SMTP_PORT: withDefault(port(), '2525').describe('Port of the dev mail server run when SMTP_URL is unset'),
  SLIPCASE_DEV_OIDC: withDefault(flag(), '0').describe('1: run two local OpenID Connect providers (demos and tests only)'),
  SLIPCASE_DEV_OIDC_PORT: withDefault(port(), '9090').describe('Port of the local OpenID Connect providers'),
  SLIPCASE_DEV_STREAMING_PORT: withDefault(port(), '9190').describe('Port of the local stand-ins for Spotify, Deezer and YouTube Music, run when no provider is configured'),
  SLIPCASE_DEMO_CATALOGUE: withDefault(flag(), '1').describe('0: seed the demo accounts only, without publishing demo releases and importing their demo statements'),
};

/** Every variable the platform reads, by name: its kind, default and purpose. */
export const variablesSchema = z.object({ ...platform, ...web, ...money, ...streaming, ...stores, ...settings, ...cli, ...start });

export type Variables = z.output<typeof variablesSchema>;
