import { ApplicationFailure, allHandlersFinished, condition, getExternalWorkflowHandle, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities';
import {
  approveRevisionUpdate,
  rejectRevisionUpdate,
  releaseChangedSignal,
  releaseUpdateStateQuery,
  releaseUpdateWorkflowId,
  releaseWorkflowId,
  type DeliveryState,
  type ReleaseUpdateState,
  type ReleaseUpdateWorkflowInput,
  type ReviewDecision,
} from '../contracts';
import { DATABASE_ACTIVITY } from './activity-options';
import { deliverToStores } from './deliver-to-stores';

const { recordRevisionDecision, applyRevision, finishRevision } = proxyActivities<Activities>(DATABASE_ACTIVITY);

/**
 * An update of a release the stores have: an operator's review when it needs one (the stores keep the live
 * version meanwhile, and keep it when rejected), then the revision is applied to the release and each store that
 * has the release gets one update delivery, as a child workflow of its own.
 */
export async function releaseUpdateWorkflow(input: ReleaseUpdateWorkflowInput): Promise<ReleaseUpdateState> {
  const { releaseId, revisionId, revisionNo } = input;
  const state: ReleaseUpdateState = { releaseId, revisionId, status: input.needsReview ? 'pending_review' : 'approved', deliveries: [] };
  /** A decision being recorded: one at a time, as two can pass their validators in the same workflow task. */
  let deciding = false;

  function checkDecidable(decision: ReviewDecision): void {
    const why = deciding ? 'while another decision is being recorded' : state.status !== 'pending_review' ? `once ${state.status}` : undefined;
    if (why) {
      throw ApplicationFailure.nonRetryable(
        `Update ${revisionNo} of release ${releaseId} cannot be decided by ${decision.operatorId} ${why}`,
        'invalid_transition',
      );
    }
  }

  async function decide(outcome: 'approved' | 'rejected', decision: ReviewDecision): Promise<ReleaseUpdateState> {
    checkDecidable(decision);
    deciding = true;
    try {
      await recordRevisionDecision({ revisionId, decision: outcome, ...decision });
      state.status = outcome;
    } finally {
      deciding = false;
    }
    return state;
  }

  setHandler(releaseUpdateStateQuery, () => state);
  setHandler(approveRevisionUpdate, (decision) => decide('approved', decision), { validator: checkDecidable });
  setHandler(rejectRevisionUpdate, (decision) => decide('rejected', decision), { validator: checkDecidable });

  await condition(() => !deciding && state.status !== 'pending_review');
  if (state.status === 'rejected') {
    await condition(allHandlersFinished);
    return state;
  }

  const applied = await applyRevision({ revisionId });
  state.status = 'delivering';
  if (applied.releaseDateChanged) {
    // The release waiting for its date reads the new one; once it is live (its workflow done) there is no one to tell.
    await getExternalWorkflowHandle(releaseWorkflowId(releaseId))
      .signal(releaseChangedSignal)
      .catch(() => undefined);
  }
  state.deliveries = applied.stores.map((store): DeliveryState => ({ store, status: 'pending' }));
  // Histories from before stores could be skipped carry no `skipped`.
  state.skipped = applied.skipped ?? [];
  try {
    await deliverToStores(releaseUpdateWorkflowId(releaseId, revisionNo), releaseId, 'update', state.deliveries, { labels: input.labels });
  } catch (error) {
    await finishRevision({ revisionId, status: 'failed' });
    state.status = 'failed';
    throw error;
  }
  await finishRevision({ revisionId, status: 'delivered' });
  state.status = 'delivered';
  await condition(allHandlersFinished);
  return state;
}
