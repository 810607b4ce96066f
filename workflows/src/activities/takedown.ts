import type { PrismaClient } from '@slipcase/db';
import * as takedowns from '@slipcase/services/lifecycle/takedown-processing';
import type { CancelTakedownInput, TakedownRequestInput } from '@slipcase/services/lifecycle/takedown-processing';
import { refusingWithoutRetry } from './refusal';

export type { CancelTakedownInput, TakedownRequestInput };

/** The activities over the takedown's services: what they refuse fails without retry. */
export const cancelTakedownRequest = (prisma: PrismaClient, input: CancelTakedownInput) =>
  refusingWithoutRetry(() => takedowns.cancelTakedownRequest(prisma, input));
export const beginTakedown = (prisma: PrismaClient, input: TakedownRequestInput) => refusingWithoutRetry(() => takedowns.beginTakedown(prisma, input));
export const completeTakedown = (prisma: PrismaClient, input: TakedownRequestInput) =>
  refusingWithoutRetry(() => takedowns.completeTakedown(prisma, input));
