import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { getReleaseView } from '@slipcase/services/releases/release-view';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let releaseId: string;
let undeliveredId: string;
const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 20, 9, minute, second));

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
  const artist = await createTestUser(prisma);
  releaseId = (await createDraftRelease(prisma, artist.id)).id;
  undeliveredId = (await createDraftRelease(prisma, artist.id)).id;
  await prisma.release.update({ where: { id: releaseId }, data: { status: 'removed' } });

  await prisma.delivery.create({
    data: {
      releaseId,
      store: 'spotify',
      status: 'acknowledged',
      batchId: '20261120093100000',
      location: 'sftp://ingest.example/incoming/20261120093100000',
      ackStatus: 'SuccessfullyIngestedByReleaseDistributor',
      ackDetail: 'Ingested',
      storeUrl: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
      startedAt: at(31),
      completedAt: at(31, 9),
      // Recorded out of order on purpose: the steps print oldest first.
      events: {
        create: [
          { step: 'uploaded', createdAt: at(31, 7) },
          { step: 'built', createdAt: at(31, 2) },
          { step: 'acknowledged', detail: 'SuccessfullyIngestedByReleaseDistributor: Ingested', createdAt: at(45) },
          { step: 'manifest_written', createdAt: at(31, 9) },
          { step: 'validated', createdAt: at(31, 3) },
        ],
      },
    },
  });
  await prisma.delivery.create({
    data: {
      releaseId,
      store: 'spotify',
      kind: 'takedown',
      status: 'failed',
      error: 'connect ECONNREFUSED 127.0.0.1:22',
      sandbox: true,
      startedAt: at(50),
      events: { create: [{ step: 'failed', detail: 'attempt 1: connect ECONNREFUSED 127.0.0.1:22', createdAt: at(50, 4) }] },
    },
  });
});

afterAll(async () => {
  await db?.drop();
});

describe('slipcase release deliveries', () => {
  it('prints each delivery: status, batch, location, the store’s answer, its link or sandbox mode, then its steps with their times', async () => {
    const { stdout, exit } = await runCli(['release', 'deliveries', releaseId]);

    expect(exit).toBe(0);
    expect(stdout).toBe(
      [
        'spotify',
        '  Status           acknowledged',
        '  Batch            20261120093100000',
        '  Location         sftp://ingest.example/incoming/20261120093100000',
        '  Acknowledgement  SuccessfullyIngestedByReleaseDistributor: Ingested',
        '  Link             https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
        '  Steps',
        '    2026-11-20 09:31:02 UTC  Built',
        '    2026-11-20 09:31:03 UTC  Validated',
        '    2026-11-20 09:31:07 UTC  Uploaded',
        '    2026-11-20 09:31:09 UTC  Manifest written',
        '    2026-11-20 09:45:00 UTC  Acknowledged by the store  SuccessfullyIngestedByReleaseDistributor: Ingested',
        '',
        'spotify (takedown)',
        '  Status           failed',
        '  Batch            -',
        '  Location         -',
        '  Acknowledgement  -',
        '  Error            connect ECONNREFUSED 127.0.0.1:22',
        '  Sandbox          nothing was sent to spotify',
        '  Steps',
        '    2026-11-20 09:50:04 UTC  Failed  attempt 1: connect ECONNREFUSED 127.0.0.1:22',
        '',
      ].join('\n'),
    );
  });

  it('says when deliveries start while there are none', async () => {
    const { stdout, exit } = await runCli(['release', 'deliveries', undeliveredId]);
    expect(exit).toBe(0);
    expect(stdout).toBe('No deliveries yet: they start once the release is approved.\n');
  });

  it('prints the release view’s deliveries as JSON with --json', async () => {
    const { stdout, exit } = await runCli(['release', 'deliveries', releaseId, '--json']);
    expect(exit).toBe(0);
    const printed = JSON.parse(stdout);
    expect(printed).toEqual((await getReleaseView(prisma, releaseId, { settings: DEFAULT_SETTINGS }))?.deliveries);
    expect(printed.map((delivery: { kind: string; steps: unknown[] }) => [delivery.kind, delivery.steps.length])).toEqual([
      ['new', 5],
      ['takedown', 1],
    ]);
  });

  it('says an unknown release is not found, and exits 3, also under --json', async () => {
    const human = await runCli(['release', 'deliveries', 'no-such-release']);
    expect(human.exit).toBe(3);
    expect(human.error?.message).toBe('Release no-such-release not found');
    expect(human.stdout).toBe('');

    const json = await runCli(['release', 'deliveries', 'no-such-release', '--json']);
    expect(json.exit).toBe(3);
    expect(JSON.parse(json.stdout)).toEqual({ error: { code: 'not_found', message: 'Release no-such-release not found', exit: 3 } });
  });
});
