import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, type ReleaseStatus } from '@slipcase/domain';
import type { DeliveryRetry, DeliveryWorkflows } from '../ports/workflows';
import { createReleaseIn, createTestUser } from '../testing/release-fixture';
import { unreachableWorkflows } from '../testing/workflow-ports';
import { retryDelivery } from './retry-delivery';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const newOperator = async () => (await createTestUser(db.prisma, 'operator')).id;

async function releaseWithDelivery(status: ReleaseStatus, deliveryStatus: 'failed' | 'delivered', kind: 'new' | 'takedown' = 'new') {
  const { releaseId } = await createReleaseIn(db.prisma, status);
  await db.prisma.delivery.create({ data: { releaseId, store: 'test-store', kind, messageId: 'msg', status: deliveryStatus } });
  return releaseId;
}

const unreachable = unreachableWorkflows('no retry may be sent').deliveries;

/** A delivery port whose workflow hears of the failure only after `behind` retries were refused. */
function deliveriesBehind(behind: number) {
  const asked: Array<{ workflow: string; retry: DeliveryRetry }> = [];
  const deliveries: DeliveryWorkflows = {
    ...unreachable,
    retry: async (target, retry) => {
      asked.push({ workflow: target.workflow, retry });
      if (asked.length <= behind) throw new AppError('delivery_not_failed', 'store');
      return [];
    },
  };
  return { deliveries, asked };
}

describe('retryDelivery', () => {
  it('runs the failed delivery again in the release\'s workflow, asking again while that workflow has not heard of the failure', async () => {
    const operatorId = await newOperator();
    const releaseId = await releaseWithDelivery('in_process', 'failed');
    const { deliveries, asked } = deliveriesBehind(1);
    expect(await retryDelivery({ prisma: db.prisma, deliveries }, { releaseId, store: 'test-store', operatorId, via: 'cli' })).toEqual([]);
    expect(asked).toEqual([
      { workflow: 'release', retry: { store: 'test-store', operatorId, via: 'cli' } },
      { workflow: 'release', retry: { store: 'test-store', operatorId, via: 'cli' } },
    ]);
  });

  it('sends a takedown\'s retry to the takedown workflow', async () => {
    const operatorId = await newOperator();
    const releaseId = await releaseWithDelivery('takedown_requested', 'failed', 'takedown');
    const { deliveries, asked } = deliveriesBehind(0);
    await retryDelivery({ prisma: db.prisma, deliveries }, { releaseId, store: 'test-store', operatorId, via: 'web' });
    expect(asked.map((call) => call.workflow)).toEqual(['takedown']);
  });

  it('passes on the workflow\'s refusal at once when the database does not say the delivery failed either', async () => {
    const operatorId = await newOperator();
    const releaseId = await releaseWithDelivery('in_process', 'delivered');
    const { deliveries, asked } = deliveriesBehind(5);
    await expect(retryDelivery({ prisma: db.prisma, deliveries }, { releaseId, store: 'test-store', operatorId, via: 'web' })).rejects.toMatchObject({ code: 'delivery_not_failed' });
    expect(asked).toHaveLength(1);
  });

  it('refuses a non-operator, and a release whose deliveries no retry can mend', async () => {
    const operatorId = await newOperator();
    const releaseId = await releaseWithDelivery('published', 'failed');
    const deps = { prisma: db.prisma, deliveries: unreachable };
    const artist = await createTestUser(db.prisma);
    await expect(retryDelivery(deps, { releaseId, store: 'test-store', operatorId: artist.id, via: 'web' })).rejects.toMatchObject({ code: 'permission_denied' });
    await expect(retryDelivery(deps, { releaseId, store: 'test-store', operatorId, via: 'web' })).rejects.toMatchObject({ code: 'invalid_transition', params: { status: 'published' } });
  });
});
