import { log } from '@temporalio/activity';
import type { PrismaClient } from '@slipcase/db';
import { recordUnconfirmedTakedown, type UnconfirmedTakedownInput } from '@slipcase/services/deliveries/unconfirmed-takedown';
import { refusingWithoutRetry } from './refusal';

export type { UnconfirmedTakedownInput };

/** Raises the stores that have not confirmed a takedown in time (recordUnconfirmedTakedown), and warns in the worker's log. */
export async function alertUnconfirmedTakedown(prisma: PrismaClient, input: UnconfirmedTakedownInput): Promise<{ stores: string[] }> {
  const result = await refusingWithoutRetry(() => recordUnconfirmedTakedown(prisma, input));
  if (result.stores.length > 0) log.warn('Takedown not confirmed in time', { releaseId: input.releaseId, stores: result.stores });
  return result;
}
