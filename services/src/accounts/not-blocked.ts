import { Prisma } from '@slipcase/db';

/**
 * `isBlocked` (domain/src/account-blocks.ts) as a query: the accounts that are neither frozen nor banned. Public
 * lists and lookups keep to these; change the rule there and here together.
 */
export const NOT_BLOCKED = { freeze: false, banned: false } as const satisfies Prisma.UserWhereInput;

/** The same for raw SQL, on the users table under `alias`. */
export function notBlockedSql(alias: string): Prisma.Sql {
  const user = Prisma.raw(alias);
  return Prisma.sql`${user}.freeze = false AND ${user}.banned = false`;
}
