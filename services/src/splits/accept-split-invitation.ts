import type { DbClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';
import { sha256 } from '../accounts/auth-tokens';
import type { ServiceDeps } from '../deps';
import { accountKey, artistBalance, owedBy, pendingPayee } from '../ledger/accounts';
import { postTransaction } from '../ledger/post-transaction';
import { settleOwed } from '../ledger/settle-owed';

export interface AcceptedInvitation {
  email: string;
  /** Money that had accrued for the address before, now in the user's balance (US dollar millionths). */
  movedMicros: bigint;
  /** How many split shares now credit the user directly. */
  linkedShares: number;
}

/**
 * Accepts a split invitation as the signed-in user, whose e-mail must be the one invited. Every share of that
 * address (in any split) is linked to the user, and what accrued for the address while it had no account moves
 * to their balance in one balanced `payee_claim` transaction. Accepting again does no harm: it links and moves
 * whatever came in since.
 */
export async function acceptSplitInvitation(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { userId: string; token: string }): Promise<AcceptedInvitation> {
  const invited = input.token ? await deps.prisma.splitPayee.findUnique({ where: { inviteTokenHash: sha256(input.token) }, select: { email: true, userId: true } }) : null;
  if (!invited || (invited.userId !== null && invited.userId !== input.userId)) throw new AppError('split_invitation_invalid', 'token');
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: input.userId }, select: { email: true } });
  if (user.email.trim().toLowerCase() !== invited.email) throw new AppError('split_invitation_other_email', 'token');
  const email = invited.email;
  return deps.prisma.$transaction(async (tx) => {
    const linked = await tx.splitPayee.updateMany({ where: { email, userId: null }, data: { userId: input.userId, acceptedAt: deps.now } });
    // The account's row is locked so a posting crediting it at the same moment waits and is not lost.
    const [pending] = await tx.$queryRaw<{ balanceMicros: bigint }[]>`
      SELECT "balanceMicros" FROM "LedgerAccount" WHERE key = ${accountKey(pendingPayee(email))} FOR UPDATE`;
    const movedMicros = pending && pending.balanceMicros > 0n ? pending.balanceMicros : 0n;
    if (movedMicros > 0n) {
      await postTransaction(tx, {
        kind: 'payee_claim',
        memo: `Split payee ${email} accepted`,
        entries: [
          { account: pendingPayee(email), amountMicros: -movedMicros },
          { account: artistBalance(input.userId), amountMicros: movedMicros },
        ],
      });
    }
    await claimOwed(tx, email, input.userId);
    return { email, movedMicros, linkedShares: linked.count };
  });
}

/**
 * What a refund left the e-mail's payee owing becomes the user's to pay back from their earnings (decision 033): it
 * moves to them, and their balance settles it at once.
 */
async function claimOwed(tx: DbClient, email: string, userId: string): Promise<void> {
  const owed = await tx.ledgerAccount.findUnique({ where: { key: accountKey(owedBy({ email })) }, select: { balanceMicros: true } });
  if (!owed || owed.balanceMicros >= 0n) return;
  await postTransaction(tx, {
    kind: 'payee_claim',
    memo: `What split payee ${email} owed, now owed by the account that accepted`,
    entries: [
      { account: owedBy({ email }), amountMicros: -owed.balanceMicros },
      { account: owedBy({ userId }), amountMicros: owed.balanceMicros },
    ],
  });
  await settleOwed(tx);
}
