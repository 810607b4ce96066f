import { ApplicationFailure, executeChild, setHandler } from '@temporalio/workflow';
import {
  deliveryRetryWorkflowId,
  retryDeliveryUpdate,
  type DeliveryRetry,
  type DeliveryState,
  type DeliveryWorkflowInput,
  type ReleaseLabels,
} from '../contracts';
import { childLabels } from './child-labels';
import { deliveryWorkflow } from './delivery';

/** What a failure says at its root: the store's rejection or the activity's last error, not "child workflow failed". */
function reasonOf(error: unknown): string {
  let reason = String(error);
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) reason = cause.message;
  return reason;
}

/** Runs one store's delivery, keeping its entry up to date: delivering, then what came out, or failed and why. */
export async function tracked(
  delivery: DeliveryState,
  deliver: () => Promise<{ status: 'delivered' | 'acknowledged'; location: string }>,
): Promise<void> {
  delivery.status = 'delivering';
  delete delivery.reason;
  try {
    const result = await deliver();
    delivery.status = result.status;
    delivery.location = result.location;
  } catch (error) {
    delivery.status = 'failed';
    delivery.reason = reasonOf(error);
    throw error;
  }
}

/** One store's delivery as the child workflow `workflowId`, left to run: its entry says how it went. */
export function startChildDelivery(
  delivery: DeliveryState,
  workflowId: string,
  input: Omit<DeliveryWorkflowInput, 'store'>,
  labels?: ReleaseLabels,
): void {
  const args: [DeliveryWorkflowInput] = [{ ...input, store: delivery.store }];
  const options = { workflowId, args, ...childLabels(delivery.store, input.kind, labels) };
  tracked(delivery, () => executeChild(deliveryWorkflow, options)).catch(() => undefined);
}

export interface DeliveryRetries {
  /** From now on a failed store waits for the operator's retry (until then every retry is refused). */
  open(): void;
}

/**
 * Lets an operator retry a store whose delivery failed: registers the `retryDelivery` update on the calling
 * workflow (`parent`, its business id), which re-runs that store's child workflow under a new id
 * (`…:deliver:<store>:retry-<n>`) and answers at once with the deliveries. Refused for a store that has not failed,
 * and before `open()` (deliveries made before 2026-11 fail the workflow instead of waiting).
 */
export function acceptDeliveryRetries(
  parent: string,
  input: Omit<DeliveryWorkflowInput, 'store'>,
  deliveries: () => DeliveryState[],
  labels?: ReleaseLabels,
): DeliveryRetries {
  let open = false;
  const failed = (retry: DeliveryRetry): DeliveryState => {
    const delivery = deliveries().find((entry) => entry.store === retry.store);
    const why = !delivery
      ? 'which this release is not delivered to'
      : !open || delivery.status !== 'failed'
        ? `while its delivery is ${delivery.status}`
        : undefined;
    if (why || !delivery) {
      throw ApplicationFailure.nonRetryable(
        `The delivery of release ${input.releaseId} to ${retry.store} cannot be retried by ${retry.operatorId} ${why}`,
        'delivery_not_failed',
      );
    }
    return delivery;
  };
  setHandler(
    retryDeliveryUpdate,
    (retry) => {
      const delivery = failed(retry);
      delivery.retries = (delivery.retries ?? 0) + 1;
      startChildDelivery(delivery, deliveryRetryWorkflowId(parent, delivery.store, delivery.retries), input, labels);
      return Promise.resolve(deliveries());
    },
    { validator: (retry) => void failed(retry) },
  );
  return {
    open: () => {
      open = true;
    },
  };
}
