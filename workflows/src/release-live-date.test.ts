import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approveRelease, submitRelease } from '@slipcase/services';
import { WorkflowNotRunningError } from '@slipcase/services/ports/workflows';
import { createDraftRelease, createTestUser, daysFromToday } from '@slipcase/services/testing/release-fixture';
import {
  ARTIST_ATTRIBUTE,
  OWNER_ATTRIBUTE,
  RELEASE_STATUS_ATTRIBUTE,
  STORE_ATTRIBUTE,
  UPC_ATTRIBUTE,
  deliveryWorkflowId,
  releaseWorkflowId,
  type ReleaseWorkflowState,
} from './contracts';
import { recordHistory } from './testing/histories';
import { startLifecycleTest, type LifecycleTest } from './testing/lifecycle';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// "Published" means live: approved once every store took the release, published on its release date by a
// workflow timer that a changed date re-arms. On the time-skipping server, so the weeks pass in full.
describe('a release goes live on its release date', () => {
  let t: LifecycleTest;
  let env: TestWorkflowEnvironment;

  beforeAll(async () => {
    t = await startLifecycleTest({ timeSkipping: true });
    env = t.env!;
  });

  afterAll(() => t?.stop());

  const skipTo = async (at: number) => env.sleep(at - (await env.currentTimeMs()));
  const releaseOf = (releaseId: string) => t.prisma.release.findUniqueOrThrow({ where: { id: releaseId } });
  const waitForStatus = (releaseId: string, status: string) =>
    vi.waitFor(async () => expect((await releaseOf(releaseId)).status).toBe(status), { timeout: 20_000, interval: 100 });
  const stateOf = async (releaseId: string) => (await t.deps.releases.state(releaseId)) as ReleaseWorkflowState;

  it('is approved once the stores took it, waits for its date, and a changed date re-arms the timer', async () => {
    const owner = await createTestUser(t.prisma);
    const operator = await createTestUser(t.prisma, 'operator');
    const release = await createDraftRelease(t.prisma, owner.id, t.media, { releaseDate: daysFromToday(28) });
    const releaseId = release.id;
    await submitRelease(t.deps, { releaseId, userId: owner.id, via: 'web' });
    await waitForStatus(releaseId, 'in_review');
    await approveRelease(t.deps, { releaseId, operatorId: operator.id, via: 'web' });

    await waitForStatus(releaseId, 'approved');
    const firstDate = daysFromToday(28).getTime();
    await vi.waitFor(async () => expect((await stateOf(releaseId)).liveAt).toBe(new Date(firstDate).toISOString()), { timeout: 10_000 });
    expect(await t.prisma.delivery.findMany({ where: { releaseId }, select: { status: true } })).toEqual([{ status: 'delivered' }]);

    // The day before: still approved, not live.
    await skipTo(firstDate - DAY_MS);
    expect((await releaseOf(releaseId)).status).toBe('approved');
    expect((await releaseOf(releaseId)).publishedAt).toBeNull();

    // The owner moves the date a week on: the old date passes without publishing.
    const newDate = daysFromToday(35).getTime();
    await t.prisma.release.update({ where: { id: releaseId }, data: { releaseDate: new Date(newDate) } });
    await t.deps.releases.releaseChanged(releaseId);
    await vi.waitFor(async () => expect((await stateOf(releaseId)).liveAt).toBe(new Date(newDate).toISOString()), { timeout: 10_000 });
    await skipTo(firstDate + MINUTE_MS);
    expect((await releaseOf(releaseId)).status).toBe('approved');

    await skipTo(newDate - MINUTE_MS);
    expect((await releaseOf(releaseId)).status).toBe('approved');
    const handle = env.client.workflow.getHandle<() => Promise<ReleaseWorkflowState>>(releaseWorkflowId(releaseId));
    const result = await handle.result();
    expect(result.status).toBe('published');
    expect(result.liveAt).toBeUndefined();
    await recordHistory(handle, 'release-approved-live-on-date');
    // It completed on the server's clock at the new date (the database stamps real time, so the history tells).
    const completedAt = Number((await handle.fetchHistory()).events?.at(-1)?.eventTime?.seconds) * 1000;
    expect(completedAt).toBeGreaterThanOrEqual(newDate);
    expect(completedAt).toBeLessThan(newDate + MINUTE_MS);
    expect((await releaseOf(releaseId)).status).toBe('published');

    const events = await t.prisma.activityEvent.findMany({ where: { releaseId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(events.slice(-3).map((e) => [e.type, e.fromStatus, e.toStatus, e.actorRole])).toEqual([
      ['in_process', 'in_review', 'in_process', 'operator'],
      ['approved', 'in_process', 'approved', 'system'],
      ['published', 'approved', 'published', 'system'],
    ]);
    // A finished workflow takes no more changes: the use case says why.
    await expect(t.deps.releases.releaseChanged(releaseId)).rejects.toBeInstanceOf(WorkflowNotRunningError);

    // Found in the Temporal UI by UPC, artist, owner and store, its status kept up to date; its child under its store.
    const described = await handle.describe();
    expect(described.typedSearchAttributes.get(UPC_ATTRIBUTE)).toBe(release.upc);
    expect(described.typedSearchAttributes.get(ARTIST_ATTRIBUTE)).toBe('The Test Tones');
    expect(described.typedSearchAttributes.get(OWNER_ATTRIBUTE)).toBe(owner.id);
    expect(described.typedSearchAttributes.get(STORE_ATTRIBUTE)).toEqual(['local-folder']);
    expect(described.typedSearchAttributes.get(RELEASE_STATUS_ATTRIBUTE)).toBe('published');
    const child = await env.client.workflow.getHandle(deliveryWorkflowId(releaseWorkflowId(releaseId), 'local-folder')).describe();
    expect(child.typedSearchAttributes.get(STORE_ATTRIBUTE)).toEqual(['local-folder']);
    expect(child.typedSearchAttributes.get(UPC_ATTRIBUTE)).toBe(release.upc);
    expect(child.typedSearchAttributes.get(RELEASE_STATUS_ATTRIBUTE)).toBeUndefined();
  });
});
