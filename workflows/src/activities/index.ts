import type { PrismaClient } from '@slipcase/db';
import type { Settings } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { deliverRelease, type DeliverReleaseInput } from './deliver-release';
import { transitionRelease, type TransitionReleaseInput } from './transition-release';
import { railsFromEnv } from '../payments/rails-from-env';
import type { PayoutRails } from '../payments/rail';
import { cancelPayout, failPayout, payPayout, type FailPayoutInput, type PayoutInput } from './payouts';

export type { DeliverReleaseInput, DeliverReleaseResult } from './deliver-release';
export type { TransitionReleaseInput, TransitionResult } from './transition-release';
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
    payPayout: (input: PayoutInput) => payPayout({ prisma: deps.prisma, rails }, input),
    failPayout: (input: FailPayoutInput) => failPayout(deps.prisma, input),
    cancelPayout: (input: PayoutInput) => cancelPayout(deps.prisma, input),
  };
}

export type Activities = ReturnType<typeof createActivities>;
