import type { PrismaClient } from '../client';

/** Something to verify in every test database before it is dropped: the breaches it finds, in words. */
export type DropCheck = (prisma: PrismaClient) => Promise<string[]>;

const checks: DropCheck[] = [];

/** Registered by a test setup file: every test database is then checked as its test file ends. */
export function checkBeforeDrop(check: DropCheck): void {
  checks.push(check);
}

/** The breaches the registered checks find; empty when all hold. */
export async function dropCheckBreaches(prisma: PrismaClient): Promise<string[]> {
  const found: string[] = [];
  for (const check of checks) found.push(...(await check(prisma)));
  return found;
}
