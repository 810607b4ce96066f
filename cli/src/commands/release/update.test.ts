import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

// Dry runs and refusals are decided before the CLI reaches Temporal, which points at a closed port.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let releaseId: string;
let trackId: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'slipcase-cli-update-'));
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
  prisma = db.prisma;
  owner = await createTestUser(prisma);
  await prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
  const release = await createDraftRelease(prisma, owner.id);
  releaseId = release.id;
  trackId = release.tracks[0]!.id;
  await prisma.release.update({ where: { id: releaseId }, data: { status: 'published', platforms: ['local-folder'] } });
  await prisma.delivery.create({ data: { releaseId, store: 'local-folder', kind: 'new', status: 'delivered', messageId: 'm-cli' } });
});

afterAll(async () => {
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function update(changes: unknown, ...args: string[]) {
  const file = join(dir, `changes-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(changes));
  const run = await runCli(['release', 'update', releaseId, '--changes', file, '--as', owner.username, ...args]);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

describe('slipcase release update', () => {
  it('prints each store\'s diff of a credit typo with --dry-run, and sends nothing', async () => {
    const run = await update({ tracks: [{ trackId, contributors: [{ name: 'Test Artist Souza', role: 'writer', sharePercent: 100 }] }] }, '--dry-run');
    expect(run.message).toBeUndefined();
    expect(run.exit).toBe(0);
    expect(run.stdout).toMatch(/^\+.*Test Artist Souza/m);
    expect(run.stdout).toContain('Would change: credits (reviewed first). Nothing was sent.');
    expect(await prisma.releaseRevision.count({ where: { releaseId } })).toBe(0);
  });

  it('refuses a new title as needing a new release, and a file that is not the contract\'s shape', async () => {
    expect(await update({ title: 'Another' })).toMatchObject({ exit: 4 });
    expect(await update({ upc: '1' })).toMatchObject({ exit: 5 });
    expect(await prisma.releaseRevision.count({ where: { releaseId } })).toBe(0);
  });
});
