import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS, isAppError, type ReleaseStatus } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryWorkflows } from '../ports/workflows';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { deliveryConsole } from './delivery-console';
import { resendDelivery } from './resend-delivery';
import { retryDelivery } from './retry-delivery';

let database: TestDatabase;
const now = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const ids = { operator: '', artist: '' };

/** The workflow port, recording what it is asked: Temporal's side is delivery-retry.test.ts's. */
const asked: unknown[] = [];
const deliveries: DeliveryWorkflows = {
  retry: async (target, retry) => {
    asked.push({ retry: target, ...retry });
    return [{ store: retry.store, status: 'delivering', retries: 1 }];
  },
  resend: async (input) => {
    asked.push({ resend: input });
    return { workflowId: `release:${input.releaseId}:resend:${input.store}:${input.n}`, runId: 'run' };
  },
};
const deps = () => ({ prisma: database.prisma, now, settings: DEFAULT_SETTINGS, deliveries });

async function releaseIn(status: ReleaseStatus, since: Date) {
  const release = await createDraftRelease(database.prisma, ids.artist);
  await database.prisma.release.update({ where: { id: release.id }, data: { status } });
  await database.prisma.activityEvent.create({
    data: { ownerId: ids.artist, actorRole: 'system', releaseId: release.id, type: status, toStatus: status, createdAt: since },
  });
  return release;
}

async function delivery(
  releaseId: string,
  store: string,
  status: 'delivering' | 'delivered' | 'acknowledged' | 'failed',
  startedAt: Date,
  events: { step: string; detail?: string }[] = [],
  extra: { kind?: 'new' | 'takedown'; error?: string } = {},
) {
  return database.prisma.delivery.create({
    data: {
      releaseId,
      store,
      status,
      startedAt,
      completedAt: status === 'failed' ? null : startedAt,
      ...extra,
      events: { create: events.map((event, index) => ({ ...event, createdAt: new Date(startedAt.getTime() + (index + 1) * 60_000) })) },
    },
  });
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => (isAppError(error) ? error.code : error));

beforeAll(async () => {
  database = await createTestDatabase();
  ids.operator = (await createTestUser(database.prisma, 'operator')).id;
  ids.artist = (await createTestUser(database.prisma)).id;
});
afterAll(() => database?.drop());

describe('the deliveries console', () => {
  it('lists failing deliveries not retried since, overdue or escalated acknowledgements, and releases stuck past the setting', async () => {
    const failing = await releaseIn('in_process', hoursAgo(5));
    await delivery(failing.id, 'spotify', 'failed', hoursAgo(4), [{ step: 'built' }, { step: 'failed', detail: 'attempt 1: connection reset' }, { step: 'failed', detail: 'attempt 2: connection reset' }], { error: 'connection reset' });
    await delivery(failing.id, 'deezer', 'acknowledged', hoursAgo(4));
    // Failed, then retried with success: not failing any more.
    const retried = await releaseIn('in_process', hoursAgo(5));
    await delivery(retried.id, 'spotify', 'failed', hoursAgo(4), [{ step: 'failed', detail: 'attempt 1: boom' }], { error: 'boom' });
    await delivery(retried.id, 'spotify', 'delivering', hoursAgo(1));

    const live = await releaseIn('published', hoursAgo(200));
    await delivery(live.id, 'apple', 'delivered', hoursAgo(30));
    await delivery(live.id, 'tidal', 'delivered', hoursAgo(100), [{ step: 'uploaded' }, { step: 'ack_timeout', detail: 'no acknowledgement within 72 h' }]);
    await delivery(live.id, 'local-folder', 'delivered', hoursAgo(100));
    await delivery(live.id, 'deezer', 'delivered', hoursAgo(2));
    const takedown = await releaseIn('removed', hoursAgo(10));
    await delivery(takedown.id, 'spotify', 'delivered', hoursAgo(12), [{ step: 'takedown_unconfirmed', detail: 'not confirmed by its deadline' }], { kind: 'takedown' });

    const stuck = await releaseIn('approved', hoursAgo(DEFAULT_SETTINGS.stuckStatusHours + 1));
    await releaseIn('in_review', hoursAgo(DEFAULT_SETTINGS.stuckStatusHours - 1));

    const view = await deliveryConsole(deps(), { operatorId: ids.operator, acknowledging: ['apple', 'tidal', 'deezer'] });
    expect(view.failing).toEqual([
      expect.objectContaining({
        release: expect.objectContaining({ id: failing.id, title: 'Sine Wave Sessions', artist: 'The Test Tones', status: 'in_process' }),
        store: 'spotify',
        kind: 'new',
        reason: 'connection reset',
        attempts: 2,
        at: new Date(hoursAgo(4).getTime() + 3 * 60_000),
        remedy: { action: 'retry', workflow: 'release' },
      }),
    ]);
    expect(view.unacknowledged.map((row) => [row.release.id, row.store, row.escalation, row.reason, row.remedy.action])).toEqual([
      [live.id, 'tidal', 'ack_timeout', 'no acknowledgement within 72 h', 'resend'],
      [live.id, 'apple', null, null, 'resend'],
      [takedown.id, 'spotify', 'takedown_unconfirmed', 'not confirmed by its deadline', null],
    ]);
    expect(view.unacknowledged[2]?.workflow).toBe('takedown');
    expect(view.stuck.map((row) => [row.release.id, row.release.status, row.workflow])).toEqual(
      expect.arrayContaining([[stuck.id, 'approved', 'release']]),
    );
    expect(view.stuck.map((row) => row.release.id)).not.toContain(failing.id);
  });

  it('is for operators: an artist is refused, for the list, a retry and a resend alike, before any workflow is asked', async () => {
    asked.length = 0;
    const release = await releaseIn('in_process', hoursAgo(1));
    const request = { releaseId: release.id, store: 'spotify', operatorId: ids.artist, via: 'web' as const };
    expect(await codeOf(deliveryConsole(deps(), { operatorId: ids.artist, acknowledging: [] }))).toBe('permission_denied');
    expect(await codeOf(retryDelivery(deps(), request))).toBe('permission_denied');
    expect(await codeOf(resendDelivery(deps(), request))).toBe('permission_denied');
    expect(asked).toEqual([]);
  });

  it('retries in the workflow that waits for it, and resends only what the stores have, numbered by the store\'s deliveries', async () => {
    asked.length = 0;
    const operatorId = ids.operator;
    const inProcess = await releaseIn('in_process', hoursAgo(1));
    const removing = await releaseIn('takedown_requested', hoursAgo(1));
    const live = await releaseIn('published', hoursAgo(1));
    await delivery(live.id, 'spotify', 'delivered', hoursAgo(3));
    await delivery(live.id, 'spotify', 'failed', hoursAgo(2), [], { error: 'lost' });
    const request = (releaseId: string, store = 'spotify') => ({ releaseId, store, operatorId, via: 'web' as const });

    await retryDelivery(deps(), request(inProcess.id));
    await retryDelivery(deps(), request(removing.id));
    expect(await codeOf(retryDelivery(deps(), request(live.id)))).toBe('invalid_transition');
    expect(await codeOf(retryDelivery(deps(), request('no-such-release')))).toBe('not_found');
    await resendDelivery(deps(), request(live.id));
    expect(await codeOf(resendDelivery(deps(), request(live.id, 'deezer')))).toBe('delivery_not_resendable');
    expect(await codeOf(resendDelivery(deps(), request(inProcess.id)))).toBe('delivery_not_resendable');
    expect(asked).toEqual([
      { retry: { releaseId: inProcess.id, workflow: 'release' }, store: 'spotify', operatorId, via: 'web' },
      { retry: { releaseId: removing.id, workflow: 'takedown' }, store: 'spotify', operatorId, via: 'web' },
      { resend: { releaseId: live.id, store: 'spotify', n: 2 } },
    ]);
  });

  it('asks the workflow again while it has not heard of a failure the database records, and refuses at once otherwise', async () => {
    const release = await releaseIn('in_process', hoursAgo(1));
    await delivery(release.id, 'spotify', 'failed', hoursAgo(0.1), [], { error: 'lost' });
    await delivery(release.id, 'deezer', 'delivering', hoursAgo(0.1));
    const behind = (answers: number) => {
      const calls: string[] = [];
      const workflows: DeliveryWorkflows = {
        ...deliveries,
        retry: async (_target, retry) => {
          calls.push(retry.store);
          if (calls.length <= answers) throw new AppError('delivery_not_failed', 'status');
          return [{ store: retry.store, status: 'delivering', retries: 1 }];
        },
      };
      return { calls, deps: { ...deps(), deliveries: workflows } };
    };
    const request = (store: string) => ({ releaseId: release.id, store, operatorId: ids.operator, via: 'web' as const });

    const catchingUp = behind(2);
    expect(await retryDelivery(catchingUp.deps, request('spotify'))).toEqual([{ store: 'spotify', status: 'delivering', retries: 1 }]);
    expect(catchingUp.calls).toEqual(['spotify', 'spotify', 'spotify']);

    // Still delivering in the database too: the workflow is right, refused on the first answer.
    const delivering = behind(1);
    expect(await codeOf(retryDelivery(delivering.deps, request('deezer')))).toBe('delivery_not_failed');
    expect(delivering.calls).toEqual(['deezer']);
  });
});
