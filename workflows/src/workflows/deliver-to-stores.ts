import { ApplicationFailure, executeChild, proxyActivities, uuid4 } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { deliveryWorkflowId, type DeliveryState } from '../contracts';
import { DELIVERY_ACTIVITY } from './activity-options';
import { deliveryWorkflow } from './delivery';

const { deliverRelease } = proxyActivities<Activities>(DELIVERY_ACTIVITY);

/** Runs one store's delivery, keeping its entry up to date: delivering, then what came out, or failed. */
async function tracked(
  delivery: DeliveryState,
  deliver: () => Promise<{ status: 'delivered' | 'acknowledged'; location: string }>,
): Promise<void> {
  delivery.status = 'delivering';
  try {
    const result = await deliver();
    delivery.status = result.status;
    delivery.location = result.location;
  } catch (error) {
    delivery.status = 'failed';
    throw error;
  }
}

/**
 * Delivers a release to every store in `deliveries`, each as a child workflow of its own named after `parent` (the
 * business id of the calling workflow, from its input rather than workflowInfo(), so a saved history replays under
 * any id), updating each entry as its child goes. Every store gets its full chance (one store failing does not
 * cancel the others); then, if any failed, this fails naming them.
 */
export async function deliverToStores(
  parent: string,
  releaseId: string,
  kind: 'new' | 'update' | 'takedown',
  deliveries: DeliveryState[],
): Promise<void> {
  const outcomes = await Promise.allSettled(
    deliveries.map((delivery) =>
      tracked(delivery, () =>
        executeChild(deliveryWorkflow, {
          workflowId: deliveryWorkflowId(parent, delivery.store),
          args: [{ releaseId, store: delivery.store, kind }],
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
