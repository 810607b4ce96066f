import type { DbClient } from '@slipcase/db';
import { accountKey, artistBalance, pendingPayee } from '../../ledger/accounts';

/**
 * The ledger accounts whose statement entries are the user's: their balance, and the accounts that held their
 * split shares under their e-mail before they accepted (an accepted share names them): the claim that moved that
 * money over is one sum, so the items' own entries are those.
 */
export async function viewerAccountKeys(db: DbClient, userId: string): Promise<string[]> {
  const shares = await db.splitPayee.findMany({ where: { userId }, select: { email: true }, distinct: ['email'] });
  return [accountKey(artistBalance(userId)), ...shares.map((share) => accountKey(pendingPayee(share.email)))];
}
