import type { PrismaClient } from '@slipcase/db';
import type { Settings } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { deliverRelease, type DeliverReleaseInput } from './deliver-release';
import { transitionRelease, type TransitionReleaseInput } from './transition-release';

export type { DeliverReleaseInput, DeliverReleaseResult } from './deliver-release';
export type { TransitionReleaseInput, TransitionResult } from './transition-release';

export interface ActivityDeps {
  prisma: PrismaClient;
  stores: readonly StorePlugin[];
  settings: Settings;
  /** Root of uploaded media; releases store keys relative to it. */
  storageDir: string;
}

export function createActivities(deps: ActivityDeps) {
  return {
    transitionRelease: (input: TransitionReleaseInput) => transitionRelease(deps.prisma, input),
    deliverRelease: (input: DeliverReleaseInput) => deliverRelease(deps, input),
  };
}

export type Activities = ReturnType<typeof createActivities>;
