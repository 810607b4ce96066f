import { AppError } from '@slipcase/domain';
import { sha256 } from '../accounts/auth-tokens';
import type { ServiceDeps } from '../deps';
import { accountKey, artistBalance, pendingPayee } from '../ledger/accounts';
import { postTransaction } from '../ledger/post-transaction';

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
    return { email, movedMicros, linkedShares: linked.count };
  });
}
