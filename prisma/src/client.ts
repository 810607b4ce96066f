import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client/client';

export type { PrismaClient };
export * from '../generated/client/client';

export function createPrismaClient(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}
