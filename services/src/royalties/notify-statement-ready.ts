import type { ServiceDeps } from '../deps';
import type { AccountMailer } from '../accounts/account-mail';

/** The feed event of a month's statements that credited the user; its `reason` holds the period. */
export const STATEMENT_READY_EVENT = 'statement_ready';

/**
 * Records that a posted statement credited each of its users (owners and payees who accepted their split): a notice
 * each, once, however often this runs, and a feed event for the first statement of that month only (a user is marked
 * in the same database transaction as their event). The mail waits for `mailStatementsReady`, which sends one per
 * user and month listing the stores. Returns the users newly noticed.
 */
export async function notifyStatementReady(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { statementId: string }): Promise<string[]> {
  const { prisma, now } = deps;
  const statement = await prisma.statement.findUnique({ where: { id: input.statementId }, select: { id: true, period: true } });
  if (!statement) return [];
  const credited = await prisma.$queryRaw<{ userId: string }[]>`
    SELECT DISTINCT a."userId"
    FROM "LedgerTransaction" t JOIN "LedgerEntry" e ON e."transactionId" = t.id JOIN "LedgerAccount" a ON a.id = e."accountId"
    WHERE t."statementId" = ${statement.id} AND a.kind = 'artist' AND a."userId" IS NOT NULL AND e."amountMicros" <> 0
    ORDER BY a."userId"`;
  const told: string[] = [];
  for (const { userId } of credited) {
    const fresh = await prisma.$transaction(async (tx) => {
      const marked = await tx.statementNotice.createMany({ data: [{ statementId: statement.id, userId, createdAt: now }], skipDuplicates: true });
      if (marked.count === 0) return false;
      // Two stores' imports of the month may notice the same user at once: their row lock makes the second see the first's event.
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
      const month = await tx.activityEvent.findFirst({ where: { ownerId: userId, type: STATEMENT_READY_EVENT, reason: statement.period }, select: { id: true } });
      if (!month) {
        await tx.activityEvent.create({
          data: { ownerId: userId, actorRole: 'system', type: STATEMENT_READY_EVENT, reason: statement.period, createdAt: now },
        });
      }
      return true;
    });
    if (fresh) told.push(userId);
  }
  return told;
}

export type StatementReadyDeps = Pick<ServiceDeps, 'prisma' | 'now'> & {
  mail: Pick<AccountMailer, 'statementReady'>;
  /** Where the mail's link points: the installation's public address. */
  baseUrl: string;
  /** A store's name by id (its id when unknown). */
  storeName: (store: string) => string;
};

/**
 * One "Your statement for <month> is ready" mail per user for the statements of `period` noticed since their last
 * one, naming those statements' stores. Each notice is marked mailed in the statement that picks it (a row
 * taken by one run is skipped by another running at the same time), so no store is mailed twice; a mail that fails is
 * logged, not retried (the feed event stays). Returns the users mailed.
 */
export async function mailStatementsReady(deps: StatementReadyDeps, input: { period: string }): Promise<string[]> {
  const { prisma, now } = deps;
  const picked = await prisma.$queryRaw<{ userId: string; store: string }[]>`
    UPDATE "StatementNotice" n SET "mailedAt" = ${now} FROM "Statement" s
    WHERE s.id = n."statementId" AND s.period = ${input.period} AND n."mailedAt" IS NULL
    RETURNING n."userId", s.store`;
  const storesOf = new Map<string, Set<string>>();
  for (const { userId, store } of picked) storesOf.set(userId, (storesOf.get(userId) ?? new Set()).add(store));
  const users = await prisma.user.findMany({ where: { id: { in: [...storesOf.keys()] } }, select: { id: true, email: true, name: true, language: true }, orderBy: { id: 'asc' } });
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/royalties`;
  for (const user of users) {
    const stores = [...(storesOf.get(user.id) ?? [])].map(deps.storeName).sort((a, b) => a.localeCompare(b));
    try {
      await deps.mail.statementReady({ email: user.email, name: user.name, language: user.language }, input.period, link, stores);
    } catch (error) {
      console.error(`The statement mail for ${input.period} could not be sent`, error);
    }
  }
  return users.map((user) => user.id);
}

/** Whether a notice of `period` still waits for its mail (one posted while the month's mail was going out). */
export async function statementMailPending(deps: Pick<ServiceDeps, 'prisma'>, input: { period: string }): Promise<boolean> {
  const [waiting] = await deps.prisma.$queryRaw<{ one: number }[]>`
    SELECT 1 AS one FROM "StatementNotice" n JOIN "Statement" s ON s.id = n."statementId"
    WHERE s.period = ${input.period} AND n."mailedAt" IS NULL LIMIT 1`;
  return waiting !== undefined;
}
