import type { PresaveCampaignJson } from '@slipcase/api-contract/presave-schemas';
import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import { requireActingUser } from '../users';

/** One campaign of the account's, read where `slipcase presave show` reads. */
export type PresaveReader = (campaign: string) => Promise<PresaveCampaignJson>;

/**
 * The server the CLI is signed in to (`GET /v1/presaves/{id}`, the read scope), else the local database as the
 * account `--as` names (`local` is only called then): the same use case either way.
 */
export async function presaveReaderFor(commandLine: TypedCommandLine, local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>): Promise<PresaveReader> {
  const api = await signedInClient(commandLine);
  if (api) return (campaign) => api.request<PresaveCampaignJson>('GET', `presaves/${encodeURIComponent(campaign)}`);
  const [{ presaveCampaignDetail }, { prisma, as }] = await Promise.all([import('@slipcase/services/presave/campaigns'), local()]);
  const user = await requireActingUser(prisma, as);
  return (campaign) => presaveCampaignDetail({ prisma, now: new Date() }, { userId: user.id, campaignId: campaign });
}
