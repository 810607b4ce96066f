import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client/client';
import { TrackedPgClient } from './tracked-pg-client';

export type { PrismaClient };
export * from '../generated/client/client';

/** A Prisma client on PostgreSQL whose connections `copyConnection` can find (for COPY inside a transaction). */
export function createPrismaClient(connectionString: string): PrismaClient {
  // `as never`: the adapter is typed against a newer @types/pg than this package's, whose Client lacks a method.
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, Client: TrackedPgClient as never }) });
}
