import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { writeTestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

// Reopening itself needs Temporal and a worker (review/reject.test.ts covers it); every refusal below is decided
// before the CLI reaches Temporal, which points at a closed port so reaching it would fail these tests.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let rejected: string;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'slipcase-cli-reopen-'));
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
  prisma = db.prisma;
  owner = await createTestUser(prisma);
  // A complete release (real files), so that reopening passes the submission's rules.
  rejected = (await createDraftRelease(prisma, owner.id, await writeTestMedia(storageDir))).id;
  await prisma.release.update({ where: { id: rejected }, data: { status: 'rejected', submittedAt: new Date() } });
});

beforeEach(() => {
  delete process.env.SLIPCASE_USER;
});

afterAll(async () => {
  await db?.drop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

async function reopen(...args: string[]) {
  const run = await runCli(['release', 'reopen', ...args]);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

describe('slipcase release reopen, refusals', () => {
  it('asks for --as when neither it nor SLIPCASE_USER names the account', async () => {
    expect(await reopen(rejected)).toEqual({
      exit: 2,
      message: 'Name the account to act as: --as <username or e-mail>, or set SLIPCASE_USER',
      stdout: '',
    });
  });

  it('says an unknown release is not found, and refuses another account\'s release', async () => {
    process.env.SLIPCASE_USER = owner.username;
    expect(await reopen('no-such-release')).toMatchObject({ exit: 3, message: 'Release no-such-release not found' });
    const stranger = await createTestUser(prisma);
    expect(await reopen(rejected, '--as', stranger.username)).toMatchObject({
      exit: 4,
      message: `Permission denied: release ${rejected} belongs to ${owner.username}, not ${stranger.username}`,
    });
  });

  it('refuses a release that is not rejected, and under --json says so with the same exit code', async () => {
    const draft = (await createDraftRelease(prisma, owner.id)).id;
    expect(await reopen(draft, '--as', owner.username)).toMatchObject({
      exit: 4,
      message: `Release ${draft} cannot be reopened: it is not rejected (status: Draft)`,
    });
    const { exit, stdout } = await reopen(draft, '--as', owner.username, '--json');
    expect(exit).toBe(4);
    expect(JSON.parse(stdout)).toEqual({
      error: { code: 'invalid_transition', message: `Release ${draft} cannot be reopened: it is not rejected (status: Draft)`, exit: 4 },
    });
  });

  it('refuses a rejected release that no longer passes the submission\'s rules, naming the problem', async () => {
    const broken = (await createDraftRelease(prisma, owner.id)).id;
    await prisma.release.update({ where: { id: broken }, data: { status: 'rejected', submittedAt: new Date() } });
    // The fixture without media has neither artwork nor audio.
    const { exit, message } = await reopen(broken, '--as', owner.username);
    expect(exit).toBe(5);
    expect(message).toMatch(/artwork/i);
    expect((await prisma.release.findUniqueOrThrow({ where: { id: broken } })).status).toBe('rejected');
  });

  it('goes to Temporal only once every check passed', async () => {
    const { exit, message } = await reopen(rejected, '--as', owner.username);
    expect(exit).toBe(1);
    expect(message).toMatch(/^Cannot reach Temporal at 127\.0\.0\.1:1 /);
  });
});
