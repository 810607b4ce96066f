import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../client';
import { applyMigrations } from '../migrations/apply-migrations';
import { EMBEDDED_MAX_CONNECTIONS, startEmbeddedPostgres } from './pglite-server';

const root = await mkdtemp(join(tmpdir(), 'slipcase-pglite-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('startEmbeddedPostgres', () => {
  it('serves the pools of the web app, the worker and the CLI at once', async () => {
    const server = await startEmbeddedPostgres({ dir: join(root, 'many-clients') });
    const clients = Array.from({ length: 25 }, () => new pg.Client({ connectionString: server.url }));
    try {
      expect(EMBEDDED_MAX_CONNECTIONS).toBeGreaterThanOrEqual(25);
      await Promise.all(clients.map((client) => client.connect()));
      const answers = await Promise.all(clients.map((client, i) => client.query('SELECT $1::int AS n', [i])));
      expect(answers.map((answer) => answer.rows[0].n)).toEqual(clients.map((_, i) => i));
    } finally {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
      await server.stop();
    }
  });

  it('serves a migrated database to Prisma and pg at once, owns its directory, keeps its data across restarts', async () => {
    const dir = join(root, 'pglite');
    const first = await startEmbeddedPostgres({ dir });
    expect(first.port).toBeGreaterThan(0);
    expect(first.url).toContain(`:${first.port}/`);
    try {
      // One process per data directory: a second PGlite on it would corrupt it.
      await expect(startEmbeddedPostgres({ dir })).rejects.toThrow(/already in use/);
      expect(await applyMigrations(first.url)).not.toHaveLength(0);
      const prisma = createPrismaClient(first.url);
      const raw = new pg.Client({ connectionString: first.url });
      await raw.connect();
      try {
        await prisma.user.create({
          data: { email: 'kept@example.com', username: 'kept', name: 'Kept', passwordHash: 'x' },
        });
        // A second client on the same server sees it: the socket server multiplexes connections.
        const { rows } = await raw.query('SELECT "username" FROM "User"');
        expect(rows).toEqual([{ username: 'kept' }]);
      } finally {
        await raw.end();
        await prisma.$disconnect();
      }
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dir });
    try {
      expect(await applyMigrations(second.url)).toEqual([]);
      const prisma = createPrismaClient(second.url);
      try {
        expect(await prisma.user.findMany({ select: { email: true } })).toEqual([{ email: 'kept@example.com' }]);
      } finally {
        await prisma.$disconnect();
      }
    } finally {
      await second.stop();
    }
  });

  it('keeps an interactive transaction to itself while another client queries', async () => {
    const server = await startEmbeddedPostgres({ dir: join(root, 'tx') });
    const prisma = createPrismaClient(server.url);
    try {
      await applyMigrations(server.url);
      let inserted!: () => void;
      const insertedInTx = new Promise<void>((resolve) => (inserted = resolve));
      const txOutcome = prisma
        .$transaction(async (tx) => {
          await tx.sequence.create({ data: { name: 'uncommitted', value: 1 } });
          inserted();
          await new Promise((resolve) => setTimeout(resolve, 200));
          throw new Error('roll back');
        })
        .catch((error: Error) => error.message);
      await insertedInTx;
      // PGlite is one backend: this other connection's read must neither join the open transaction nor see its row.
      expect(await prisma.sequence.findMany()).toEqual([]);
      expect(await txOutcome).toBe('roll back');
      expect(await prisma.sequence.count()).toBe(0);
    } finally {
      await prisma.$disconnect();
      await server.stop();
    }
  });
});
