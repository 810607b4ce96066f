import { createPrismaClient, type PrismaClient } from './client';
import { resolveDatabaseUrl } from './runtime';

let shared: PrismaClient | undefined;

/** The process-wide client, created on first use over resolveDatabaseUrl(). */
export function getPrisma(): PrismaClient {
  shared ??= createPrismaClient(resolveDatabaseUrl());
  return shared;
}
