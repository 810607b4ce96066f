import type { ServiceDeps } from '../deps';
import type { AccountMailer } from '../accounts/account-mail';

/** The feed event of a statement that credited the user; its `reason` holds the period. */
export const STATEMENT_READY_EVENT = 'statement_ready';

export type StatementReadyDeps = Pick<ServiceDeps, 'prisma' | 'now'> & {
  mail: Pick<AccountMailer, 'statementReady'>;
  /** Where the mail's link points: the installation's public address. */
  baseUrl: string;
};

/**
 * Tells every user a posted statement credited (owners and payees who accepted their split) that their statement
 * for its period is ready: one feed event and one mail each, once, however often this runs (a user is marked told
 * in the same database transaction as their event). A mail that fails is logged; the event stays.
 * Returns the users told this time.
 */
export async function notifyStatementReady(deps: StatementReadyDeps, input: { statementId: string }): Promise<string[]> {
  const { prisma, now } = deps;
  const statement = await prisma.statement.findUnique({ where: { id: input.statementId }, select: { id: true, period: true } });
  if (!statement) return [];
  const credited = await prisma.$queryRaw<{ userId: string }[]>`
    SELECT DISTINCT a."userId" FROM "LedgerEntry" e JOIN "LedgerAccount" a ON a.id = e."accountId"
    WHERE e."statementId" = ${statement.id} AND a.kind = 'artist' AND a."userId" IS NOT NULL AND e."amountMicros" <> 0
    ORDER BY a."userId"`;
  const told: string[] = [];
  for (const { userId } of credited) {
    const fresh = await prisma.$transaction(async (tx) => {
      const marked = await tx.statementNotice.createMany({ data: [{ statementId: statement.id, userId, createdAt: now }], skipDuplicates: true });
      if (marked.count === 0) return false;
      await tx.activityEvent.create({
        data: { ownerId: userId, actorRole: 'system', type: STATEMENT_READY_EVENT, reason: statement.period, createdAt: now },
      });
      return true;
    });
    if (fresh) told.push(userId);
  }
  const users = await prisma.user.findMany({ where: { id: { in: told } }, select: { id: true, email: true, name: true, language: true } });
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/royalties`;
  for (const user of users) {
    try {
      await deps.mail.statementReady({ email: user.email, name: user.name, language: user.language }, statement.period, link);
    } catch (error) {
      console.error(`The statement mail for ${statement.period} could not be sent`, error);
    }
  }
  return told;
}
