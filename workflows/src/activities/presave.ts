import { ApplicationFailure } from '@temporalio/common';
import type { StreamingDeps } from '@slipcase/services/presave/presave-deps';
import * as presave from '@slipcase/services/presave/release-day';
import { ProviderRateLimited } from '@slipcase/services/streaming/provider';
import { refusingWithoutRetry } from './refusal';

/**
 * The release-day activities over the pre-save services. A 429 fails the attempt with the provider's Retry-After as
 * the next retry's delay, so the retry never comes sooner than the provider asked.
 */
export function presaveActivities(deps: Omit<StreamingDeps, 'now'>) {
  const at = () => ({ ...deps, now: new Date() });
  return {
    presaveSchedule: (input: { campaignId: string }) => refusingWithoutRetry(() => presave.presaveSchedule(at(), input)),
    pendingPresaveSubscribers: (input: { campaignId: string }) => refusingWithoutRetry(() => presave.pendingPresaveSubscribers(at(), input)),
    presaveForSubscriber: (input: { subscriberId: string }) =>
      refusingWithoutRetry(async () => {
        try {
          return await presave.presaveForSubscriber(at(), input);
        } catch (error) {
          if (error instanceof ProviderRateLimited) {
            throw ApplicationFailure.create({ message: error.message, type: 'rate_limited', nextRetryDelay: error.retryAfterMs });
          }
          throw error;
        }
      }),
    failPresaveSubscriber: (input: { subscriberId: string; message: string }) => refusingWithoutRetry(() => presave.failPresaveSubscriber(at(), input)),
    completePresaveCampaign: (input: { campaignId: string }) => refusingWithoutRetry(() => presave.completePresaveCampaign(at(), input)),
  };
}
