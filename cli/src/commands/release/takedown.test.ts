import { spawn } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { addDays, localDate } from '@slipcase/domain';
import { startLifecycleTest, type LifecycleTest } from '@slipcase/workflows/testing';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { CLI_ROOT, runCli } from '../../testing/run-cli';

let t: LifecycleTest;
let prisma: PrismaClient;
let owner: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await startLifecycleTest();
  prisma = t.prisma;
  process.env.DATABASE_URL = t.databaseUrl;
  owner = await createTestUser(prisma);
});

afterAll(() => t?.stop());

beforeEach(() => {
  delete process.env.SLIPCASE_USER;
});

async function cli(...args: string[]) {
  const run = await runCli(args);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

/** Runs the CLI in a pseudo-terminal (script(1)), typing `answer`; resolves with what the terminal showed. */
function atTerminal(args: string[], answer: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', ['node', 'bin/run.js', ...args].join(' '), '/dev/null'], { cwd: CLI_ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`))));
    child.stdin.end(answer);
  });
}

const statusOf = async (releaseId: string) => (await prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;

/** A release of the owner's marked published (with this release date), as its workflow leaves it. */
async function publishedRelease(releaseDate: string) {
  const release = await createDraftRelease(prisma, owner.id, t.media);
  await prisma.release.update({
    where: { id: release.id },
    data: { status: 'published', releaseDate: new Date(`${releaseDate}T00:00:00Z`), submittedAt: new Date(), publishedAt: new Date() },
  });
  return release.id;
}

// Every refusal here is decided before the CLI reaches Temporal, which points at a closed port: reaching it would
// fail these tests with exit 1.
describe('slipcase release takedown and cancel-takedown, refusals', () => {
  let published: string;

  beforeAll(async () => {
    published = await publishedRelease('2026-01-15');
  });

  beforeEach(() => {
    process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
  });

  it('wants a reason from the list, and a text with "other"', async () => {
    expect((await cli('release', 'takedown', published, '--as', owner.username)).exit).toBe(2);
    const unknown = await cli('release', 'takedown', published, '--as', owner.username, '--reason', 'boredom', '--yes');
    expect(unknown).toMatchObject({ exit: 5 });
    expect(unknown.message).toBe(
      'reason: Unknown takedown reason "boredom". One of: mistake, no_royalties, no_streams, release_copyright_issues, release_not_in_stores, other',
    );
    expect(await cli('release', 'takedown', published, '--as', owner.username, '--reason', 'other', '--yes')).toMatchObject({
      exit: 5,
      message: 'other: This field is required: --reason other needs --other <text>',
    });
    expect(await prisma.takedownRequest.count()).toBe(0);
  });

  it('refuses another account\'s release and one that is not published', async () => {
    const stranger = await createTestUser(prisma);
    expect(await cli('release', 'takedown', published, '--as', stranger.username, '--reason', 'mistake', '--yes')).toMatchObject({
      exit: 4,
      message: `Permission denied: release ${published} belongs to ${owner.username}, not ${stranger.username}`,
    });
    const draft = (await createDraftRelease(prisma, owner.id)).id;
    expect(await cli('release', 'takedown', draft, '--as', owner.username, '--reason', 'mistake', '--yes')).toMatchObject({
      exit: 4,
      message: `Release ${draft} cannot be taken down: it is not published (status: Draft)`,
    });
    expect(await cli('release', 'cancel-takedown', published, '--as', owner.username)).toMatchObject({
      exit: 4,
      message: `Release ${published} has no takedown to cancel (status: Published)`,
    });
  });

  it('refuses a free user before the 90th day with the date it becomes possible, also in the status', async () => {
    const today = localDate(new Date());
    const recent = await publishedRelease(addDays(today, -30));
    const allowedFrom = addDays(today, 60);
    expect(await cli('release', 'takedown', recent, '--as', owner.username, '--reason', 'mistake', '--yes')).toMatchObject({
      exit: 4,
      message: `On the free plan, a takedown can be requested 90 days after the release date: from ${allowedFrom}.`,
    });
    const { stdout, exit } = await cli('release', 'takedown', recent, '--as', owner.username, '--reason', 'mistake', '--json');
    expect(exit).toBe(4);
    expect(JSON.parse(stdout)).toMatchObject({ error: { code: 'takedown_too_early', exit: 4 } });
    expect((await cli('release', 'status', recent)).stdout).toContain(
      `Takedown: possible from ${allowedFrom}, in 60 days (free plan: 90 days after the release date)`,
    );
    expect(await prisma.takedownRequest.count()).toBe(0);
  });

  it('asks for --yes when nobody can answer the question, and goes to Temporal only once confirmed', async () => {
    expect(await cli('release', 'takedown', published, '--as', owner.username, '--reason', 'mistake')).toEqual({
      exit: 2,
      message: 'A takedown must be confirmed: run this in a terminal to answer the question, or add --yes',
      stdout: '',
    });
    const { exit, message } = await cli('release', 'takedown', published, '--as', owner.username, '--reason', 'mistake', '--yes');
    expect(exit).toBe(1);
    expect(message).toMatch(/^Cannot reach Temporal at 127\.0\.0\.1:1 \(.+\): start the platform with `npm start`, or set TEMPORAL_ADDRESS$/);
    expect(await statusOf(published)).toBe('published');
    // The request recorded before reaching Temporal is closed: nothing would ever process it.
    expect(await prisma.takedownRequest.findMany({ where: { releaseId: published } })).toEqual([
      expect.objectContaining({ status: 'cancelled', cancelledAt: expect.any(Date) }),
    ]);
  });
});

describe('slipcase release takedown and cancel-takedown, with Temporal', () => {
  beforeEach(() => {
    Object.assign(process.env, t.temporalEnv);
  });

  it('shows the warning at a terminal and requests the takedown only once confirmed', async () => {
    const releaseId = await publishedRelease('2026-01-15');
    const stdout = await atTerminal(['release', 'takedown', releaseId, '--as', owner.username, '--reason', 'mistake'], 'n\n');
    expect(stdout).toContain('Take this release down?');
    expect(stdout).toContain('A takedown removes “Sine Wave Sessions” from every store. Before you go on, consider the alternatives:');
    expect(stdout).toContain('Correct it instead: A wrong cover, credits, lyrics, genre or label can be corrected');
    expect(stdout).toContain(`Kept "Sine Wave Sessions" (${releaseId}): no takedown was requested.`);
    expect(await statusOf(releaseId)).toBe('published');
    expect(await prisma.takedownRequest.count({ where: { releaseId } })).toBe(0);

    const confirmed = await atTerminal(['release', 'takedown', releaseId, '--as', owner.username, '--reason', 'mistake'], 'y\n');
    expect(confirmed).toContain(`Takedown of "Sine Wave Sessions" (${releaseId}) requested`);
    await vi.waitFor(async () => expect(await statusOf(releaseId)).toBe('takedown_requested'), { timeout: 15_000, interval: 100 });
    expect((await cli('release', 'cancel-takedown', releaseId, '--as', owner.username)).exit).toBe(0);
  });

  it('requests a takedown with --yes, prints the same request when run again, and cancels it', async () => {
    await prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const releaseId = await publishedRelease(localDate(new Date()));
    expect((await cli('release', 'status', releaseId)).stdout).toContain(
      `Takedown: possible now (slipcase release takedown ${releaseId} --reason <code>)`,
    );

    const requested = await cli(
      'release', 'takedown', releaseId, '--as', owner.username, '--reason', 'other', '--other', 'Re-releasing it', '--yes', '--json',
    );
    expect(requested.exit).toBe(0);
    const result = JSON.parse(requested.stdout);
    expect(result).toEqual({
      requested: true,
      releaseId,
      title: 'Sine Wave Sessions',
      user: owner.username,
      workflowId: `release:${releaseId}:takedown`,
      takedownRequestId: expect.any(String),
      processAt: expect.any(String),
      stores: [],
    });
    await vi.waitFor(async () => expect(await statusOf(releaseId)).toBe('takedown_requested'), { timeout: 15_000, interval: 100 });
    expect(await cli('release', 'takedown', releaseId, '--as', owner.username, '--reason', 'mistake', '--json')).toMatchObject({
      exit: 0,
      stdout: requested.stdout,
    });

    const status = (await cli('release', 'status', releaseId)).stdout;
    expect(status).toMatch(/Status\s+Takedown requested\n/);
    expect(status).toContain('Takedown: requested ');
    expect(status).toContain(`(Another reason: Re-releasing it), sent to the stores from ${result.processAt.slice(0, 10)} ${result.processAt.slice(11, 16)} UTC (in 23 h); cancel before with: slipcase release cancel-takedown ${releaseId}`);

    const cancelled = await cli('release', 'cancel-takedown', releaseId, '--as', owner.username);
    expect(cancelled).toEqual({
      exit: 0,
      message: undefined,
      stdout: `Takedown of "Sine Wave Sessions" (${releaseId}) cancelled. Status: Published\n`,
    });
    expect(await statusOf(releaseId)).toBe('published');
    expect(await prisma.takedownRequest.findUniqueOrThrow({ where: { id: result.takedownRequestId } })).toMatchObject({
      status: 'cancelled',
      reason: 'other',
      otherText: 'Re-releasing it',
    });
  });

  it('takes a release down from the stores named with --store on the day of --on, and refuses a store it is not in', async () => {
    await prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const releaseId = await publishedRelease(localDate(new Date()));
    await prisma.delivery.createMany({
      data: ['local-folder', 'deezer', 'spotify'].map((store) => ({ releaseId, store, status: 'delivered' as const })),
    });
    const on = addDays(localDate(new Date()), 30);
    const takedown = (...flags: string[]) => cli('release', 'takedown', releaseId, '--as', owner.username, '--reason', 'no_streams', '--yes', ...flags);

    expect(await takedown('--store', 'deezer', '--store', 'tidal')).toMatchObject({ exit: 5, message: expect.stringContaining('Choose one of the options offered.') });
    expect(await takedown('--on', addDays(localDate(new Date()), -1))).toMatchObject({ exit: 5, message: expect.stringContaining('Choose a takedown date from ') });
    expect(await prisma.takedownRequest.count({ where: { releaseId } })).toBe(0);

    const requested = await takedown('--store', 'spotify', '--store', 'deezer', '--on', on);
    expect(requested.exit).toBe(0);
    expect(requested.stdout).toContain(`requested: it goes to deezer, spotify from ${on} 00:00 UTC`);
    expect(await prisma.takedownRequest.findFirstOrThrow({ where: { releaseId } })).toMatchObject({
      stores: ['deezer', 'spotify'],
      takeDownOn: new Date(`${on}T00:00:00Z`),
      processAt: new Date(`${on}T00:00:00Z`),
    });
    await vi.waitFor(async () => expect(await statusOf(releaseId)).toBe('takedown_requested'), { timeout: 15_000, interval: 100 });
    expect((await cli('release', 'status', releaseId)).stdout).toContain(`sent to deezer, spotify from ${on} 00:00 UTC`);
    expect((await cli('release', 'cancel-takedown', releaseId, '--as', owner.username)).exit).toBe(0);
  });
});
