import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// The review commands signed in as staff: the web app's real /v1 handlers and database over HTTP, no Temporal.
let world: SignedInWorld;
let prisma: PrismaClient;
let operator: Awaited<ReturnType<typeof createTestUser>>;
let label: Awaited<ReturnType<typeof createTestUser>>;
let reviewToken: string;

beforeAll(async () => {
  world = await startSignedIn();
  prisma = world.db.prisma;
  operator = await createTestUser(prisma, 'operator');
  label = await createTestUser(prisma);
  await prisma.user.update({ where: { id: label.id }, data: { plan: 'pro' } });
  reviewToken = await world.tokenOf(operator.id, ['read', 'review']);
});

beforeEach(() => {
  world.signIn(reviewToken);
  delete process.env.SLIPCASE_OPERATOR;
});

afterAll(async () => {
  await world?.close();
});

async function cli(...args: string[]) {
  const run = await runCli(args);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

async function inReview(submittedAt: Date): Promise<string> {
  const { id } = await createDraftRelease(prisma, label.id);
  await prisma.release.update({ where: { id }, data: { status: 'in_review', submittedAt } });
  return id;
}

describe('slipcase review, signed in', () => {
  it('lists the queue from the server as from the local database, the longest-waiting first', async () => {
    const later = await inReview(new Date(Date.UTC(2026, 10, 21, 9)));
    const first = await inReview(new Date(Date.UTC(2026, 10, 20, 9)));
    await prisma.activityEvent.create({
      data: { ownerId: label.id, releaseId: first, actorRole: 'system', type: 'review_overdue', createdAt: new Date(Date.UTC(2026, 10, 24, 9)) },
    });
    const remote = await cli('review', 'list');
    expect(remote.exit).toBe(0);
    expect(remote.stdout).toBe((await world.signedOut(() => cli('review', 'list'))).stdout);
    expect(remote.stdout.indexOf(first)).toBeLessThan(remote.stdout.indexOf(later));
    expect(remote.stdout).toContain('2026-11-20 09:00 UTC, overdue');
    const listed = JSON.parse((await cli('review', 'list', '--json')).stdout);
    expect(listed).toEqual(JSON.parse((await world.signedOut(() => cli('review', 'list', '--json'))).stdout));
  });

  it('approve and reject say when a release is not in review (exit 4) or not there (exit 3)', async () => {
    const { id: draft } = await createDraftRelease(prisma, label.id);
    expect(await cli('review', 'approve', draft)).toMatchObject({ exit: 4, message: `Release ${draft} is not in review` });
    expect(await cli('review', 'reject', draft, '--reason', 'audio_error')).toMatchObject({ exit: 4, message: `Release ${draft} is not in review` });
    expect(await cli('review', 'approve', 'no-such-release')).toMatchObject({ exit: 3, message: 'Release no-such-release not found' });
    expect(await prisma.release.findUniqueOrThrow({ where: { id: draft } })).toMatchObject({ status: 'draft' });
  });

  it('reject checks its reasons before asking the server (exit 5)', async () => {
    const id = await inReview(new Date());
    const refused = await cli('review', 'reject', id, '--reason', 'too_loud');
    expect(refused).toMatchObject({ exit: 5, message: expect.stringMatching(/^reason: Unknown reopening reason "too_loud"/) });
    expect(await cli('review', 'reject', id)).toMatchObject({ exit: 5 });
    expect(await prisma.release.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'in_review' });
  });

  it('needs a token with the review scope (exit 4), and refuses --as (exit 2) but not SLIPCASE_OPERATOR', async () => {
    world.signIn(await world.tokenOf(label.id, ['read', 'write', 'submit']));
    expect(await cli('review', 'list')).toMatchObject({ exit: 4, message: 'This access token lacks the “review” scope this call needs.' });
    world.signIn(reviewToken);
    const { id: draft } = await createDraftRelease(prisma, label.id);
    expect(await cli('review', 'approve', draft, '--as', operator.username)).toMatchObject({
      exit: 2,
      message: expect.stringMatching(/^--as is for acting on the local database, but the CLI is signed in to /),
    });
    process.env.SLIPCASE_OPERATOR = 'someone-else';
    expect(await cli('review', 'approve', draft)).toMatchObject({ exit: 4, message: `Release ${draft} is not in review` });
  });
});
