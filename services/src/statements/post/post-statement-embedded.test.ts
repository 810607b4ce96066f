import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, copyConnection, createPrismaClient, type PrismaClient } from '@slipcase/db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@slipcase/db/embedded/pglite-server';
import { checkLedger } from '../../ledger/check-ledger';
import { ledgerBalance, ownerWithTrack, postUsdStatement } from '../../testing/posted-statements';

// `npm start` runs on the embedded PGlite, which takes no COPY from a client: statements go in as JSON documents.
let root: string;
let server: EmbeddedPostgres;
let prisma: PrismaClient;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'slipcase-embedded-statement-'));
  server = await startEmbeddedPostgres({ dir: join(root, 'pglite') });
  await applyMigrations(server.url);
  prisma = createPrismaClient(server.url);
}, 120_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await server?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('a statement posted on the embedded database', () => {
  it('is told apart from a server (no connection for COPY) and still posts whole, its references checked', async () => {
    expect(await prisma.$transaction((tx) => copyConnection(tx))).toBeNull();
    const { owner, track } = await ownerWithTrack(prisma, 'free');
    const posted = await postUsdStatement(prisma, { period: '2026-08', lines: [{ isrc: track.isrc, amountMicros: 1_000_000n }, { isrc: 'GBZZZ2600001', amountMicros: 500_000n }] });
    expect(posted.status).toBe('posted');
    expect(await ledgerBalance(prisma, `artist:${owner.id}:USD`)).toBe(850_000n);
    expect(await ledgerBalance(prisma, 'suspense:spotify:USD')).toBe(500_000n);
    expect(await checkLedger({ prisma })).toEqual([]);
    await expect(prisma.ledgerEntry.createMany({ data: [{ transactionId: 'none', accountId: 'none', currency: 'USD', amountMicros: 0n }] })).rejects.toThrow(/Foreign key constraint/);
  }, 60_000);
});
