import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { startLifecycleTest, type LifecycleTest } from '@slipcase/workflows/testing';
import { createDraftRelease, createTestUser, releaseDateReached } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

let t: LifecycleTest;
let prisma: PrismaClient;
let artist: Awaited<ReturnType<typeof createTestUser>>;
let operator: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await startLifecycleTest();
  prisma = t.prisma;
  process.env.DATABASE_URL = t.databaseUrl;
  artist = await createTestUser(prisma);
  operator = await createTestUser(prisma, 'operator');
});

afterAll(() => t?.stop());

async function cli(...args: string[]) {
  const run = await runCli(args);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

const statusOf = async (releaseId: string) => (await prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;

// Every refusal here is decided before the CLI reaches Temporal, which points at a closed port: reaching it would
// fail these tests with exit 1.
describe('slipcase review reject, refusals', () => {
  let inReview: string;

  beforeAll(async () => {
    inReview = (await createDraftRelease(prisma, artist.id)).id;
    await prisma.release.update({ where: { id: inReview }, data: { status: 'in_review', submittedAt: new Date() } });
  });

  beforeEach(() => {
    process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
  });

  it('wants at least one reason, and says which codes are not in the catalogue, all at once', async () => {
    expect(await cli('review', 'reject', inReview, '--as', operator.username)).toEqual({
      exit: 5,
      message: 'reason: Choose at least one reopening reason. Give one or more with --reason <code>.',
      stdout: '',
    });
    const { exit, message } = await cli(
      'review', 'reject', inReview, '--as', operator.username, '--reason', 'bad_vibes', '--reason', 'audio_error', '--reason', 'too_loud',
    );
    expect(exit).toBe(5);
    expect(message?.split('\n').map((line) => line.slice(0, line.indexOf('. One of: ')))).toEqual([
      'reason: Unknown reopening reason "bad_vibes"',
      'reason: Unknown reopening reason "too_loud"',
    ]);
    expect(message).toContain('One of: already_processed, already_published, audio_error,');
    expect(await statusOf(inReview)).toBe('in_review');
  });

  it('lists the refused reasons under --json', async () => {
    const { exit, stdout } = await cli('review', 'reject', inReview, '--as', operator.username, '--reason', 'nope', '--json');
    expect(exit).toBe(5);
    expect(JSON.parse(stdout)).toMatchObject({
      error: { code: 'invalid_input', exit: 5, fields: [{ field: 'reason', code: 'invalid_choice' }] },
    });
  });

  it('refuses someone who is not an operator, an unknown release, and a release not in review', async () => {
    expect(await cli('review', 'reject', inReview, '--as', artist.username, '--reason', 'audio_error')).toMatchObject({
      exit: 4,
      message: `Permission denied: ${artist.username} is not an operator`,
    });
    expect(await cli('review', 'reject', 'no-such-release', '--as', operator.username, '--reason', 'audio_error')).toMatchObject({
      exit: 3,
      message: 'Release no-such-release not found',
    });
    const draft = (await createDraftRelease(prisma, artist.id)).id;
    expect(await cli('review', 'reject', draft, '--as', operator.username, '--reason', 'audio_error')).toMatchObject({
      exit: 4,
      message: `Release ${draft} is not in review (status: Draft)`,
    });
  });

  it('goes to Temporal only once every check passed, and says where it looked', async () => {
    const { exit, message } = await cli('review', 'reject', inReview, '--as', operator.email, '--reason', 'audio_error');
    expect(exit).toBe(1);
    expect(message).toMatch(/^Cannot reach Temporal at 127\.0\.0\.1:1 \(.+\): start the platform with `npm start`, or set TEMPORAL_ADDRESS$/);
  });
});

describe('slipcase review reject, release reopen and review approve, with Temporal', () => {
  beforeEach(() => {
    Object.assign(process.env, t.temporalEnv);
  });

  it('rejects with reasons the artist reads with their fixes, reopens into review, then approves to published', async () => {
    const release = await createDraftRelease(prisma, artist.id, t.media);
    expect((await cli('release', 'submit', release.id, '--as', artist.username)).exit).toBe(0);
    await vi.waitFor(async () => expect(await statusOf(release.id)).toBe('in_review'), { timeout: 15_000, interval: 100 });
    expect((await cli('review', 'list')).stdout).toContain(release.id);

    const rejected = await cli(
      'review', 'reject', release.id, '--as', operator.username,
      '--reason', 'audio_error', '--reason', 'invalid_cover_art', '--note', 'Clicks at 0:42',
    );
    expect(rejected.exit).toBe(0);
    expect(rejected.stdout).toMatch(
      new RegExp(`^Rejected "Sine Wave Sessions" \\(${release.id}\\) as ${operator.username} for audio_error, invalid_cover_art\\. Status: Rejected; the artist may reopen it until \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\\n$`),
    );
    expect(await statusOf(release.id)).toBe('rejected');
    expect((await cli('review', 'list')).stdout).not.toContain(release.id);

    const status = (await cli('release', 'status', release.id)).stdout;
    expect(status).toMatch(/Status\s+Rejected\n/);
    expect(status).toMatch(/Rejection \(.+ UTC\): reopen it by .+ UTC, else it expires\n/);
    expect(status).toContain('  Audio error [audio_error]\n    One or more audio files are damaged');
    expect(status).toContain('    Fix: Export the track again from your original session or master');
    expect(status).toContain('  Invalid cover art [invalid_cover_art]');
    expect(status).toContain('  Note from the operator: Clicks at 0:42');
    expect(status).toContain(`  Once fixed: slipcase release reopen ${release.id}`);
    expect(status).toContain('by Test operator (operator) (cli): audio_error, invalid_cover_art: Clicks at 0:42');

    // Approving a rejected release is refused by the workflow's client, before Temporal.
    expect(await cli('review', 'approve', release.id, '--as', operator.username)).toMatchObject({ exit: 4 });

    const stranger = await createTestUser(prisma);
    expect(await cli('release', 'reopen', release.id, '--as', stranger.username)).toMatchObject({ exit: 4 });
    const reopened = await cli('release', 'reopen', release.id, '--as', artist.username, '--json');
    expect(reopened.exit).toBe(0);
    expect(JSON.parse(reopened.stdout)).toEqual({
      releaseId: release.id,
      title: 'Sine Wave Sessions',
      user: artist.username,
      status: 'reopened',
      statusLabel: 'Reopened',
    });
    await vi.waitFor(async () => expect(await statusOf(release.id)).toBe('in_review'), { timeout: 15_000, interval: 100 });
    // Reopening again (a re-run script) is refused: it is back in review.
    expect(await cli('release', 'reopen', release.id, '--as', artist.username)).toMatchObject({
      exit: 4,
      message: `Release ${release.id} cannot be reopened: it is not rejected (status: In review)`,
    });

    await releaseDateReached(prisma, release.id);
    expect((await cli('review', 'approve', release.id, '--as', operator.username)).exit).toBe(0);
    await vi.waitFor(async () => expect(await statusOf(release.id)).toBe('published'), { timeout: 45_000, interval: 100 });
    const events = await prisma.activityEvent.findMany({ where: { releaseId: release.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(events.map((event) => [event.type, event.via])).toEqual([
      ['submitted', 'cli'],
      ['in_review', null],
      ['rejected', 'cli'],
      ['reopened', 'cli'],
      ['in_review', null],
      ['in_process', 'cli'],
      ['approved', null],
      ['published', null],
    ]);
    expect((await cli('release', 'status', release.id)).stdout).not.toContain('Rejection');
  });
});
