import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '@slipcase/db';
import {
  AppError,
  can,
  checkPresaveCampaign,
  presaveLiveAt,
  presaveStage,
  summarizePresave,
  type Plan,
  type PresaveOutcome,
  type PresaveStage,
  type PresaveSummary,
  type StreamingProviderId,
} from '@slipcase/domain';
import { RECORD_ID_PATTERN } from '@slipcase/api-contract/clean-input';
import type { PresaveWorkflows } from '../ports/presave-workflows';
import { offeredProviders } from '../streaming/streaming-providers';
import { presavePageChanged, presavePagePath, type StreamingDeps } from './presave-deps';

const KEY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A campaign's public key: 10 characters without look-alikes (about 50 bits), so pages cannot be guessed. */
function newCampaignKey(): string {
  return [...randomBytes(10)].map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

async function planOf(prisma: PrismaClient, userId: string): Promise<Plan> {
  return (await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { plan: true } })).plan;
}

/** Pre-save is PRO (001 §6): the campaign pages and their data are refused to other plans on the server. */
async function requirePresavePlan(prisma: PrismaClient, userId: string): Promise<void> {
  if (!can(await planOf(prisma, userId), 'presave')) throw new AppError('premium_required', 'plan', { feature: 'presave' });
}

/**
 * Starts a release's pre-save campaign (the wizard's "pre-save" switched on): PRO only, before the release is out.
 * Starting it again finds the same campaign. Its workflow `presave:<campaign>` waits for release day.
 */
export async function createPresaveCampaign(
  deps: Pick<StreamingDeps, 'prisma' | 'now'> & { presaves: PresaveWorkflows },
  input: { userId: string; releaseId: string },
): Promise<{ campaignId: string; key: string; workflowId: string }> {
  const { prisma, now } = deps;
  if (!RECORD_ID_PATTERN.test(input.releaseId)) throw new AppError('not_found', 'releaseId');
  const release = await prisma.release.findFirst({ where: { id: input.releaseId, ownerId: input.userId }, include: { presaveCampaign: true } });
  if (!release) throw new AppError('not_found', 'releaseId');
  let campaign = release.presaveCampaign;
  if (!campaign) {
    checkPresaveCampaign(await planOf(prisma, input.userId), { status: release.status, presaveEnabled: release.presaveEnabled, liveAt: presaveLiveAt(release) }, now);
    campaign = await prisma.presaveCampaign.upsert({
      where: { releaseId: release.id },
      create: { releaseId: release.id, ownerId: input.userId, key: newCampaignKey(), createdAt: now },
      update: {},
    });
    await presavePageChanged(prisma, campaign.key);
  }
  const started = await deps.presaves.start(campaign.id);
  return { campaignId: campaign.id, key: campaign.key, workflowId: started.workflowId };
}

export interface PresaveCampaignRow {
  releaseId: string;
  title: string;
  artist: string;
  upc: string;
  releaseDate: string;
  presaveEnabled: boolean;
  campaign: { id: string; key: string; subscribers: number; stage: PresaveStage } | null;
}

/** `/tools/presave`: the user's releases with pre-save switched on, each with its campaign when started. */
export async function listPresaveCampaigns(deps: Pick<StreamingDeps, 'prisma' | 'now'>, input: { userId: string }): Promise<PresaveCampaignRow[]> {
  await requirePresavePlan(deps.prisma, input.userId);
  const releases = await deps.prisma.release.findMany({
    where: { ownerId: input.userId, OR: [{ presaveEnabled: true }, { presaveCampaign: { isNot: null } }] },
    include: { artist: { select: { name: true } }, presaveCampaign: { include: { _count: { select: { subscribers: true } } } } },
    orderBy: { releaseDate: 'desc' },
  });
  return releases.map((release) => ({
    releaseId: release.id,
    title: release.title,
    artist: release.artist.name,
    upc: release.upc,
    releaseDate: release.releaseDate.toISOString().slice(0, 10),
    presaveEnabled: release.presaveEnabled,
    campaign: release.presaveCampaign
      ? {
          id: release.presaveCampaign.id,
          key: release.presaveCampaign.key,
          subscribers: release.presaveCampaign._count.subscribers,
          stage: presaveStage(presaveLiveAt(release), deps.now),
        }
      : null,
  }));
}

export interface PresaveSubscriberView {
  id: string;
  name: string;
  provider: StreamingProviderId;
  country: string | null;
  followers: number;
  subscribedAt: string;
  outcome: PresaveOutcome;
  detail: string | null;
  attempts: number;
  finishedAt: string | null;
}

export interface PresaveCampaignDetail {
  id: string;
  key: string;
  path: string;
  release: { id: string; title: string; artist: string; upc: string; releaseDate: string; liveAt: string };
  stage: PresaveStage;
  completedAt: string | null;
  summary: PresaveSummary;
  subscribers: PresaveSubscriberView[];
}

/** `/tools/presave/{id}`, `GET /v1/presaves/{id}` and `slipcase presave show`: one campaign of the user's, with its subscribers. */
export async function presaveCampaignDetail(deps: Pick<StreamingDeps, 'prisma' | 'now'>, input: { userId: string; campaignId: string }): Promise<PresaveCampaignDetail> {
  await requirePresavePlan(deps.prisma, input.userId);
  if (!RECORD_ID_PATTERN.test(input.campaignId)) throw new AppError('not_found', 'campaignId');
  const campaign = await deps.prisma.presaveCampaign.findFirst({
    where: { OR: [{ id: input.campaignId }, { key: input.campaignId }], ownerId: input.userId },
    include: {
      release: { include: { artist: { select: { name: true } } } },
      subscribers: { include: { connection: true }, orderBy: { subscribedAt: 'desc' } },
    },
  });
  if (!campaign) throw new AppError('not_found', 'campaignId');
  const liveAt = presaveLiveAt(campaign.release);
  const subscribers = campaign.subscribers.map((row) => ({
    id: row.id,
    name: row.connection.displayName,
    provider: row.connection.provider,
    country: row.connection.country,
    followers: row.connection.followers,
    subscribedAt: row.subscribedAt.toISOString(),
    outcome: row.outcome,
    detail: row.detail,
    attempts: row.attempts,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
  return {
    id: campaign.id,
    key: campaign.key,
    path: presavePagePath(campaign.key),
    release: {
      id: campaign.release.id,
      title: campaign.release.title,
      artist: campaign.release.artist.name,
      upc: campaign.release.upc,
      releaseDate: campaign.release.releaseDate.toISOString().slice(0, 10),
      liveAt: liveAt.toISOString(),
    },
    stage: presaveStage(liveAt, deps.now),
    completedAt: campaign.completedAt?.toISOString() ?? null,
    summary: summarizePresave(campaign.subscribers.map((row) => ({ subscribedAt: row.subscribedAt, country: row.connection.country, outcome: row.outcome }))),
    subscribers,
  };
}

export interface PresavePageData {
  key: string;
  title: string;
  artist: string;
  releaseDate: string;
  liveAt: string;
  stage: PresaveStage;
  /** The cover's path under the page (`/release/{key}/cover?v=<hash>`), or null without one. */
  cover: string | null;
  providers: Array<{ id: StreamingProviderId; name: string }>;
}

/**
 * Everything the public page `/release/{key}` shows, as plain data in one call (what the shared render cache keeps);
 * null for a key no campaign has. The fan's own state (thank you, share) is not in it.
 */
export async function presavePage(deps: Pick<StreamingDeps, 'prisma' | 'now' | 'providers'>, input: { key: string }): Promise<PresavePageData | null> {
  if (!/^[a-z0-9]{1,40}$/.test(input.key)) return null;
  const campaign = await deps.prisma.presaveCampaign.findUnique({
    where: { key: input.key },
    include: { release: { include: { artist: { select: { name: true } } } } },
  });
  if (!campaign) return null;
  const { release } = campaign;
  const liveAt = presaveLiveAt(release);
  return {
    key: campaign.key,
    title: release.title,
    artist: release.artist.name,
    releaseDate: release.releaseDate.toISOString().slice(0, 10),
    liveAt: liveAt.toISOString(),
    stage: presaveStage(liveAt, deps.now),
    cover: release.coverKey ? `${presavePagePath(campaign.key)}/cover?v=${(release.coverSha256 ?? '').slice(0, 12)}` : null,
    providers: offeredProviders(deps.providers).map(({ id, name }) => ({ id, name })),
  };
}

/** The stored cover of a campaign's release, for `/release/{key}/cover`. */
export async function presaveCover(deps: Pick<StreamingDeps, 'prisma'>, input: { key: string }) {
  const campaign = await deps.prisma.presaveCampaign.findUnique({ where: { key: input.key }, select: { release: { select: { coverKey: true, coverFormat: true } } } });
  return campaign?.release.coverKey ? { coverKey: campaign.release.coverKey, coverFormat: campaign.release.coverFormat } : null;
}
