import type { PrismaClient } from '@slipcase/db';
import { transitionRelease as moveReleaseNow, type TransitionReleaseInput, type TransitionResult } from '@slipcase/services/lifecycle/move-release';
import { refusingWithoutRetry } from './refusal';

export type { TransitionReleaseInput, TransitionResult };

/** The activity over the service transitionRelease: a move it refuses fails without retry. */
export function transitionRelease(prisma: PrismaClient, input: TransitionReleaseInput): Promise<TransitionResult> {
  return refusingWithoutRetry(() => moveReleaseNow({ prisma, now: new Date() }, input));
}
