import type { BalanceCents } from '@slipcase/domain';
import type { AccountPayouts } from '@slipcase/services/payouts/account-payouts';

/** What `slipcase royalties` shows, the same read from the local database or from the server signed in to. */
export interface RoyaltiesReport extends BalanceCents, AccountPayouts {
  user: string;
  currency: string;
}

/** Where `slipcase royalties` reads: the local database as `--as`, or the server as the token's account. */
export interface RoyaltiesReader {
  report(): Promise<RoyaltiesReport>;
}
