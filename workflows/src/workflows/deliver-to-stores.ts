import { ApplicationFailure, condition, executeChild, patched, proxyActivities, uuid4 } from '@temporalio/workflow';
import { isSent } from '@slipcase/domain';
import type { Activities } from '../activities';
import { deliveryWorkflowId, type DeliveryState, type ReleaseLabels } from '../contracts';
import { DELIVERY_ACTIVITY } from './activity-options';
import { deliveryWorkflow } from './delivery';
import { childLabels } from './child-labels';
import { startChildDelivery, tracked, type DeliveryRetries } from './delivery-retries';

const { deliverRelease } = proxyActivities<Activities>(DELIVERY_ACTIVITY);

/**
 * Delivers a release to every store in `deliveries`, each as a child workflow of its own named after `parent` (the
 * business id of the calling workflow, from its input rather than workflowInfo(), so a saved history replays under
 * any id), updating each entry as its child goes. Every store gets its full chance (one store failing does not
 * cancel the others). With `retries` (since 2026-11) a failed store stays failed, with its reason, until an
 * operator's retry delivers it: this returns once every store has the release. Without, or in a history from
 * before, this fails naming the stores that failed.
 */
export async function deliverToStores(
  parent: string,
  releaseId: string,
  kind: 'new' | 'update' | 'takedown',
  deliveries: DeliveryState[],
  { labels, retries }: { labels?: ReleaseLabels | undefined; retries?: DeliveryRetries } = {},
): Promise<void> {
  if (retries && patched('delivery-retry-2026-11')) {
    retries.open();
    for (const delivery of deliveries) startChildDelivery(delivery, deliveryWorkflowId(parent, delivery.store), { releaseId, kind }, labels);
    await condition(() => deliveries.every((delivery) => isSent(delivery.status)));
    return;
  }
  const outcomes = await Promise.allSettled(
    deliveries.map((delivery) =>
      tracked(delivery, () =>
        executeChild(deliveryWorkflow, {
          workflowId: deliveryWorkflowId(parent, delivery.store),
          args: [{ releaseId, store: delivery.store, kind }],
          ...childLabels(delivery.store, kind, labels),
        }),
      ),
    ),
  );
  const failed = deliveries.filter((_, index) => outcomes[index]?.status === 'rejected').map((delivery) => delivery.store);
  if (failed.length > 0) {
    throw ApplicationFailure.nonRetryable(`Delivery of release ${releaseId} failed for: ${failed.join(', ')}`, 'delivery_failed');
  }
}

/**
 * How workflows started before 2026-11 deliver (decision 006): one activity per store on the main task queue,
 * no acknowledgements; the first failure fails the workflow. Kept until no such workflow runs.
 */
export async function deliverAsActivities(releaseId: string, kind: 'new' | 'takedown', deliveries: DeliveryState[]): Promise<void> {
  await Promise.all(
    deliveries.map((delivery) =>
      tracked(delivery, async () => {
        const result = await deliverRelease({ releaseId, store: delivery.store, deliveryId: uuid4(), ...(kind === 'takedown' && { kind }) });
        return { status: 'delivered', location: result.location };
      }),
    ),
  );
}
