import { AppError, presaveLiveAt, providerText, tokenNeedsRefresh, type PresaveOutcome } from '@slipcase/domain';
import { ProviderAccessRevoked, ProviderFailure } from '../streaming/provider';
import { configuredProvider, revokeConnection } from './connections';
import { presavePageChanged, type StreamingDeps } from './presave-deps';

/** Release statuses on which release day saves nothing: the release is not going to be out. */
const CALLED_OFF = ['draft', 'rejected', 'removed', 'expired'];

/**
 * When the campaign's workflow should act: the release's live instant (read again after each wait, as the date may
 * move), or null when there is nothing to wait for (the campaign or release is gone, or the release will not go live).
 */
export async function presaveSchedule(deps: Pick<StreamingDeps, 'prisma'>, input: { campaignId: string }): Promise<{ liveAt: string | null }> {
  const campaign = await deps.prisma.presaveCampaign.findUnique({ where: { id: input.campaignId }, include: { release: true } });
  if (!campaign || CALLED_OFF.includes(campaign.release.status)) return { liveAt: null };
  return { liveAt: presaveLiveAt(campaign.release).toISOString() };
}

/** The subscribers still waiting, oldest first. */
export async function pendingPresaveSubscribers(deps: Pick<StreamingDeps, 'prisma'>, input: { campaignId: string }): Promise<{ subscriberIds: string[] }> {
  const rows = await deps.prisma.presaveSubscriber.findMany({ where: { campaignId: input.campaignId, outcome: 'pending' }, orderBy: { subscribedAt: 'asc' }, select: { id: true } });
  return { subscriberIds: rows.map((row) => row.id) };
}

export interface PresaveResult {
  subscriberId: string;
  outcome: PresaveOutcome;
  detail: string | null;
}

/**
 * Release day for one fan: a fresh token when the stored one is about to expire, then the release saved to their
 * library and its artist followed. A fan who took the access back (here or at the provider) is reported "revoked";
 * what the provider cannot do now (429, an error, the release not in its catalogue yet) is thrown for the workflow
 * to retry, `ProviderRateLimited` with the wait the provider asked for. Done twice, it does nothing the second time.
 */
export async function presaveForSubscriber(deps: StreamingDeps, input: { subscriberId: string }): Promise<PresaveResult> {
  const { prisma } = deps;
  const subscriber = await prisma.presaveSubscriber.update({
    where: { id: input.subscriberId },
    data: { attempts: { increment: 1 } },
    include: { connection: true, campaign: { include: { release: { include: { artist: { select: { name: true } } } } } } },
  });
  if (subscriber.outcome !== 'pending') return { subscriberId: subscriber.id, outcome: subscriber.outcome, detail: subscriber.detail };
  const { connection } = subscriber;
  const revoked = async (detail: string): Promise<PresaveResult> => {
    await revokeConnection(deps, connection.id, detail);
    return { subscriberId: subscriber.id, outcome: 'revoked', detail };
  };
  if (connection.revokedAt || !connection.accessToken) return revoked('The fan took the access back before release day.');
  const provider = configuredProvider(deps, connection.provider);

  let accessToken = deps.cipher.decrypt(connection.accessToken);
  const refresh = async (): Promise<boolean> => {
    if (!connection.refreshToken) return false;
    const tokens = await provider.refresh(deps.cipher.decrypt(connection.refreshToken));
    accessToken = tokens.accessToken;
    await prisma.streamingConnection.update({
      where: { id: connection.id },
      data: {
        accessToken: deps.cipher.encrypt(tokens.accessToken),
        ...(tokens.refreshToken ? { refreshToken: deps.cipher.encrypt(tokens.refreshToken) } : {}),
        expiresAt: tokens.expiresAt,
      },
    });
    return true;
  };
  /** One call; a 401 gets one refresh and one more try. */
  const withToken = async <T>(call: (token: string) => Promise<T>): Promise<T> => {
    try {
      return await call(accessToken);
    } catch (error) {
      if (error instanceof ProviderFailure && error.unauthorized && (await refresh())) return call(accessToken);
      throw error;
    }
  };

  const { release } = subscriber.campaign;
  try {
    if (tokenNeedsRefresh(connection.expiresAt, deps.now)) await refresh();
    const saved = await withToken((token) => provider.saveRelease(token, { upc: release.upc, title: release.title, artist: release.artist.name }));
    if (!saved) throw new ProviderFailure(provider.id, `the release (UPC ${release.upc}) is not in the catalogue yet`);
    if (saved.artistId) await withToken((token) => provider.followArtist(token, saved.artistId));
  } catch (error) {
    if (error instanceof ProviderAccessRevoked || (error instanceof ProviderFailure && error.unauthorized)) {
      return revoked(`${provider.name} access was taken back before release day.`);
    }
    throw error;
  }
  const detail = `Saved on ${provider.name} and following the artist.`;
  await prisma.presaveSubscriber.update({ where: { id: subscriber.id }, data: { outcome: 'saved', detail, finishedAt: deps.now } });
  return { subscriberId: subscriber.id, outcome: 'saved', detail };
}

/** After the last retry: the subscriber is reported failed, with why. */
export async function failPresaveSubscriber(deps: Pick<StreamingDeps, 'prisma' | 'now'>, input: { subscriberId: string; message: string }): Promise<PresaveResult> {
  const detail = providerText(input.message, 500);
  const row = await deps.prisma.presaveSubscriber.updateMany({ where: { id: input.subscriberId, outcome: 'pending' }, data: { outcome: 'failed', detail, finishedAt: deps.now } });
  if (row.count === 0) {
    const current = await deps.prisma.presaveSubscriber.findUnique({ where: { id: input.subscriberId } });
    if (!current) throw new AppError('not_found', 'subscriberId');
    return { subscriberId: current.id, outcome: current.outcome, detail: current.detail };
  }
  return { subscriberId: input.subscriberId, outcome: 'failed', detail };
}

/**
 * The release-day run is over: what became of every subscriber, those who revoked before release day included. The
 * public page now says the release is out.
 */
export async function completePresaveCampaign(
  deps: Pick<StreamingDeps, 'prisma' | 'now'>,
  input: { campaignId: string },
): Promise<Record<'saved' | 'failed' | 'revoked', number>> {
  await deps.prisma.presaveCampaign.updateMany({ where: { id: input.campaignId, completedAt: null }, data: { completedAt: deps.now } });
  const campaign = await deps.prisma.presaveCampaign.findUnique({ where: { id: input.campaignId }, select: { key: true } });
  if (campaign) await presavePageChanged(deps.prisma, campaign.key);
  const groups = await deps.prisma.presaveSubscriber.groupBy({ by: ['outcome'], where: { campaignId: input.campaignId }, _count: true });
  const count = (outcome: PresaveOutcome) => groups.find((group) => group.outcome === outcome)?._count ?? 0;
  return { saved: count('saved'), failed: count('failed'), revoked: count('revoked') };
}
