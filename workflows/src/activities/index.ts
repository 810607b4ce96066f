import type { PrismaClient } from '@slipcase/db';
import type { Settings } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { deliverRelease, type DeliverReleaseInput } from './deliver-release';
import { transitionRelease, type TransitionReleaseInput } from './transition-release';
import { alertOverdueReview, type OverdueReviewInput } from './alert-overdue-review';
import { reviewRelease, type ReviewReleaseInput } from './review-release';
import {
  beginTakedown,
  cancelTakedownRequest,
  completeTakedown,
  type CancelTakedownInput,
  type TakedownRequestInput,
} from './takedown';
import { railsFromEnv } from '../payments/rails-from-env';
import type { PayoutRails } from '../payments/rail';
import { cancelPayout, failPayout, payPayout, type FailPayoutInput, type PayoutInput } from './payouts';

export type { DeliverReleaseInput, DeliverReleaseResult } from './deliver-release';
export type { TransitionReleaseInput, TransitionResult } from './transition-release';
export type { OverdueReviewInput } from './alert-overdue-review';
export type { ReviewReleaseInput } from './review-release';
export type { CancelTakedownInput, TakedownRequestInput } from './takedown';
export type { FailPayoutInput, PaidPayout, PayoutInput } from './payouts';

export interface ActivityDeps {
  prisma: PrismaClient;
  stores: readonly StorePlugin[];
  settings: Settings;
  /** Root of uploaded media; releases store keys relative to it. */
  storageDir: string;
  /** Payout rails by method; railsFromEnv(process.env) when absent. */
  rails?: PayoutRails;
}

export function createActivities(deps: ActivityDeps) {
  const rails = deps.rails ?? railsFromEnv(process.env);
  return {
    transitionRelease: (input: TransitionReleaseInput) => transitionRelease(deps.prisma, input),
    deliverRelease: (input: DeliverReleaseInput) => deliverRelease(deps, input),
    reviewRelease: (input: ReviewReleaseInput) => reviewRelease(deps.prisma, input),
    alertOverdueReview: (input: OverdueReviewInput) => alertOverdueReview(deps.prisma, input),
    /** The settings the release workflow's timers follow, as this worker is configured. */
    lifecycleSettings: async (): Promise<Pick<Settings, 'reopeningWindowDays'>> => ({
      reopeningWindowDays: deps.settings.reopeningWindowDays,
    }),
    cancelTakedownRequest: (input: CancelTakedownInput) => cancelTakedownRequest(deps.prisma, input),
    beginTakedown: (input: TakedownRequestInput) => beginTakedown(deps.prisma, input),
    completeTakedown: (input: TakedownRequestInput) => completeTakedown(deps.prisma, input),
    payPayout: (input: PayoutInput) => payPayout({ prisma: deps.prisma, rails }, input),
    failPayout: (input: FailPayoutInput) => failPayout(deps.prisma, input),
    cancelPayout: (input: PayoutInput) => cancelPayout(deps.prisma, input),
  };
}

export type Activities = ReturnType<typeof createActivities>;
