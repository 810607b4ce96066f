import { createHash, randomBytes } from 'node:crypto';
import { AppError, presaveLiveAt, presaveStage, providerText, STREAMING_PROVIDERS, type StreamingProviderId } from '@slipcase/domain';
import type { StreamingProvider } from '../streaming/provider';
import type { StreamingDeps } from './presave-deps';

/** How long a started connection may take at the provider before its state is no longer accepted. */
export const AUTHORIZATION_TTL_MS = 15 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const secretToken = () => randomBytes(32).toString('base64url');

export function configuredProvider(deps: Pick<StreamingDeps, 'providers'>, provider: StreamingProviderId): StreamingProvider {
  const found = deps.providers[provider];
  if (!found) throw new AppError('provider_not_configured', 'provider', { provider });
  return found;
}

/** A provider call that failed as a refusal the fan reads: "Spotify did not answer or refused…". */
export async function askProvider<T>(provider: StreamingProvider, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Error && error.name.startsWith('Provider')) throw new AppError('provider_refused', 'provider', { provider: provider.name }, error.message);
    throw error;
  }
}

export interface BeginConnectionInput {
  provider: StreamingProviderId;
  /** The callback (`<public url>/spotify-auth`), repeated at the token request. */
  redirectUri: string;
  /** A fan pre-saving on this campaign's page… */
  campaignKey?: string;
  /** …or a signed-in user connecting their own account. */
  userId?: string;
}

/**
 * Starts connecting a provider account: a one-use state and a PKCE verifier kept in the database (so any web process
 * finishes it), and the provider's authorization URL to send the browser to.
 */
export async function beginProviderConnection(deps: StreamingDeps, input: BeginConnectionInput): Promise<{ url: string }> {
  const provider = configuredProvider(deps, input.provider);
  let campaignId: string | null = null;
  if (input.campaignKey !== undefined) {
    const campaign = await deps.prisma.presaveCampaign.findUnique({ where: { key: input.campaignKey }, include: { release: true } });
    if (!campaign) throw new AppError('not_found', 'campaign');
    if (presaveStage(presaveLiveAt(campaign.release), deps.now) === 'out') throw new AppError('presave_release_out', 'campaign');
    campaignId = campaign.id;
  }
  const state = secretToken();
  const verifier = secretToken();
  await deps.prisma.streamingAuthorization.create({
    data: {
      provider: input.provider,
      stateHash: sha256(state),
      codeVerifier: deps.cipher.encrypt(verifier),
      redirectUri: input.redirectUri,
      campaignId,
      userId: input.userId ?? null,
      createdAt: deps.now,
    },
  });
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  return { url: provider.authorizeUrl({ state, codeChallenge, redirectUri: input.redirectUri }).href };
}

export type ConnectionResult =
  | { kind: 'presave'; provider: StreamingProviderId; campaignKey: string; subscriberId: string; cancelToken: string }
  | { kind: 'user'; provider: StreamingProviderId };

/**
 * The provider's redirect back: the state is found and used up (a replayed one is refused, `oauth_state_used`),
 * the code exchanged with the verifier, the account read, then in one transaction the connection stored with its
 * tokens encrypted and, for a pre-save, the fan subscribed. A provider that refuses or does not answer leaves nothing.
 */
export async function completeProviderConnection(
  deps: StreamingDeps,
  input: { state: string; code?: string | null; error?: string | null },
): Promise<ConnectionResult> {
  const { prisma, now } = deps;
  const authorization = input.state ? await prisma.streamingAuthorization.findUnique({ where: { stateHash: sha256(input.state) } }) : null;
  if (!authorization || now.getTime() - authorization.createdAt.getTime() > AUTHORIZATION_TTL_MS) throw new AppError('oauth_state_invalid', 'state');
  const used = await prisma.streamingAuthorization.updateMany({ where: { id: authorization.id, usedAt: null }, data: { usedAt: now } });
  if (used.count === 0) throw new AppError('oauth_state_used', 'state');
  const provider = configuredProvider(deps, authorization.provider);
  if (input.error || !input.code) throw new AppError('provider_refused', 'provider', { provider: provider.name });
  const code = input.code;

  const tokens = await askProvider(provider, () => provider.exchangeCode({ code, codeVerifier: deps.cipher.decrypt(authorization.codeVerifier), redirectUri: authorization.redirectUri }));
  const account = await askProvider(provider, () => provider.currentUser(tokens.accessToken));
  if (!account.id) throw new AppError('provider_refused', 'provider', { provider: provider.name }, 'the provider named no account');

  const fields = {
    displayName: providerText(account.name, 200) || account.id.slice(0, 200),
    country: account.country && /^[A-Z]{2}$/i.test(account.country) ? account.country.toUpperCase() : null,
    followers: Math.max(0, Math.trunc(account.followers)),
    accessToken: deps.cipher.encrypt(tokens.accessToken),
    refreshToken: tokens.refreshToken ? deps.cipher.encrypt(tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
    revokedAt: null,
    ...(authorization.userId ? { userId: authorization.userId } : {}),
  };
  return prisma.$transaction(async (tx) => {
    const connection = await tx.streamingConnection.upsert({
      where: { provider_providerUserId: { provider: authorization.provider, providerUserId: account.id } },
      create: { provider: authorization.provider, providerUserId: account.id, ...fields },
      update: fields,
    });
    if (!authorization.campaignId) return { kind: 'user' as const, provider: authorization.provider };
    const campaign = await tx.presaveCampaign.findUniqueOrThrow({ where: { id: authorization.campaignId } });
    const cancelToken = secretToken();
    const subscriber = await tx.presaveSubscriber.upsert({
      where: { campaignId_connectionId: { campaignId: campaign.id, connectionId: connection.id } },
      create: { campaignId: campaign.id, connectionId: connection.id, cancelTokenHash: sha256(cancelToken), subscribedAt: now },
      // Subscribing again (after cancelling, or from another browser) waits for release day again.
      update: { cancelTokenHash: sha256(cancelToken), outcome: 'pending', detail: null, finishedAt: null },
    });
    return { kind: 'presave' as const, provider: authorization.provider, campaignKey: campaign.key, subscriberId: subscriber.id, cancelToken };
  });
}

/**
 * The fan takes the access back from the thank-you page: the pre-save is reported "revoked", the connection's tokens
 * are erased and it is marked revoked, so release day saves nothing for them.
 */
export async function cancelPresave(deps: Pick<StreamingDeps, 'prisma' | 'now'>, input: { campaignKey: string; cancelToken: string }): Promise<void> {
  const subscriber = input.cancelToken
    ? await deps.prisma.presaveSubscriber.findUnique({ where: { cancelTokenHash: sha256(input.cancelToken) }, include: { campaign: true } })
    : null;
  if (!subscriber || subscriber.campaign.key !== input.campaignKey) throw new AppError('not_found', 'subscriber');
  await revokeConnection(deps, subscriber.connectionId, 'The fan took the access back before release day.');
}

/** A signed-in user disconnects their own account at a provider. */
export async function disconnectProvider(deps: Pick<StreamingDeps, 'prisma' | 'now'>, input: { userId: string; provider: StreamingProviderId }): Promise<void> {
  const connections = await deps.prisma.streamingConnection.findMany({ where: { userId: input.userId, provider: input.provider, revokedAt: null } });
  for (const connection of connections) await revokeConnection(deps, connection.id, 'The account was disconnected before release day.');
}

export async function revokeConnection(deps: Pick<StreamingDeps, 'prisma' | 'now'>, connectionId: string, detail: string): Promise<void> {
  await deps.prisma.$transaction([
    deps.prisma.streamingConnection.update({ where: { id: connectionId }, data: { revokedAt: deps.now, accessToken: '', refreshToken: null } }),
    deps.prisma.presaveSubscriber.updateMany({ where: { connectionId, outcome: 'pending' }, data: { outcome: 'revoked', detail, finishedAt: deps.now } }),
  ]);
}

/** The provider accounts a signed-in user connected (`/spotify-auth`). */
export async function userConnections(deps: Pick<StreamingDeps, 'prisma' | 'providers'>, input: { userId: string }) {
  const rows = await deps.prisma.streamingConnection.findMany({ where: { userId: input.userId, revokedAt: null }, orderBy: { createdAt: 'asc' } });
  return STREAMING_PROVIDERS
    .filter((id) => deps.providers[id])
    .map((id) => {
      const row = rows.find((connection) => connection.provider === id);
      return { provider: id, name: deps.providers[id]!.name, connectedAs: row?.displayName ?? null };
    });
}
