import type { Prisma, PrismaClient } from './client';

/** A client or the client of an interactive transaction (`prisma.$transaction(async (tx) => ...)`). */
export type DbClient = PrismaClient | Prisma.TransactionClient;

/**
 * The next value of the counter `name` (1 for a counter never used), in one atomic statement: concurrent callers
 * never get the same value. With `count`, the first of that many consecutive values, all taken at once. Inside a
 * transaction the increment rolls back with it.
 */
export async function nextSequenceValue(db: DbClient, name: string, count = 1): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`A sequence gives at least one value, not ${count}.`);
  const rows = await db.$queryRaw<Array<{ value: number }>>`
    INSERT INTO "Sequence" ("name", "value") VALUES (${name}, ${count})
    ON CONFLICT ("name") DO UPDATE SET "value" = "Sequence"."value" + ${count}
    RETURNING "value"`;
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`Sequence ${name} returned no value.`);
  return value - count + 1;
}
