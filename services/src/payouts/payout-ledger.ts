import type { DbClient } from '@slipcase/db';
import { centsToMicros } from '@slipcase/domain';
import { artistBalance, payoutsHeld, payoutsPaid, type AccountRef } from '../ledger/accounts';
import { postTransaction } from '../ledger/post-transaction';
import { settleOwed } from '../ledger/settle-owed';

interface PayoutMoney {
  id: string;
  userId: string;
  amountCents: number;
}

function move(db: DbClient, payout: PayoutMoney, kind: 'withdrawal' | 'withdrawal_paid' | 'withdrawal_returned', from: AccountRef, to: AccountRef) {
  const amountMicros = centsToMicros(payout.amountCents);
  return postTransaction(db, {
    kind,
    payoutId: payout.id,
    entries: [
      { account: from, amountMicros: -amountMicros },
      { account: to, amountMicros },
    ],
  });
}

/** A requested withdrawal takes its amount from the balance and holds it until it is paid or given back. */
export const holdPayout = (db: DbClient, payout: PayoutMoney) => move(db, payout, 'withdrawal', artistBalance(payout.userId), payoutsHeld(payout.userId));

/** A paid withdrawal leaves the platform. */
export const settlePayout = (db: DbClient, payout: PayoutMoney) => move(db, payout, 'withdrawal_paid', payoutsHeld(payout.userId), payoutsPaid(payout.userId));

/** A failed or cancelled withdrawal gives its amount back to the balance, which first pays back anything owed. */
export async function returnPayout(db: DbClient, payout: PayoutMoney): Promise<void> {
  await move(db, payout, 'withdrawal_returned', payoutsHeld(payout.userId), artistBalance(payout.userId));
  await settleOwed(db);
}
