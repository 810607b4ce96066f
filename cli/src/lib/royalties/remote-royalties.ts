import type { RoyaltiesSummaryJson } from '@slipcase/api-contract/ledger-schemas';
import type { AccountPayoutsJson } from '@slipcase/api-contract/payout-schemas';
import { balanceCents } from '@slipcase/domain';
import { remoteUsername } from '../remote/account';
import type { ApiClient } from '../remote/api-client';
import type { RoyaltiesReader } from './royalties-report';

/** The report from `GET /v1/royalties` and `GET /v1/payouts`, to the cent by the rule the local one uses. */
export function remoteRoyalties(api: ApiClient): RoyaltiesReader {
  return {
    async report() {
      const [user, money, payouts] = await Promise.all([
        remoteUsername(api),
        api.request<RoyaltiesSummaryJson>('GET', 'royalties'),
        api.request<AccountPayoutsJson>('GET', 'payouts'),
      ]);
      const cents = balanceCents({
        availableMicros: BigInt(money.availableMicros),
        pendingMicros: BigInt(money.pendingMicros),
        paidMicros: BigInt(money.paidMicros),
        // The wire gives what is owed as a positive amount; the ledger keeps it at or below zero.
        owedMicros: -BigInt(money.owedMicros),
        lifetimeMicros: BigInt(money.lifetimeMicros),
      });
      return { user, currency: money.currency, ...cents, ...payouts };
    },
  };
}
