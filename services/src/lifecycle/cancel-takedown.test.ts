import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, type ReleaseStatus } from '@slipcase/domain';
import { WorkflowNotRunningError, type TakedownCancellation, type TakedownWorkflows, type TakedownWorkflowState } from '../ports/workflows';
import { createReleaseIn, createTestUser } from '../testing/release-fixture';
import { unreachableWorkflows } from '../testing/workflow-ports';
import { cancelTakedown } from './cancel-takedown';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const releaseIn = (status: ReleaseStatus) => createReleaseIn(db.prisma, status);

const unreachable = unreachableWorkflows('the takedown workflow must not be asked').takedowns;
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: AppError) => ({ code: error.code, params: error.params, app: error instanceof AppError }));

describe('cancelTakedown', () => {
  it('sends the owner\'s cancellation to the release\'s takedown workflow and returns its state', async () => {
    const { ownerId, releaseId } = await releaseIn('takedown_requested');
    const sent: Array<[string, TakedownCancellation]> = [];
    const state: TakedownWorkflowState = { releaseId, takedownRequestId: 'request', status: 'cancelled', processAt: '2026-12-01T00:00:00.000Z', deliveries: [] };
    const takedowns: TakedownWorkflows = {
      ...unreachable,
      cancel: async (id, cancellation) => {
        sent.push([id, cancellation]);
        return state;
      },
    };
    expect(await cancelTakedown({ prisma: db.prisma, takedowns }, { releaseId, userId: ownerId, via: 'cli' })).toEqual(state);
    expect(sent).toEqual([[releaseId, { userId: ownerId, via: 'cli' }]]);
  });

  it('refuses another user, a release with no takedown requested and an unknown release before asking the workflow', async () => {
    const { ownerId, releaseId } = await releaseIn('takedown_requested');
    const stranger = await createTestUser(db.prisma);
    const deps = { prisma: db.prisma, takedowns: unreachable };
    expect(await refusal(cancelTakedown(deps, { releaseId, userId: stranger.id, via: 'web' }))).toMatchObject({ code: 'permission_denied', app: true });
    const published = await releaseIn('published');
    expect(await refusal(cancelTakedown(deps, { releaseId: published.releaseId, userId: published.ownerId, via: 'web' })))
      .toEqual({ code: 'invalid_transition', params: { status: 'published' }, app: true });
    expect(await refusal(cancelTakedown(deps, { releaseId: 'no-such-release', userId: ownerId, via: 'web' }))).toMatchObject({ code: 'not_found' });
  });

  it('answers a takedown that finished meanwhile with the release\'s status as it is now', async () => {
    const { ownerId, releaseId } = await releaseIn('takedown_requested');
    const takedowns: TakedownWorkflows = {
      ...unreachable,
      // The takedown was processed between the page's load and the click: its workflow has ended.
      cancel: async () => {
        await db.prisma.release.update({ where: { id: releaseId }, data: { status: 'removed' } });
        throw new WorkflowNotRunningError(`takedown:${releaseId}`);
      },
    };
    expect(await refusal(cancelTakedown({ prisma: db.prisma, takedowns }, { releaseId, userId: ownerId, via: 'web' })))
      .toEqual({ code: 'invalid_transition', params: { status: 'removed' }, app: true });
  });
});
