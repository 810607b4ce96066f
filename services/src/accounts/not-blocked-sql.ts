import { Prisma } from '@slipcase/db';

/** NOT_BLOCKED (not-blocked.ts) for raw SQL, on the users table under `alias`. */
export function notBlockedSql(alias: string): Prisma.Sql {
  const user = Prisma.raw(alias);
  return Prisma.sql`${user}.freeze = false AND ${user}.banned = false`;
}
