import type { PayoutStatusJson, RequestedPayoutJson } from '@slipcase/api-contract/payout-schemas';
import type { ApiClient } from '../remote/api-client';
import { aboutPayout, type PayoutDesk } from './payout-desk';

/** The payout actions through `/v1` as the token's account: another account's payout is not found. */
export function remotePayouts(api: ApiClient): PayoutDesk {
  const path = (payoutId: string) => `payouts/${encodeURIComponent(payoutId)}`;
  return {
    request: (amountCents) => api.request<RequestedPayoutJson>('POST', 'payouts', { json: { amountCents } }),
    cancel: (payoutId) => aboutPayout(payoutId, () => api.request<PayoutStatusJson>('POST', `${path(payoutId)}/cancel`)),
    status: (payoutId) => aboutPayout(payoutId, () => api.request<PayoutStatusJson>('GET', path(payoutId))),
  };
}
