import { createPrismaClient, type PrismaClient } from './client';
import { resolveDatabaseUrl } from './runtime';

// Kept on globalThis so that a dev server reloading this module reuses the client instead of opening new pools.
const holder = globalThis as typeof globalThis & { __slipcasePrisma?: PrismaClient };

/** The process-wide client, created on first use over resolveDatabaseUrl(). */
export function getPrisma(): PrismaClient {
  holder.__slipcasePrisma ??= createPrismaClient(resolveDatabaseUrl());
  return holder.__slipcasePrisma;
}
