import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { createLocalFolderStore } from '@slipcase/store-local-folder';
import { writeTestMedia, type TestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, createTestUser, followProArtists, releaseDateReached } from '@slipcase/services/testing/release-fixture';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { releaseWorkflows } from '@slipcase/workflows/client';
import { connectTemporal } from '../../lib/temporal';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let stranger: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
  owner = await createTestUser(prisma);
  stranger = await createTestUser(prisma);
  // A free account submits once it follows the PRO artists its plan asks for.
  await followProArtists(prisma, owner.id);
});

beforeEach(() => {
  delete process.env.SLIPCASE_USER;
});

afterAll(async () => {
  await db?.drop();
});

async function submit(...args: string[]) {
  const run = await runCli(['release', 'submit', ...args]);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

const statusOf = async (releaseId: string) => (await prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;

// Every refusal here is decided before the CLI reaches Temporal, which points at a closed port: reaching it would
// fail these tests with exit 1.
describe('slipcase release submit, refusals', () => {
  let draft: string;

  beforeAll(async () => {
    process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
    draft = (await createDraftRelease(prisma, owner.id)).id;
  });

  it('asks for --as when neither it nor SLIPCASE_USER names the account', async () => {
    expect(await submit(draft)).toEqual({
      exit: 2,
      message: 'Name the account to act as: --as <username or e-mail>, or set SLIPCASE_USER',
      stdout: '',
    });
  });

  it('says an unknown user or release is not found', async () => {
    expect(await submit(draft, '--as', 'nobody')).toMatchObject({ exit: 3, message: 'User nobody not found' });
    expect(await submit('no-such-release', '--as', owner.username)).toMatchObject({
      exit: 3,
      message: 'Release no-such-release not found',
    });
  });

  it("refuses another account's release, also when SLIPCASE_USER names it, and reports it as JSON", async () => {
    const refusal = {
      exit: 4,
      message: `Permission denied: release ${draft} belongs to ${owner.username}, not ${stranger.username}`,
      stdout: '',
    };
    expect(await submit(draft, '--as', stranger.email)).toEqual(refusal);
    process.env.SLIPCASE_USER = stranger.username;
    expect(await submit(draft)).toEqual(refusal);

    const json = await runCli(['release', 'submit', draft, '--json']);
    expect(json.exit).toBe(4);
    expect(JSON.parse(json.stdout)).toEqual({ error: { code: 'permission_denied', message: refusal.message, exit: 4 } });
    expect(await statusOf(draft)).toBe('draft');
  });
});

// A real Temporal dev server and worker: the walking skeleton's loop driven from the CLI alone.
describe('slipcase release submit, with Temporal', () => {
  let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
  let worker: RunningTestWorker | undefined;
  let tmp: string;
  let media: TestMedia;

  beforeAll(async () => {
    quietTemporalLogs();
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-submit-'));
    process.env.SLIPCASE_STORAGE_DIR = join(tmp, 'storage');
    [temporal, media] = await Promise.all([startTestTemporal(), writeTestMedia(join(tmp, 'uploads'))]);
    Object.assign(process.env, temporal.env);
    worker = await runTestWorker(temporal, {
      prisma,
      stores: [createLocalFolderStore({ dir: join(tmp, 'deliveries') })],
      storageDir: join(tmp, 'storage'),
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await temporal?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('creates, submits and approves a release, which ends up published', async () => {
    const operator = await createTestUser(prisma, 'operator');
    await prisma.artist.create({ data: { ownerId: owner.id, name: 'Sine Qua Non' } });
    const create = await runCli([
      'release', 'create', '--as', owner.username, '--artist', 'Sine Qua Non', '--title', 'Four Forty',
      '--track-title', 'A440', '--audio', join(tmp, 'uploads', media.audio.key), '--cover', join(tmp, 'uploads', media.cover.key),
      '--accept-agreements',
    ]);
    expect(create.error?.message).toBeUndefined();
    expect(create.exit).toBe(0);
    const releaseId = create.stdout.trim();

    const submitted = await submit(releaseId, '--as', owner.email);
    expect(submitted).toEqual({ exit: 0, message: undefined, stdout: `release:${releaseId}\n` });
    await vi.waitFor(async () => expect(await statusOf(releaseId)).toBe('in_review'), { timeout: 15_000, interval: 100 });

    // Submitting again (a retried script) lands on the same workflow run.
    const again = await runCli(['release', 'submit', releaseId, '--as', owner.username, '--json']);
    expect(again.exit).toBe(0);
    const firstRun = JSON.parse(again.stdout);
    expect(firstRun).toEqual({
      releaseId,
      title: 'Four Forty',
      user: owner.username,
      workflowId: `release:${releaseId}`,
      runId: expect.any(String),
      stores: ['local-folder'],
      droppedStores: [],
      coverTooSmallFor: [],
    });

    await releaseDateReached(prisma, releaseId);
    expect(await runCli(['review', 'approve', releaseId, '--as', operator.username])).toMatchObject({ exit: 0 });
    // Delivery to the store runs in the worker: on a busy CI machine it can take far longer than alone.
    await vi.waitFor(async () => expect(await statusOf(releaseId)).toBe('published'), { timeout: 60_000, interval: 200 });
    const events = await prisma.activityEvent.findMany({ where: { releaseId }, orderBy: { createdAt: 'asc' } });
    expect(events.map((event) => [event.type, event.via])).toEqual([
      ['created', null],
      ['submitted', 'cli'],
      ['in_review', null],
      ['in_process', 'cli'],
      ['approved', null],
      ['published', null],
    ]);
  }, 120_000);

  it('leaves out the premium-only stores a free user picked, and warns', async () => {
    const stores = process.env.SLIPCASE_STORES;
    process.env.SLIPCASE_STORES = 'spotify,tidal';
    try {
      const releaseId = (await createDraftRelease(prisma, owner.id, media)).id;
      await prisma.release.update({ where: { id: releaseId }, data: { platforms: ['tidal', 'spotify'] } });
      const submitted = await runCli(['release', 'submit', releaseId, '--as', owner.username, '--json']);
      expect(submitted.exit).toBe(0);
      expect(JSON.parse(submitted.stdout)).toMatchObject({ stores: ['spotify'], droppedStores: ['tidal'] });
      // Without --json the warning goes to stderr (submitting again lands on the same run and says it again).
      const again = await runCli(['release', 'submit', releaseId, '--as', owner.username]);
      expect(again.stderr.replace(/\s+(›\s+)?/g, ' ')).toContain('Premium-only platforms are not available on the free plan and were left out: tidal.');
      const state = await releaseWorkflows({ client: await connectTemporal() }).state(releaseId);
      expect(state?.deliveries.map((delivery) => delivery.store)).toEqual(['spotify']);
    } finally {
      process.env.SLIPCASE_STORES = stores;
    }
  });

  it('lists what an incomplete release lacks, and refuses one that is not a draft', async () => {
    // An account of its own: the owner above has used up the free plan's releases this month.
    const artist = await createTestUser(prisma);
    const withoutArtwork = (await createDraftRelease(prisma, artist.id)).id;
    expect(await submit(withoutArtwork, '--as', artist.username)).toEqual({ exit: 5, message: 'Artwork is required.', stdout: '' });
    expect(await statusOf(withoutArtwork)).toBe('draft');

    // Every rule of the web's review step, each problem on its own line.
    await prisma.release.update({ where: { id: withoutArtwork }, data: { agreements: [] } });
    await prisma.trackPerformer.deleteMany({ where: { track: { releaseId: withoutArtwork } } });
    const json = await runCli(['release', 'submit', withoutArtwork, '--as', artist.username, '--json']);
    expect(json.exit).toBe(5);
    expect(JSON.parse(json.stdout).error.fields.map((problem: { field: string; code: string }) => `${problem.field} ${problem.code}`)).toEqual([
      'artwork artwork_required',
      'tracks.0.performers performer_required',
      'agreements.rights_owned agreement_required',
      'agreements.not_infringing agreement_required',
      'agreements.terms agreement_required',
    ]);
    expect((await submit(withoutArtwork, '--as', artist.username)).message).toBe(
      [
        'artwork: Artwork is required.',
        'tracks.0.performers: Add at least one performer.',
        'agreements.rights_owned: Accept all the agreements to submit the release.',
        'agreements.not_infringing: Accept all the agreements to submit the release.',
        'agreements.terms: Accept all the agreements to submit the release.',
      ].join('\n'),
    );

    const inReview = (await createDraftRelease(prisma, owner.id, media)).id;
    await prisma.release.update({ where: { id: inReview }, data: { status: 'in_review' } });
    expect(await submit(inReview, '--as', owner.username)).toMatchObject({
      exit: 4,
      message: `Release ${inReview} cannot be submitted: it is not a draft (status: In review)`,
    });
  });
});
