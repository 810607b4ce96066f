import { tmpdir } from 'node:os';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { cancelPresave, createPresaveCampaign, type StreamingDeps } from '@slipcase/services';
import { FakeStreaming } from '@slipcase/services/streaming/testing/fake-streaming';
import { fakeStreamingDeps, presaveAs } from '@slipcase/services/testing/presave';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivities } from './activities';
import { presaveWorkflows } from './client';
import { presaveWorkflowId, TASK_QUEUE, type PresaveWorkflowState } from './contracts';
import { createTimeSkippingEnv } from './testing/time-skipping';
import { WORKFLOWS_PATH } from './worker';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

// The real workflow and activities on Temporal's time-skipping test server and a real PostgreSQL; only the three
// streaming providers are fakes (a local OAuth 2 server and their endpoints). Days pass on the server's clock.
describe('pre-save workflow', () => {
  let env: TestWorkflowEnvironment | undefined;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let fake: FakeStreaming;
  let deps: StreamingDeps;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;

  beforeAll(async () => {
    Runtime.install({ logger: new DefaultLogger('ERROR') });
    [env, db, fake] = await Promise.all([createTimeSkippingEnv(), createTestDatabase(), FakeStreaming.start()]);
    deps = fakeStreamingDeps(db.prisma, fake);
    worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: TASK_QUEUE,
      workflowsPath: WORKFLOWS_PATH,
      activities: createActivities({
        prisma: db.prisma,
        stores: [],
        settings: DEFAULT_SETTINGS,
        storageDir: tmpdir(),
        rails: {},
        streaming: { providers: deps.providers, cipher: deps.cipher },
      }),
    });
    running = worker.run();
  });

  afterAll(async () => {
    worker?.shutdown();
    await running;
    await env?.teardown();
    await fake?.stop();
    await db?.drop();
  });

  /** A PRO release `days` ahead of the server's clock with pre-save on, and its campaign started on Temporal. */
  async function campaign(days: number) {
    const now = new Date(await env!.currentTimeMs());
    const owner = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const day = new Date(now.getTime() + days * DAY_MS);
    const release = await createDraftRelease(db.prisma, owner.id, undefined, { releaseDate: new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())) });
    await db.prisma.release.update({ where: { id: release.id }, data: { presaveEnabled: true, status: 'approved' } });
    const started = await createPresaveCampaign({ ...deps, now, presaves: presaveWorkflows({ client: env!.client }) }, { userId: owner.id, releaseId: release.id });
    const handle = env!.client.workflow.getHandle<() => Promise<PresaveWorkflowState>>(started.workflowId);
    return { ...started, release, handle, liveAt: Date.parse(`${release.releaseDate.toISOString().slice(0, 10)}T00:00:00Z`) };
  }
  const outcomes = async (campaignId: string) =>
    Object.fromEntries(
      (await db.prisma.presaveSubscriber.findMany({ where: { campaignId }, include: { connection: true } })).map((row) => [row.connection.providerUserId, row.outcome]),
    );
  async function skipTo(ms: number): Promise<void> {
    await env!.sleep(Math.max(0, ms - (await env!.currentTimeMs())));
  }

  it('sleeps until release day, then saves and follows for every subscriber, honours a 429’s Retry-After, and reports who revoked', async () => {
    const { campaignId, key, release, handle, liveAt, workflowId } = await campaign(21);
    expect(workflowId).toBe(presaveWorkflowId(campaignId));
    await presaveAs(deps, fake, { key, fan: 'ana', provider: 'spotify' });
    await presaveAs(deps, fake, { key, fan: 'bo', provider: 'deezer' });
    await presaveAs(deps, fake, { key, fan: 'cy', provider: 'youtube_music' });
    const dee = await presaveAs(deps, fake, { key, fan: 'dee', provider: 'spotify' });

    await skipTo(liveAt - 10 * DAY_MS);
    // Before release day: one fan cancels here, another takes the access back at the provider.
    await cancelPresave(deps, { campaignKey: key, cancelToken: (dee.result as { cancelToken: string }).cancelToken });
    fake.revoked.add('cy');
    await skipTo(liveAt - MINUTE_MS);
    expect(await handle.query('presaveState')).toMatchObject({ status: 'waiting', liveAt: new Date(liveAt).toISOString() });
    expect(fake.hasSaved('spotify', 'ana', release.upc)).toBe(false);

    // Spotify is busy on release day: two 429s asking for two minutes each.
    fake.rateLimit('spotify', 2, 120);
    const result = await handle.result();
    expect(result).toEqual({ campaignId, status: 'done', liveAt: new Date(liveAt).toISOString(), saved: 2, failed: 0, revoked: 2 });
    expect(await outcomes(campaignId)).toEqual({ 'spotify-ana': 'saved', 'deezer-bo': 'saved', 'UC-cy': 'revoked', 'spotify-dee': 'revoked' });
    for (const [provider, fan] of [['spotify', 'ana'], ['deezer', 'bo']] as const) {
      expect(fake.hasSaved(provider, fan, release.upc)).toBe(true);
      expect(fake.followsArtistOf(provider, fan, release.upc)).toBe(true);
    }
    expect(fake.entriesOf('cy')).toEqual([]);
    expect(fake.entriesOf('dee')).toEqual([]);

    // Ana's save: the third attempt, started no sooner than the two Retry-Afters after the first was scheduled.
    const { events } = await handle.fetchHistory();
    const scheduled = events!.find((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'presaveForSubscriber' && e.activityTaskScheduledEventAttributes.input);
    const attempts = events!.filter((e) => e.activityTaskStartedEventAttributes).map((e) => ({ attempt: e.activityTaskStartedEventAttributes!.attempt, at: Number(e.eventTime!.seconds) }));
    const third = attempts.find((a) => a.attempt === 3);
    expect(third).toBeDefined();
    const saved = await db.prisma.presaveSubscriber.findFirstOrThrow({ where: { campaignId, connection: { providerUserId: 'spotify-ana' } } });
    expect(saved.attempts).toBe(3);
    expect(third!.at - Number(scheduled!.eventTime!.seconds)).toBeGreaterThanOrEqual(240);
    expect((await db.prisma.presaveCampaign.findUniqueOrThrow({ where: { id: campaignId } })).completedAt).not.toBeNull();
  });

  it('retries a release the provider does not have for about a day, then reports the subscriber failed with why', async () => {
    const { campaignId, key, release, handle } = await campaign(4);
    fake.missing.add(release.upc);
    await presaveAs(deps, fake, { key, fan: 'eli', provider: 'deezer' });
    const result = await handle.result();
    expect(result).toMatchObject({ status: 'done', saved: 0, failed: 1 });
    const row = await db.prisma.presaveSubscriber.findFirstOrThrow({ where: { campaignId } });
    expect(row).toMatchObject({ outcome: 'failed', attempts: 15, detail: expect.stringContaining('not in the catalogue yet') });
  });

  it('is called off when the release is taken down before release day', async () => {
    const { release, handle } = await campaign(10);
    await db.prisma.release.update({ where: { id: release.id }, data: { status: 'removed' } });
    await vi.waitFor(async () => expect(await handle.result()).toMatchObject({ status: 'called_off' }), { timeout: 20_000 });
  });
});
