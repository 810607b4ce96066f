import { randomBytes } from 'node:crypto';
import { createPrismaClient, type PrismaClient } from '../client';
import { dropCheckBreaches } from './drop-checks';
import { onDatabase } from './on-database';
import { migratedTemplate } from './template-database';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://slipcase:slipcase@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  prisma: PrismaClient;
  /**
   * Disconnects the client and drops the database, after the checks a setup file registered (the ledger's
   * invariants): a breach fails the test file, naming it. `{ unchecked: true }` for a test that breaks them on purpose.
   */
  drop(options?: { unchecked?: boolean }): Promise<void>;
}

export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

/** Runs `sql` on the server's maintenance database (the one TEST_DATABASE_URL names). */
function onTestServer(sql: string): Promise<void> {
  return onDatabase(testServerUrl(), sql);
}

/**
 * A database on the test server, named uniquely so parallel test files never share one: empty, or a copy of
 * `template`.
 */
export async function createEmptyDatabase(template?: string): Promise<{ name: string; url: string }> {
  const name = `slipcase_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onTestServer(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(name: string): Promise<void> {
  await onTestServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** A fresh database with every migration applied (a copy of the migrated template), and a client on it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { name, url } = await createEmptyDatabase(await migratedTemplate(testServerUrl()));
  const prisma = createPrismaClient(url);
  return {
    url,
    prisma,
    drop: async ({ unchecked = false } = {}) => {
      const breaches = unchecked ? [] : await dropCheckBreaches(prisma);
      await prisma.$disconnect();
      await dropDatabase(name);
      if (breaches.length > 0) throw new Error(`The test left its database breaking the ledger's invariants:\n${breaches.join('\n')}`);
    },
  };
}
