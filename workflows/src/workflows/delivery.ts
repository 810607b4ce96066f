import { ApplicationFailure, proxyActivities, sleep, uuid4 } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { deliveryTaskQueue, type DeliveryWorkflowInput, type DeliveryWorkflowResult } from '../contracts';
import { DATABASE_ACTIVITY, DELIVERY_ACTIVITY } from './activity-options';

const { lifecycleSettings, recordDeliveryEvent } = proxyActivities<Activities>(DATABASE_ACTIVITY);

/**
 * One release to one store: the feed is built, validated and uploaded on the store's own task queue (where the
 * worker limits deliveries per store), retried with the delivery policy; then, for a store that acknowledges, the
 * workflow looks for its acknowledgement until it comes or the wait runs out. A rejection fails the delivery with
 * the store's reason.
 */
export async function deliveryWorkflow(input: DeliveryWorkflowInput): Promise<DeliveryWorkflowResult> {
  const { releaseId, store, kind } = input;
  const settings = await lifecycleSettings();
  const taskQueue = deliveryTaskQueue(store);
  const { deliverRelease } = proxyActivities<Activities>({
    ...DELIVERY_ACTIVITY,
    taskQueue,
    heartbeatTimeout: settings.deliveryHeartbeatSeconds * 1000,
    retry: { ...DELIVERY_ACTIVITY.retry, initialInterval: settings.deliveryRetrySeconds * 1000 },
  });
  const { checkAcknowledgement } = proxyActivities<Activities>({ ...DELIVERY_ACTIVITY, taskQueue, startToCloseTimeout: '2 minutes' });

  const delivered = await deliverRelease({ releaseId, store, deliveryId: uuid4(), kind });
  const result: DeliveryWorkflowResult = {
    store,
    deliveryId: delivered.deliveryId,
    status: 'delivered',
    batchId: delivered.batchId,
    location: delivered.location,
  };
  if (!delivered.awaitsAcknowledgement) return result;

  const giveUpAt = Date.now() + settings.ackTimeoutHours * 3_600_000;
  for (;;) {
    const ack = await checkAcknowledgement({ deliveryId: delivered.deliveryId, store });
    if (ack.status === 'accepted') return { ...result, status: 'acknowledged' };
    if (ack.status === 'rejected') {
      throw ApplicationFailure.nonRetryable(`${store} rejected release ${releaseId}: ${ack.detail ?? ''}`, 'delivery_rejected');
    }
    const remaining = giveUpAt - Date.now();
    if (remaining <= 0) break;
    await sleep(Math.min(settings.ackPollSeconds * 1000, remaining));
  }
  await recordDeliveryEvent({
    deliveryId: delivered.deliveryId,
    step: 'ack_timeout',
    detail: `no acknowledgement within ${settings.ackTimeoutHours} h`,
  });
  return result;
}
