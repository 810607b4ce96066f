import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

// The approval itself needs Temporal and a worker (the end-to-end test covers it); every refusal below is decided
// before the CLI reaches Temporal, which points at a closed port so reaching it would fail these tests.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let artist: Awaited<ReturnType<typeof createTestUser>>;
let operator: Awaited<ReturnType<typeof createTestUser>>;
let inReview: string;
let draft: string;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
  prisma = db.prisma;
  artist = await createTestUser(prisma, 'artist');
  draft = (await createDraftRelease(prisma, artist.id)).id;
  inReview = (await createDraftRelease(prisma, artist.id)).id;
  await prisma.release.update({ where: { id: inReview }, data: { status: 'in_review', submittedAt: new Date() } });
});

beforeEach(() => {
  delete process.env.SLIPCASE_OPERATOR;
});

afterAll(async () => {
  await db?.drop();
});

async function approve(...args: string[]) {
  const run = await runCli(['review', 'approve', ...args]);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

describe('slipcase review approve, refusals', () => {
  it('says when there is no operator account at all', async () => {
    expect(await approve(inReview)).toEqual({
      exit: 3,
      message: 'No operator account found: create one, or name one with --as',
      stdout: '',
    });
  });

  it('refuses to act as an account that is not an operator, named by --as or by SLIPCASE_OPERATOR', async () => {
    const refusal = { exit: 4, message: `Permission denied: ${artist.username} is not an operator`, stdout: '' };
    expect(await approve(inReview, '--as', artist.username)).toEqual(refusal);
    expect(await approve(inReview, '--as', artist.email.toUpperCase())).toEqual(refusal);
    process.env.SLIPCASE_OPERATOR = artist.username;
    expect(await approve(inReview)).toEqual(refusal);
    expect(await prisma.release.findUniqueOrThrow({ where: { id: inReview } })).toMatchObject({ status: 'in_review' });
  });

  it('says an unknown user is not found', async () => {
    expect(await approve(inReview, '--as', 'nobody')).toMatchObject({ exit: 3, message: 'User nobody not found' });
  });

  describe('with an operator account', () => {
    beforeAll(async () => {
      operator = await createTestUser(prisma, 'operator');
    });

    it('says an unknown release is not found, acting as the only operator by default', async () => {
      expect(await approve('no-such-release')).toMatchObject({ exit: 3, message: 'Release no-such-release not found' });
    });

    it('refuses a release that is not in review', async () => {
      expect(await approve(draft, '--as', operator.username)).toMatchObject({
        exit: 4,
        message: `Release ${draft} is not in review (status: Draft)`,
      });
    });

    it('goes to Temporal only once every check passed, and says where it looked', async () => {
      const { exit, message } = await approve(inReview, '--as', operator.email);
      expect(exit).toBe(1);
      expect(message).toMatch(/^Cannot reach Temporal at 127\.0\.0\.1:1 \(.+\): start the platform with `npm start`, or set TEMPORAL_ADDRESS$/);
    });

    it('asks which operator when there are several', async () => {
      const second = await createTestUser(prisma, 'operator');
      const { exit, message } = await approve(inReview);
      expect(exit).toBe(2);
      expect(message).toContain('Several operator accounts exist');
      expect(message).toContain(operator.username);
      expect(message).toContain(second.username);
    });
  });
});
