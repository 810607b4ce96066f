import type { ActivityOptions, LocalActivityOptions } from '@temporalio/workflow';

/** Database writes: retried until the database answers again; business refusals are non-retryable failures. */
export const DATABASE_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
};

/**
 * A release's status moves (a few milliseconds in the database) as local activities: run by the worker within
 * the workflow task, with nothing to schedule on the server, retried alike (decision 020).
 */
export const DATABASE_LOCAL_ACTIVITY: LocalActivityOptions = {
  startToCloseTimeout: DATABASE_ACTIVITY.startToCloseTimeout,
  retry: DATABASE_ACTIVITY.retry,
};

/**
 * Deliveries: a store may be down for a while, so back off up to half an hour and give up after about four
 * hours, which also keeps a takedown inside its 24-48 hours.
 */
export const DELIVERY_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '30 minutes', maximumAttempts: 12 },
};
