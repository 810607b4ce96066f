/**
 * Local OpenID Connect providers standing in for Google and Apple, started by `npm start` only when
 * SLIPCASE_DEV_OIDC=1 (end-to-end tests and demos): they sign ANYBODY in, as whoever the sign-in asks for.
 *
 * Who signs in: the authorization request's `login_hint` (an e-mail address; `/auth/social/<provider>?login_hint=`
 * passes it on), else the provider's demo identity. The ID token then names that address (verified), a subject
 * derived from it (the same address always gets the same subject) and a name made from its local part.
 */
import { createHash } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

export type DevOidcProvider = 'google' | 'apple';

export interface DevOidc {
  /** Environment variables that point the web app's providers at the local servers. */
  env: Record<string, string>;
  /** The servers themselves, for tests that bend one answer (`server.service.once('beforeTokenSigning', …)`). */
  servers: Record<DevOidcProvider, OAuth2Server>;
  stop(): Promise<void>;
}

/** Who signs in when the request names nobody. */
export const DEV_OIDC_DEMO_EMAILS: Record<DevOidcProvider, string> = {
  google: 'google.demo@slipcase.local',
  apple: 'apple.demo@slipcase.local',
};

export const devOidcClientId = (provider: DevOidcProvider) => `slipcase-dev-${provider}`;
const devOidcClientSecret = (provider: DevOidcProvider) => `slipcase-dev-${provider}-secret`;

/** Codes waiting for their token request remember whom they were issued for; a few hundred at most. */
const MAX_PENDING_CODES = 500;

export interface DevIdentity {
  sub: string;
  email: string;
  name: string;
  given_name: string;
  family_name: string;
}

/** The identity an address signs in as: "nova.star@x" → subject "dev-…" (stable), name "Nova Star". */
export function devIdentity(provider: DevOidcProvider, email: string): DevIdentity {
  const address = email.trim().toLowerCase();
  const words = (address.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const [given = 'Demo', ...family] = words;
  return {
    sub: `dev-${createHash('sha256').update(`${provider}:${address}`).digest('hex').slice(0, 24)}`,
    email: address,
    name: words.join(' ') || 'Demo',
    given_name: given,
    family_name: family.join(' '),
  };
}

function isEmailHint(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

async function startProvider(provider: DevOidcProvider, port: number): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const identities = new Map<string, DevIdentity>();

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: { query: Record<string, unknown> }) => {
    const code = redirect.url.searchParams.get('code');
    if (!code) return;
    const hint = req.query.login_hint;
    identities.set(code, devIdentity(provider, isEmailHint(hint) ? hint : DEV_OIDC_DEMO_EMAILS[provider]));
    if (identities.size > MAX_PENDING_CODES) identities.delete(identities.keys().next().value as string);
  });
  // Both the access token and the ID token of a code's token answer name the code's identity.
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
    const code = req.body?.code;
    const identity = typeof code === 'string' ? identities.get(code) : undefined;
    if (identity) Object.assign(token.payload, identity, { email_verified: true });
  });
  server.service.on('beforeResponse', (_response: unknown, req: { body?: Record<string, unknown> }) => {
    const code = req.body?.code;
    if (typeof code === 'string') identities.delete(code);
  });

  // 127.0.0.1 rather than "localhost", which Node may resolve to ::1 first while the server listens on IPv4.
  await server.start(port, '127.0.0.1');
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  return server;
}

/**
 * Starts the "Google" provider on `port` and the "Apple" one on `port + 1` (port 0: any free ports, for tests)
 * and returns the SLIPCASE_OIDC_* variables that configure both in the web app.
 */
export async function startDevOidc({ port }: { port: number }): Promise<DevOidc> {
  const google = await startProvider('google', port);
  const apple = await startProvider('apple', port === 0 ? 0 : port + 1).catch(async (error: unknown) => {
    await google.stop();
    throw error;
  });
  const servers = { google, apple };
  const env: Record<string, string> = {};
  for (const provider of ['google', 'apple'] as const) {
    const prefix = `SLIPCASE_OIDC_${provider.toUpperCase()}`;
    env[`${prefix}_ISSUER`] = servers[provider].issuer.url ?? '';
    env[`${prefix}_CLIENT_ID`] = devOidcClientId(provider);
    env[`${prefix}_CLIENT_SECRET`] = devOidcClientSecret(provider);
  }
  return {
    env,
    servers,
    async stop() {
      await Promise.all([google.stop(), apple.stop()]);
    },
  };
}
