import type { PrismaClient } from '@slipcase/db';
import { acknowledgingStores, type StorePlugin } from '@slipcase/plugin-contract';
import * as takedowns from '@slipcase/services/lifecycle/takedown-processing';
import type { CancelTakedownInput, TakedownRequestInput } from '@slipcase/services/lifecycle/takedown-processing';
import { refusingWithoutRetry } from './refusal';

export type { CancelTakedownInput, TakedownRequestInput };

/** The activities over the takedown's services: what they refuse fails without retry. */
export const cancelTakedownRequest = (prisma: PrismaClient, input: CancelTakedownInput) =>
  refusingWithoutRetry(() => takedowns.cancelTakedownRequest({ prisma, now: new Date() }, input));

export interface BegunTakedown {
  stores: string[];
  /** Those of `stores` that acknowledge what they receive: the takedown waits for their confirmation. */
  acknowledging?: string[];
}

export async function beginTakedown(
  deps: { prisma: PrismaClient; stores: readonly StorePlugin[] },
  input: TakedownRequestInput,
): Promise<BegunTakedown> {
  const { stores } = await refusingWithoutRetry(() => takedowns.beginTakedown(deps.prisma, input));
  const acknowledging = new Set(acknowledgingStores(deps.stores));
  return { stores, acknowledging: stores.filter((store) => acknowledging.has(store)) };
}

export const completeTakedown = (prisma: PrismaClient, input: TakedownRequestInput) =>
  refusingWithoutRetry(() => takedowns.completeTakedown({ prisma, now: new Date() }, input));
