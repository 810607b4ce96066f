import { createRemoteJWKSet } from 'jose';

/** What this app uses of a provider's discovery document. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** Discovery documents rarely change: each process asks again after an hour (and at once after a failure). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const HTTP_TIMEOUT_MS = 10_000;

const documents = new Map<string, { fetchedAt: number; metadata: Promise<ProviderMetadata> }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

async function fetchMetadata(issuer: string): Promise<ProviderMetadata> {
  const response = await fetch(discoveryUrl(issuer), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const document = (await response.json()) as Partial<Record<keyof ProviderMetadata, unknown>>;
  const fields = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
  for (const field of fields) {
    if (typeof document[field] !== 'string') throw new Error(`discovery of ${issuer} has no ${field}`);
  }
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (document.issuer !== issuer) throw new Error(`discovery of ${issuer} names another issuer: ${String(document.issuer)}`);
  return document as ProviderMetadata;
}

/** The provider's endpoints, from its discovery document (cached per issuer). */
export function discover(issuer: string, now = Date.now()): Promise<ProviderMetadata> {
  const cached = documents.get(issuer);
  if (cached && now - cached.fetchedAt < DISCOVERY_TTL_MS) return cached.metadata;
  const metadata = fetchMetadata(issuer);
  documents.set(issuer, { fetchedAt: now, metadata });
  metadata.catch(() => {
    if (documents.get(issuer)?.metadata === metadata) documents.delete(issuer);
  });
  return metadata;
}

/** The issuer's signing keys; jose caches them and fetches again when a token names an unknown key. */
export function signingKeys(metadata: ProviderMetadata): ReturnType<typeof createRemoteJWKSet> {
  let keys = keySets.get(metadata.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS });
    keySets.set(metadata.jwks_uri, keys);
  }
  return keys;
}
