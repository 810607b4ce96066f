import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, isAppError } from '@slipcase/domain';
import { availableStores } from '../stores/store-catalog';
import { writeTestMedia, type TestMedia } from '../testing/media';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { unreachableWorkflows } from '../testing/workflow-ports';
import { submitRelease } from './submit-release';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let storage: string;
let media: TestMedia;
beforeAll(async () => {
  db = await createTestDatabase();
  storage = await mkdtemp(join(tmpdir(), 'slipcase-limit-'));
  media = await writeTestMedia(storage);
});
afterAll(async () => {
  await db?.drop();
  await rm(storage, { recursive: true, force: true });
});

// Past the standard schedule's 3 weeks' notice from every `now` below.
const LATER = new Date('2027-06-01T00:00:00Z');

// Refusals come from the database before any Temporal call, so no server is needed: reaching it fails the test.
const deps = async (now: Date) => ({
  prisma: db.prisma,
  now,
  settings: DEFAULT_SETTINGS,
  stores: await availableStores(process.env),
  ...unreachableWorkflows('Temporal must not be reached for a refused submission'),
});

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return isAppError(error) ? { code: error.code, params: error.params } : { error: String(error) };
  }
  return null;
}

describe('the monthly release limit on submission', () => {
  it("refuses a free user's submission once the month's limit is reached, and counts in the user's month", async () => {
    const user = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: user.id }, data: { timeZone: 'Europe/Istanbul' } });
    const limit = DEFAULT_SETTINGS.monthlyReleaseLimitFree;
    // Already submitted this month (Istanbul): the limit's worth, on the 1st at 00:30 local time (21:30 UTC the day before).
    for (let i = 0; i < limit; i++) {
      const done = await createDraftRelease(db.prisma, user.id, media);
      await db.prisma.release.update({
        where: { id: done.id },
        data: { status: 'in_review', submittedAt: new Date('2027-02-28T21:30:00Z') },
      });
    }
    const next = await createDraftRelease(db.prisma, user.id, media, { releaseDate: LATER });
    expect(await refusal(submitRelease(await deps(new Date('2027-03-15T12:00:00Z')), { releaseId: next.id, userId: user.id }))).toEqual({
      code: 'distro_limit',
      params: { limit },
    });
    // A month later the count starts again: the refusal is gone and the call reaches Temporal.
    expect(await refusal(submitRelease(await deps(new Date('2027-04-02T12:00:00Z')), { releaseId: next.id, userId: user.id }))).toEqual({
      error: 'Error: Temporal must not be reached for a refused submission',
    });
  });

  it('lets a PRO user submit past the free limit', async () => {
    const user = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: user.id }, data: { plan: 'pro' } });
    for (let i = 0; i < DEFAULT_SETTINGS.monthlyReleaseLimitFree; i++) {
      const done = await createDraftRelease(db.prisma, user.id, media);
      await db.prisma.release.update({ where: { id: done.id }, data: { status: 'in_review', submittedAt: new Date('2027-03-01T10:00:00Z') } });
    }
    const next = await createDraftRelease(db.prisma, user.id, media, { releaseDate: LATER });
    expect(await refusal(submitRelease(await deps(new Date('2027-03-15T12:00:00Z')), { releaseId: next.id, userId: user.id }))).toEqual({
      error: 'Error: Temporal must not be reached for a refused submission',
    });
  });
});
