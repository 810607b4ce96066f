import { ActivityFailure, proxyActivities, setHandler, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { presaveStateQuery, type PresaveWorkflowInput, type PresaveWorkflowState } from '../contracts';
import { DATABASE_ACTIVITY } from './activity-options';

const { presaveSchedule, pendingPresaveSubscribers, failPresaveSubscriber, completePresaveCampaign } = proxyActivities<Activities>(DATABASE_ACTIVITY);

/**
 * One fan's save at a provider: retried for about a day (a release often reaches a provider's catalogue hours after
 * its date), and after a 429 no sooner than the provider's Retry-After (the activity's failure carries it).
 */
const { presaveForSubscriber } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '30 seconds', backoffCoefficient: 2, maximumInterval: '2 hours', maximumAttempts: 15 },
});

/** Subscribers saved at once, so one fan's long wait does not hold up the others while staying gentle with the limits. */
const PARALLEL = 4;

/**
 * A pre-save campaign: sleeps until the release goes live (reading its date again after each sleep, as it may move),
 * then saves the release and follows its artist for every subscriber, each reported saved, revoked or failed; its
 * result counts every subscriber's outcome, those who revoked before release day included.
 */
export async function presaveWorkflow(input: PresaveWorkflowInput): Promise<PresaveWorkflowState> {
  const { campaignId } = input;
  const state: PresaveWorkflowState = { campaignId, status: 'waiting', liveAt: null, saved: 0, failed: 0, revoked: 0 };
  setHandler(presaveStateQuery, () => state);

  for (;;) {
    const { liveAt } = await presaveSchedule({ campaignId });
    state.liveAt = liveAt;
    if (liveAt === null) {
      state.status = 'called_off';
      return state;
    }
    const remaining = Date.parse(liveAt) - Date.now();
    if (remaining <= 0) break;
    await sleep(remaining);
  }

  state.status = 'saving';
  const { subscriberIds } = await pendingPresaveSubscribers({ campaignId });
  const queue = [...subscriberIds];
  async function lane(): Promise<void> {
    for (let subscriberId = queue.shift(); subscriberId; subscriberId = queue.shift()) {
      try {
        await presaveForSubscriber({ subscriberId });
      } catch (error) {
        const message = error instanceof ActivityFailure && error.cause ? error.cause.message : String(error);
        await failPresaveSubscriber({ subscriberId, message });
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  Object.assign(state, await completePresaveCampaign({ campaignId }), { status: 'done' });
  return state;
}
