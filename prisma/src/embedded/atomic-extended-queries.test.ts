import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../client';
import { applyMigrations } from '../migrations/apply-migrations';
import { startEmbeddedPostgres } from './pglite-server';

const root = await mkdtemp(join(tmpdir(), 'slipcase-pglite-atomic-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the embedded PostgreSQL under several clients', () => {
  it("keeps each client's extended-protocol queries apart while another runs transactions", async () => {
    const server = await startEmbeddedPostgres({ dir: join(root, 'db') });
    const writer = createPrismaClient(server.url);
    const reader = createPrismaClient(server.url);
    const failures: string[] = [];
    const record = (error: unknown) => failures.push(String(error).split('\n').pop() ?? '');
    try {
      await applyMigrations(server.url);
      const user = await writer.user.create({
        data: { email: 'a@example.com', username: 'a', name: 'A', passwordHash: 'x', artists: { create: { name: 'Nova' } } },
      });
      const transactions = async () => {
        for (let i = 0; i < 60; i++) {
          await writer.$transaction(async (tx) => {
            await tx.sequence.upsert({ where: { name: 'n' }, create: { name: 'n', value: 1 }, update: { value: { increment: 1 } } });
            await tx.user.findUnique({ where: { id: user.id } });
          }).catch(record);
        }
      };
      // Prisma runs a relation's queries in parallel over several pooled connections, as the web app does.
      const reads = async () => {
        for (let i = 0; i < 60; i++) {
          await Promise.all([
            reader.user.findUnique({ where: { id: user.id }, include: { artists: true, sessions: true, releases: true } }),
            reader.artist.findMany({ include: { owner: true } }),
          ]).catch(record);
        }
      };
      await Promise.all([transactions(), reads(), reads(), reads()]);
      expect(failures).toEqual([]);
      expect((await reader.sequence.findUnique({ where: { name: 'n' } }))?.value).toBe(60);
    } finally {
      await writer.$disconnect();
      await reader.$disconnect();
      await server.stop();
    }
  });
});
