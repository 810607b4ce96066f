import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitRelease } from '@slipcase/services';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { releaseWorkflowId } from './contracts';
import { startLifecycleTest, type LifecycleTest } from './testing/lifecycle';

// After Submit the artist's next page reads the release from the database: the submission returns only once the
// workflow has moved it into review, with no polling.
describe('submitting a release', () => {
  let t: LifecycleTest;

  beforeAll(async () => {
    t = await startLifecycleTest();
  });

  afterAll(() => t?.stop());

  it('returns once the release is in review, in the database and in the workflow', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const owner = await createTestUser(t.prisma);
      const release = await createDraftRelease(t.prisma, owner.id, t.media);
      await submitRelease(t.deps, { releaseId: release.id, userId: owner.id, via: 'web' });
      expect((await t.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe('in_review');
      expect(await t.deps.releases.state(release.id)).toMatchObject({ status: 'in_review' });
    }
  });

  it('answers a second submission (a double click) with the same running workflow', async () => {
    const owner = await createTestUser(t.prisma);
    const release = await createDraftRelease(t.prisma, owner.id, t.media);
    const [first, second] = await Promise.all([
      submitRelease(t.deps, { releaseId: release.id, userId: owner.id, via: 'web' }),
      submitRelease(t.deps, { releaseId: release.id, userId: owner.id, via: 'web' }),
    ]);
    expect(first.workflowId).toBe(releaseWorkflowId(release.id));
    expect(second.runId).toBe(first.runId);
    expect((await t.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe('in_review');
  });
});
