import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@slipcase/db/testing';
import { AppError } from '@slipcase/domain';
import { afterAll, beforeAll } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import type { StreamingProviderId } from '@slipcase/domain';
import { beginProviderConnection, completeProviderConnection } from '../presave/connections';
import { createPresaveCampaign } from '../presave/campaigns';
import type { StreamingDeps } from '../presave/presave-deps';
import type { PresaveWorkflows } from '../ports/presave-workflows';
import { streamingProviders } from '../streaming/streaming-providers';
import { TokenCipher } from '../streaming/token-cipher';
import { FakeStreaming } from '../streaming/testing/fake-streaming';
import { createDraftRelease, createTestUser, daysFromToday } from './release-fixture';

export const CALLBACK = 'http://localhost:3000/spotify-auth';

/** Streaming deps over the fake's three providers, with a fresh token key. */
export function fakeStreamingDeps(prisma: PrismaClient, fake: FakeStreaming, now = new Date()): StreamingDeps {
  return {
    prisma,
    now,
    cipher: new TokenCipher(randomBytes(32).toString('base64')),
    providers: streamingProviders({ spotify: fake.app('spotify'), deezer: fake.app('deezer'), youtube_music: fake.app('youtube_music') }),
  };
}

/** A port that records the campaigns whose workflow would start. */
export function recordingPresaves(): PresaveWorkflows & { started: string[] } {
  const started: string[] = [];
  return { started, start: async (campaignId) => (started.push(campaignId), { workflowId: `presave:${campaignId}`, runId: 'run' }) };
}

/** A PRO artist's approved release with pre-save on, `days` from today, and its campaign. */
export async function createCampaign(deps: StreamingDeps, options: { days?: number; plan?: 'pro' | 'advanced' } = {}) {
  const owner = await createTestUser(deps.prisma);
  await deps.prisma.user.update({ where: { id: owner.id }, data: { plan: options.plan ?? 'pro' } });
  const release = await createDraftRelease(deps.prisma, owner.id, undefined, { releaseDate: daysFromToday(options.days ?? 21) });
  await deps.prisma.release.update({ where: { id: release.id }, data: { presaveEnabled: true, status: 'approved' } });
  const campaign = await createPresaveCampaign({ ...deps, presaves: recordingPresaves() }, { userId: owner.id, releaseId: release.id });
  return { owner, release, ...campaign };
}

/** A fan's whole trip: the page's button, the provider's redirect back, the callback. */
export async function presaveAs(deps: StreamingDeps, fake: FakeStreaming, options: { key: string; fan: string; provider?: StreamingProviderId; country?: string; followers?: number }) {
  fake.nextFan = fake.addFan({ key: options.fan, name: `Fan ${options.fan}`, country: options.country ?? 'DE', followers: options.followers ?? 10 });
  const { url } = await beginProviderConnection(deps, { provider: options.provider ?? 'spotify', redirectUri: CALLBACK, campaignKey: options.key });
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  const params = { state: back.searchParams.get('state')!, code: back.searchParams.get('code') };
  return { params, result: await completeProviderConnection(deps, params) };
}

export interface StreamingWorld {
  db: Awaited<ReturnType<typeof createTestDatabase>>;
  fake: FakeStreaming;
  deps: StreamingDeps;
}

/** A fresh database and the fake providers for a test file, started before its tests and stopped after them. */
export function useStreamingWorld(): StreamingWorld {
  const world = {} as StreamingWorld;
  beforeAll(async () => {
    const [db, fake] = await Promise.all([createTestDatabase(), FakeStreaming.start()]);
    Object.assign(world, { db, fake, deps: fakeStreamingDeps(db.prisma, fake) });
  });
  afterAll(async () => {
    await world.fake?.stop();
    await world.db?.drop();
  });
  return world;
}

/** The refusal's code a call ends with ("resolved" when it does not refuse). */
export const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => (error instanceof AppError ? error.code : error));
