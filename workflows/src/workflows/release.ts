import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
  uuid4,
  workflowInfo,
} from '@temporalio/workflow';
import {
  REVIEW_BUSINESS_DAYS,
  businessDaysLater,
  checkRejection,
  reopeningDeadline,
  type Actor,
  type ReleaseStatus,
} from '@slipcase/domain';
import type { Activities } from '../activities';
import {
  DEFAULT_STORE_IDS,
  RELEASE_STATUS_ATTRIBUTE,
  STORE_ATTRIBUTE,
  approveUpdate,
  rejectUpdate,
  releaseChangedSignal,
  releaseStateQuery,
  releaseWorkflowId,
  reopenUpdate,
  reviewReachedUpdate,
  type Channel,
  type DeliveryState,
  type RejectionDecision,
  type ReleaseWorkflowInput,
  type ReleaseWorkflowState,
  type ReopenRequest,
  type ReviewDecision,
} from '../contracts';
import { DATABASE_ACTIVITY, DATABASE_LOCAL_ACTIVITY } from './activity-options';
import { deliverAsActivities, deliverToStores } from './deliver-to-stores';
import { acceptDeliveryRetries } from './delivery-retries';
import { awaitReleaseDate } from './release-date';

const { transitionRelease, reviewRelease, alertOverdueReview, lifecycleSettings, recordStoreLinks } = proxyActivities<Activities>(DATABASE_ACTIVITY);
const local = proxyLocalActivities<Activities>(DATABASE_LOCAL_ACTIVITY);

type Decision = 'approve' | 'reject' | 'reopen';
const DONE: Record<Decision, string> = { approve: 'approved', reject: 'rejected', reopen: 'reopened' };

const iso = (ms: number): string => new Date(ms).toISOString();

/** Statuses the workflow leaves for "in review" by itself, without waiting for anyone. */
const ON_THE_WAY_TO_REVIEW: readonly ReleaseStatus[] = ['draft', 'submitted', 'reopened'];

/**
 * A release from submission to publication: review by an operator (alerted when it takes longer than the
 * review's business days), rejection and reopening as often as it takes, expiry when a rejected release is not
 * reopened in time, then delivery to every chosen store; approved once every store took it, published (live) on
 * its release date.
 */
export async function releaseWorkflow(input: ReleaseWorkflowInput): Promise<ReleaseWorkflowState> {
  const { releaseId } = input;
  // Workflows started before 2026-11-24 keep moving the status with (scheduled) activities, as their histories say.
  const locally = patched('release-local-transitions-2026-11');
  let moves = 0;
  const state: ReleaseWorkflowState = {
    releaseId,
    status: 'draft',
    deliveries: (input.stores ?? DEFAULT_STORE_IDS).map((store): DeliveryState => ({ store, status: 'pending' })),
  };
  /** The decision being recorded: one at a time, as two can pass their validators in the same workflow task. */
  let pending: Decision | undefined;
  /** Workflow time until which a rejected release may be reopened. */
  let reopenBy = 0;

  function entered(to: ReleaseStatus): void {
    state.status = to;
    if (to !== 'in_review') delete state.reviewOverdueSince;
    upsertSearchAttributes([{ key: RELEASE_STATUS_ATTRIBUTE, value: to }]);
  }

  async function move(to: ReleaseStatus, actor: Actor, by?: { actorId: string; via?: Channel; reason?: string }): Promise<void> {
    if (locally) await local.transitionRelease({ releaseId, to, actor, ...by, moveId: `${workflowInfo().runId}:${++moves}` });
    else await transitionRelease({ releaseId, to, actor, ...by });
    entered(to);
  }

  /**
   * Throws the refusal when `decision` by `who` is not possible now; used by validators and again by handlers. A
   * validator (`early`) lets a review decision through while the workflow is still moving the release into review
   * by itself: the database may say "in review" before the workflow has recorded the move (a local activity's
   * write comes before its workflow task completes, and is done again after a worker crash); the handler waits.
   */
  function check(decision: Decision, who: string, status: ReleaseStatus, early = false): void {
    const arriving = early && status === 'in_review' && ON_THE_WAY_TO_REVIEW.includes(state.status);
    const why = pending
      ? `while another decision (${pending}) is being recorded`
      : state.status !== status && !arriving
        ? `while ${state.status}`
        : decision === 'reopen' && Date.now() >= reopenBy
          ? `after its reopening window closed (${iso(reopenBy)})`
          : undefined;
    if (why) throw ApplicationFailure.nonRetryable(`Release ${releaseId} cannot be ${DONE[decision]} by ${who} ${why}`, 'invalid_transition');
  }

  async function exclusively(decision: Decision, record: () => Promise<void>): Promise<ReleaseWorkflowState> {
    pending = decision;
    try {
      await record();
    } finally {
      pending = undefined;
    }
    return state;
  }

  /** Until the workflow has moved the release into review (at once when it has). */
  const reviewReached = () => condition(() => !ON_THE_WAY_TO_REVIEW.includes(state.status));

  setHandler(releaseStateQuery, () => state);
  /** Bumped by each releaseChanged signal: the wait for the release date reads the date again. */
  const changes = { count: 0 };
  setHandler(releaseChangedSignal, () => void changes.count++);
  const retries = acceptDeliveryRetries(releaseWorkflowId(releaseId), { releaseId, kind: 'new' }, () => state.deliveries, input.labels);
  setHandler(reviewReachedUpdate, async () => {
    await reviewReached();
    return state;
  });
  setHandler(
    approveUpdate,
    async (approval) => {
      await reviewReached();
      check('approve', approval.operatorId, 'in_review');
      return exclusively('approve', async () => {
        await reviewRelease({ reviewId: uuid4(), releaseId, decision: 'approved', reasonCodes: [], ...approval });
        entered('in_process');
      });
    },
    { validator: (approval: ReviewDecision) => check('approve', approval.operatorId, 'in_review', true) },
  );
  setHandler(
    rejectUpdate,
    async (rejection) => {
      await reviewReached();
      check('reject', rejection.operatorId, 'in_review');
      return exclusively('reject', async () => {
        const settings = await lifecycleSettings();
        await reviewRelease({ reviewId: uuid4(), releaseId, decision: 'rejected', ...rejection });
        const rejectedAt = Date.now();
        reopenBy = reopeningDeadline({ rejectedAt: new Date(rejectedAt), settings }).getTime();
        state.rejection = {
          reasonCodes: rejection.reasonCodes,
          ...(rejection.note && { note: rejection.note }),
          operatorId: rejection.operatorId,
          rejectedAt: iso(rejectedAt),
          reopenBy: iso(reopenBy),
        };
        entered('rejected');
      });
    },
    {
      validator: (rejection: RejectionDecision) => {
        const [problem] = checkRejection({ reasonCodes: rejection.reasonCodes });
        if (problem) {
          throw ApplicationFailure.nonRetryable(`Invalid rejection: ${problem.code} (${problem.field})`, problem.code, problem);
        }
        check('reject', rejection.operatorId, 'in_review', true);
      },
    },
  );
  setHandler(
    reopenUpdate,
    async (request) => {
      check('reopen', request.userId, 'rejected');
      return exclusively('reopen', async () => {
        await move('reopened', 'artist', { actorId: request.userId, via: request.via });
        delete state.rejection;
        // Nothing was delivered before the rejection: the fixed release goes to the stores chosen now.
        if (request.stores) state.deliveries = request.stores.map((store): DeliveryState => ({ store, status: 'pending' }));
        if (request.stores && input.labels) upsertSearchAttributes([{ key: STORE_ATTRIBUTE, value: request.stores }]);
      });
    },
    { validator: (request: ReopenRequest) => check('reopen', request.userId, 'rejected') },
  );

  /** Waits for the operator's decision; alerts the operators once the review's business days have passed. */
  async function awaitDecision(): Promise<void> {
    const since = Date.now();
    const dueAt = businessDaysLater(new Date(since), REVIEW_BUSINESS_DAYS).getTime();
    const decided = () => state.status !== 'in_review';
    if (!(await condition(decided, dueAt - since))) {
      state.reviewOverdueSince = iso(dueAt);
      await alertOverdueReview({ eventId: uuid4(), releaseId, inReviewSince: iso(since), dueAt: iso(dueAt) });
      await condition(decided);
    }
  }

  /** True once the artist reopened the release; false when its reopening window closed first. */
  async function awaitReopening(): Promise<boolean> {
    for (;;) {
      // A reopening being recorded when the window closes still counts: its validator accepted it in time.
      await condition(() => pending === undefined);
      if (state.status !== 'rejected') return true;
      const remaining = reopenBy - Date.now();
      if (remaining <= 0) return false;
      await condition(() => state.status !== 'rejected' || pending !== undefined, remaining);
    }
  }

  upsertSearchAttributes([{ key: RELEASE_STATUS_ATTRIBUTE, value: state.status }]);
  await move('submitted', 'artist', { actorId: input.submittedBy, via: input.via });
  for (;;) {
    await move('in_review', 'system');
    await awaitDecision();
    if (state.status === 'in_process') break;
    if (!(await awaitReopening())) {
      await move('expired', 'system');
      await condition(allHandlersFinished);
      return state;
    }
  }

  if (patched('release-delivery-children-2026-11')) {
    await deliverToStores(releaseWorkflowId(releaseId), releaseId, 'new', state.deliveries, { labels: input.labels, retries });
  } else {
    await deliverAsActivities(releaseId, 'new', state.deliveries);
  }
  // Every store took it; it goes live on its release date. Workflows started before 2026-11-27 published at once.
  if (patched('release-live-on-date-2026-11')) {
    await move('approved', 'system');
    await awaitReleaseDate(releaseId, changes, (liveAt) => (state.liveAt = liveAt));
    delete state.liveAt;
    await move('published', 'system');
    await recordStoreLinks({ releaseId });
  } else {
    await move('published', 'system');
  }
  await condition(allHandlersFinished);
  return state;
}
