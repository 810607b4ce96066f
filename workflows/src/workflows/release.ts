import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  uuid4,
} from '@temporalio/workflow';
import type { Actor, ReleaseStatus } from '@slipcase/domain';
import type { Activities } from '../activities';
import {
  DEFAULT_STORE_IDS,
  RELEASE_STATUS_ATTRIBUTE,
  approveUpdate,
  releaseStateQuery,
  type Channel,
  type DeliveryState,
  type ReleaseWorkflowInput,
  type ReleaseWorkflowState,
  type ReviewDecision,
} from '../contracts';

// Database writes: retried until the database answers again; business refusals are non-retryable failures.
const { transitionRelease } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

// A store may be down for a while: back off up to half an hour, give up after about four hours.
const { deliverRelease } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '30 minutes', maximumAttempts: 12 },
});

/** A release from submission to publication: review by an operator, then delivery to every chosen store. */
export async function releaseWorkflow(input: ReleaseWorkflowInput): Promise<ReleaseWorkflowState> {
  const { releaseId } = input;
  const deliveries: DeliveryState[] = (input.stores ?? DEFAULT_STORE_IDS).map((store) => ({ store, status: 'pending' }));
  const state: ReleaseWorkflowState = { releaseId, status: 'draft', deliveries };
  let decision: ReviewDecision | undefined;

  async function move(to: ReleaseStatus, actor: Actor, by?: { actorId: string; via?: Channel; reason?: string }): Promise<void> {
    await transitionRelease({ releaseId, to, actor, ...by });
    state.status = to;
    upsertSearchAttributes([{ key: RELEASE_STATUS_ATTRIBUTE, value: to }]);
  }

  setHandler(releaseStateQuery, () => state);
  setHandler(
    approveUpdate,
    async (approval) => {
      // Two approvals can pass the validator in the same workflow task; only the first one counts.
      if (decision) throw ApplicationFailure.nonRetryable('The release has already been approved', 'invalid_transition');
      decision = approval;
      try {
        await move('in_process', 'operator', { actorId: approval.operatorId, via: approval.via, reason: approval.note });
      } catch (error) {
        decision = undefined;
        throw error;
      }
      return state;
    },
    {
      validator: (approval: ReviewDecision) => {
        if (state.status !== 'in_review' || decision) {
          throw ApplicationFailure.nonRetryable(
            `Release ${releaseId} cannot be approved by ${approval.operatorId} while ${decision ? 'being approved' : state.status}`,
            'invalid_transition',
          );
        }
      },
    },
  );

  upsertSearchAttributes([{ key: RELEASE_STATUS_ATTRIBUTE, value: state.status }]);
  await move('submitted', 'artist', { actorId: input.submittedBy, via: input.via });
  await move('in_review', 'system');
  await condition(() => state.status === 'in_process');

  await Promise.all(
    deliveries.map(async (delivery) => {
      delivery.status = 'delivering';
      try {
        const result = await deliverRelease({ releaseId, store: delivery.store, deliveryId: uuid4() });
        delivery.status = 'delivered';
        delivery.location = result.location;
      } catch (error) {
        delivery.status = 'failed';
        throw error;
      }
    }),
  );
  await move('published', 'system');
  await condition(allHandlersFinished);
  return state;
}
