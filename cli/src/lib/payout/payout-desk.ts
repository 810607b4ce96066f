import { AppError, isAppError, parseAmountCents } from '@slipcase/domain';
import type { PayoutStatus, RequestedPayout } from '@slipcase/services/payouts/payout-status';

export type { PayoutStatus, RequestedPayout };

/** `slipcase payout`'s three actions, on the local database as `--as` or on the server signed in to. */
export interface PayoutDesk {
  request(amountCents: number): Promise<RequestedPayout>;
  cancel(payoutId: string): Promise<PayoutStatus>;
  status(payoutId: string): Promise<PayoutStatus>;
}

/** The amount typed (e.g. '25.00') in cents, or the refusal that says what an amount looks like. */
export function amountCentsOf(text: string): number {
  const cents = parseAmountCents(text);
  if (cents === null) {
    throw new AppError('invalid_amount', 'amount', {}, `Not a valid amount: ${text}. Give a positive amount with at most two decimals, e.g. 25.00`);
  }
  return cents;
}

/** Runs a call about one payout; its not found (locally `payoutId`, from `/v1` the path's `id`) names the payout. */
export async function aboutPayout<T>(payoutId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found' && (error.field === 'payoutId' || error.field === 'id')) {
      throw new AppError('not_found', 'payoutId', { payoutId }, `Payout ${payoutId} not found`);
    }
    throw error;
  }
}
