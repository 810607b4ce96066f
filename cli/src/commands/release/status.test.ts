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

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;

  const artist = await createTestUser(prisma);
  const release = await createDraftRelease(prisma, artist.id);
  releaseId = release.id;
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
  await prisma.release.update({ where: { id: releaseId }, data: { status: 'in_process', submittedAt: at(5) } });
  // Inserted out of order on purpose: the timeline sorts by time.
  await prisma.activityEvent.createMany({
    data: [
      { ownerId: artist.id, releaseId, actorRole: 'system', type: 'review_started', fromStatus: 'submitted', toStatus: 'in_review', createdAt: at(6) },
      { ownerId: artist.id, releaseId, actorId: artist.id, actorRole: 'artist', type: 'created', toStatus: 'draft', createdAt: at(0) },
      { ownerId: artist.id, releaseId, actorId: artist.id, actorRole: 'artist', type: 'submitted', fromStatus: 'draft', toStatus: 'submitted', createdAt: at(5) },
      { ownerId: artist.id, releaseId, actorRole: 'operator', type: 'approved', fromStatus: 'in_review', toStatus: 'in_process', reason: 'via cli', createdAt: at(30) },
    ],
  });
  await prisma.delivery.create({
    data: { releaseId, store: 'local-folder', status: 'delivered', batchId: '20261120093100000', location: '/srv/deliveries/20261120093100000', startedAt: at(31), completedAt: at(32) },
  });
});

afterAll(async () => {
  await db?.drop();
});

describe('slipcase release status', () => {
  it('prints the status label, the tracks, the deliveries and the timeline oldest first', async () => {
    const { stdout, exit } = await runCli(['release', 'status', releaseId]);

    expect(exit).toBe(0);
    expect(stdout).toMatch(new RegExp(`Release\\s+Sine Wave Sessions \\(${releaseId}\\)`));
    expect(stdout).toMatch(/Status\s+Approved\n/); // in_process reads 'Approved' (001 §4)
    expect(stdout).toMatch(/1\.\s+A440\s+QZ-SLC-27-\d{5}\s+1:05\s+wav/);
    expect(stdout).toMatch(/local-folder\s+delivered\s+20261120093100000\s+2026-11-20 09:32 UTC/);
    const timeline = stdout.slice(stdout.indexOf('Timeline'));
    const order = ['Created', 'Submitted', 'Review started', 'Approved'].map((label) =>
      timeline.indexOf(`UTC  ${label} `),
    );
    expect(order.every((position) => position > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(timeline).toContain('In review -> Approved');
    expect(timeline).toContain('by operator: via cli');
  });

  it('prints the release view as JSON with --json', async () => {
    const { stdout, exit } = await runCli(['release', 'status', releaseId, '--json']);

    expect(exit).toBe(0);
    const printed = JSON.parse(stdout);
    expect(printed).toEqual(await getReleaseView(prisma, releaseId, { settings: DEFAULT_SETTINGS }));
    expect(printed.status).toBe('in_process');
    expect(printed.timeline.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      'draft',
      'submitted',
      'in_review',
      'in_process',
    ]);
  });

  it('says an unknown release is not found, and exits 3', async () => {
    const { stdout, stderr, exit, error } = await runCli(['release', 'status', 'no-such-release']);
    expect(exit).toBe(3);
    expect(error?.message).toBe('Release no-such-release not found');
    expect(stdout).toBe('');
    expect(stderr).toBe('');
  });

  it('reports the error as JSON under --json, with the same exit code', async () => {
    const { stdout, exit } = await runCli(['release', 'status', 'no-such-release', '--json']);
    expect(exit).toBe(3);
    expect(JSON.parse(stdout)).toEqual({
      error: { code: 'not_found', message: 'Release no-such-release not found', exit: 3 },
    });
  });

  it('exits 2 when the release id is missing', async () => {
    const { exit, error } = await runCli(['release', 'status']);
    expect(exit).toBe(2);
    expect(error?.message).toContain('Missing 1 required arg');
  });
});
