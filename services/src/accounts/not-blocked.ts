import type { Prisma } from '@slipcase/db';

/**
 * `isBlocked` (domain/src/account-blocks.ts) as a query: the accounts that are neither frozen nor banned. Public
 * lists and lookups keep to these; change the rule there, here and in not-blocked-sql.ts together. Types only: the
 * CLI loads this without the database client.
 */
export const NOT_BLOCKED = { freeze: false, banned: false } as const satisfies Prisma.UserWhereInput;
