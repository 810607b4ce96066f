import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  patched,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { ReleaseStatus } from '@slipcase/domain';
import type { Activities } from '../activities';
import {
  RELEASE_STATUS_ATTRIBUTE,
  cancelTakedownUpdate,
  takedownStateQuery,
  takedownWorkflowId,
  type TakedownCancellation,
  type TakedownWorkflowInput,
  type TakedownWorkflowState,
} from '../contracts';
import { DATABASE_ACTIVITY } from './activity-options';
import { deliverAsActivities, deliverToStores } from './deliver-to-stores';
import { acceptDeliveryRetries } from './delivery-retries';
import { deliverTakedown } from './takedown-confirmation';

const { transitionRelease, cancelTakedownRequest, beginTakedown, completeTakedown } = proxyActivities<Activities>(DATABASE_ACTIVITY);

/**
 * The takedown of a published release: takedown requested at once; the artist may cancel until `processAt`
 * (which publishes it again: a chosen date is in `processAt`); then a takedown feed goes to each store the request
 * chose, and the release is removed, or published again in the stores left. A store that does not confirm the
 * takedown in time is raised to the operators; the workflow ends once each one did or was raised.
 */
export async function takedownWorkflow(input: TakedownWorkflowInput): Promise<TakedownWorkflowState> {
  const { releaseId, takedownRequestId } = input;
  const processAt = Date.parse(input.processAt);
  if (Number.isNaN(processAt)) {
    throw ApplicationFailure.nonRetryable(`Not an instant: processAt ${input.processAt}`, 'invalid_input');
  }
  const state: TakedownWorkflowState = { releaseId, takedownRequestId, status: 'requested', processAt: input.processAt, deliveries: [] };
  /** The release has reached takedown requested: a cancellation sent sooner waits for it. */
  let opened = false;
  let cancelling = false;

  function releaseIs(status: ReleaseStatus): void {
    upsertSearchAttributes([{ key: RELEASE_STATUS_ATTRIBUTE, value: status }]);
  }

  function checkCancellable(cancellation: TakedownCancellation): void {
    const why = cancelling ? 'while being cancelled' : state.status !== 'requested' ? `once ${state.status}` : undefined;
    if (why) {
      throw ApplicationFailure.nonRetryable(
        `The takedown of release ${releaseId} cannot be cancelled by ${cancellation.userId} ${why}`,
        'invalid_transition',
      );
    }
  }

  setHandler(takedownStateQuery, () => state);
  const retries = acceptDeliveryRetries(takedownWorkflowId(releaseId), { releaseId, kind: 'takedown' }, () => state.deliveries, input.labels);
  setHandler(
    cancelTakedownUpdate,
    async (cancellation) => {
      checkCancellable(cancellation);
      cancelling = true;
      try {
        // The database may show takedown requested before this workflow hears that it was recorded.
        await condition(() => opened);
        await cancelTakedownRequest({ takedownRequestId, releaseId, ...cancellation });
        state.status = 'cancelled';
        releaseIs('published');
      } finally {
        cancelling = false;
      }
      return state;
    },
    { validator: checkCancellable },
  );

  await transitionRelease({
    releaseId,
    to: 'takedown_requested',
    actor: 'artist',
    actorId: input.requestedBy,
    via: input.via,
    reason: [input.reason, input.otherText?.trim()].filter(Boolean).join(': '),
  });
  opened = true;
  releaseIs('takedown_requested');

  // The grace period. A cancellation being recorded when it ends still counts: its validator accepted it in time.
  for (;;) {
    await condition(() => !cancelling);
    if (state.status === 'cancelled') {
      await condition(allHandlersFinished);
      return state;
    }
    const remaining = processAt - Date.now();
    if (remaining <= 0) break;
    await condition(() => cancelling, remaining);
  }

  state.status = 'processing';
  const { stores, acknowledging = [] } = await beginTakedown({ takedownRequestId, releaseId });
  state.deliveries = stores.map((store) => ({ store, status: 'pending' }));
  let confirmed: Promise<void> = Promise.resolve();
  const sending = { labels: input.labels, retries };
  if (!patched('takedown-delivery-children-2026-11')) {
    await deliverAsActivities(releaseId, 'takedown', state.deliveries);
  } else if (patched('takedown-per-store-confirmed-2026-11')) {
    ({ confirmed } = await deliverTakedown(takedownWorkflowId(releaseId), releaseId, state.deliveries, acknowledging, sending));
  } else {
    await deliverToStores(takedownWorkflowId(releaseId), releaseId, 'takedown', state.deliveries, sending);
  }
  const { releaseStatus = 'removed' } = await completeTakedown({ takedownRequestId, releaseId });
  state.status = 'done';
  releaseIs(releaseStatus);
  await confirmed;
  await condition(allHandlersFinished);
  return state;
}
