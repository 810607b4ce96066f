import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS, type PlatformTier } from '@slipcase/domain';
import { WorkflowNotRunningError, type ReleaseWorkflows, type ReopenRequest } from '../ports/workflows';
import { ReleaseCheckError } from '../releases/release-draft';
import { writeTestMedia, type TestMedia } from '../testing/media';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { unreachableWorkflows } from '../testing/workflow-ports';
import { reopenRelease } from './reopen-release';

const STORES: PlatformTier[] = [{ id: 'local-folder', tier: 'free' }, { id: 'tidal', tier: 'premium' }];

let db: TestDatabase;
let storage: string;
let media: TestMedia;
beforeAll(async () => {
  [db, storage] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'slipcase-reopen-'))]);
  media = await writeTestMedia(storage);
});
afterAll(async () => {
  await db.drop();
  await rm(storage, { recursive: true, force: true });
});

/** A free owner's complete release, rejected, that chose both stores. */
async function rejectedRelease() {
  const owner = await createTestUser(db.prisma);
  const release = await createDraftRelease(db.prisma, owner.id, media);
  await db.prisma.release.update({ where: { id: release.id }, data: { status: 'rejected', platforms: ['local-folder', 'tidal'] } });
  return { ownerId: owner.id, releaseId: release.id };
}

const unreachable = unreachableWorkflows('the release workflow must not be asked').releases;
const deps = (releases: ReleaseWorkflows) => ({ prisma: db.prisma, now: new Date(), settings: DEFAULT_SETTINGS, stores: STORES, releases });
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: AppError) => error);

describe('reopenRelease', () => {
  it('reopens a fixed release to the stores its plan reaches now, whatever the month\'s submissions', async () => {
    const { ownerId, releaseId } = await rejectedRelease();
    // The free plan's monthly limit is used up: reopening the same release does not count against it.
    for (let i = 0; i < DEFAULT_SETTINGS.monthlyReleaseLimitFree; i++) {
      const done = await createDraftRelease(db.prisma, ownerId, media);
      await db.prisma.release.update({ where: { id: done.id }, data: { status: 'in_review', submittedAt: new Date() } });
    }
    const sent: Array<[string, ReopenRequest]> = [];
    const releases: ReleaseWorkflows = {
      ...unreachable,
      reopen: async (id, request) => {
        sent.push([id, request]);
        return { releaseId: id, status: 'reopened', deliveries: [] };
      },
    };
    expect(await reopenRelease(deps(releases), { releaseId, userId: ownerId, via: 'web' })).toMatchObject({ status: 'reopened' });
    expect(sent).toEqual([[releaseId, { userId: ownerId, via: 'web', stores: ['local-folder'] }]]);
  });

  it('refuses a release that is not rejected, another user\'s, and one that still breaks a submission rule, before asking the workflow', async () => {
    const { ownerId, releaseId } = await rejectedRelease();
    const stranger = await createTestUser(db.prisma);
    expect(await refusal(reopenRelease(deps(unreachable), { releaseId, userId: stranger.id, via: 'web' }))).toMatchObject({ code: 'permission_denied' });

    await db.prisma.release.update({ where: { id: releaseId }, data: { releaseDate: new Date('2020-01-01T00:00:00Z') } });
    const broken = await refusal(reopenRelease(deps(unreachable), { releaseId, userId: ownerId, via: 'web' }));
    expect(broken).toBeInstanceOf(ReleaseCheckError);
    expect((broken as ReleaseCheckError).errors.map((error) => error.field)).toContain('releaseDate');

    const inReview = await rejectedRelease();
    await db.prisma.release.update({ where: { id: inReview.releaseId }, data: { status: 'in_review' } });
    expect(await refusal(reopenRelease(deps(unreachable), { releaseId: inReview.releaseId, userId: inReview.ownerId, via: 'web' })))
      .toMatchObject({ code: 'invalid_transition', params: { status: 'in_review' } });
  });

  it('answers a rejection that expired meanwhile with the release\'s status as it is now', async () => {
    const { ownerId, releaseId } = await rejectedRelease();
    const releases: ReleaseWorkflows = {
      ...unreachable,
      reopen: async () => {
        await db.prisma.release.update({ where: { id: releaseId }, data: { status: 'expired' } });
        throw new WorkflowNotRunningError(`release:${releaseId}`);
      },
    };
    expect(await refusal(reopenRelease(deps(releases), { releaseId, userId: ownerId, via: 'web' })))
      .toMatchObject({ code: 'invalid_transition', params: { status: 'expired' } });
  });
});
