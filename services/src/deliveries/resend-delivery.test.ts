import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import type { ReleaseStatus } from '@slipcase/domain';
import type { DeliveryWorkflows } from '../ports/workflows';
import { createReleaseIn, createTestUser } from '../testing/release-fixture';
import { unreachableWorkflows } from '../testing/workflow-ports';
import { resendDelivery } from './resend-delivery';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const newOperator = async () => (await createTestUser(db.prisma, 'operator')).id;

/** A release in `status` delivered to the test store `times` times (updates and takedowns besides). */
async function delivered(status: ReleaseStatus, times: number) {
  const { releaseId } = await createReleaseIn(db.prisma, status);
  for (let i = 0; i < times; i++) await db.prisma.delivery.create({ data: { releaseId, store: 'test-store', messageId: `new-${i}`, status: 'delivered' } });
  await db.prisma.delivery.create({ data: { releaseId, store: 'test-store', kind: 'update', messageId: 'update', status: 'delivered' } });
  return releaseId;
}

const unreachable = unreachableWorkflows('no resend may start').deliveries;
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: { code?: string }) => error.code ?? String(error));

describe('resendDelivery', () => {
  it('starts the resend numbered by the store\'s deliveries of the release so far, updates aside', async () => {
    const operatorId = await newOperator();
    const releaseId = await delivered('published', 2);
    const asked: Array<{ releaseId: string; store: string; n: number }> = [];
    const deliveries: DeliveryWorkflows = { ...unreachable, resend: async (input) => {
      asked.push(input);
      return { workflowId: `resend-${input.n}`, runId: 'run' };
    } };
    expect(await resendDelivery({ prisma: db.prisma, deliveries }, { releaseId, store: 'test-store', operatorId, via: 'web' })).toEqual({ workflowId: 'resend-2', runId: 'run' });
    expect(asked).toEqual([{ releaseId, store: 'test-store', n: 2 }]);
  });

  it('refuses a non-operator, a store the release never went to, and a release the stores do not have', async () => {
    const operatorId = await newOperator();
    const releaseId = await delivered('published', 1);
    const deps = { prisma: db.prisma, deliveries: unreachable };
    const artist = await createTestUser(db.prisma);
    expect(await refusal(resendDelivery(deps, { releaseId, store: 'test-store', operatorId: artist.id, via: 'web' }))).toBe('permission_denied');
    expect(await refusal(resendDelivery(deps, { releaseId, store: 'other-store', operatorId, via: 'web' }))).toBe('delivery_not_resendable');
    const takenDown = await delivered('removed', 1);
    expect(await refusal(resendDelivery(deps, { releaseId: takenDown, store: 'test-store', operatorId, via: 'web' }))).toBe('delivery_not_resendable');
    expect(await refusal(resendDelivery(deps, { releaseId: 'no-such-release', store: 'test-store', operatorId, via: 'web' }))).toBe('not_found');
  });
});
