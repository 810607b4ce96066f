import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
const ids = { release: '', operator: '', artist: '' };

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
  ids.operator = (await createTestUser(prisma, 'operator')).username;
  const owner = await createTestUser(prisma);
  ids.artist = owner.username;
  const release = await createDraftRelease(prisma, owner.id);
  ids.release = release.id;
  await prisma.release.update({ where: { id: release.id }, data: { status: 'in_process' } });
  await prisma.delivery.create({
    data: { releaseId: release.id, store: 'local-folder', status: 'failed', error: 'connection reset by store', events: { create: [{ step: 'failed', detail: 'attempt 1' }] } },
  });
});

afterAll(async () => {
  await db?.drop();
});

// Retrying for real (Temporal) is workflows/src/delivery-retry.test.ts's: here what the CLI decides before Temporal.
describe('slipcase deliveries', () => {
  it('lists the failed delivery with why, how many tries failed and what can be done', async () => {
    const { stdout, exit } = await runCli(['deliveries', 'list', '--as', ids.operator]);
    expect(exit).toBe(0);
    expect(stdout).toMatch(/^Failed deliveries:\nRelease\s+Title\s+Store\s+Since\s+Failed tries\s+Can\s+Why\n/);
    expect(stdout).toMatch(new RegExp(`${ids.release}\\s+Sine Wave Sessions\\s+local-folder\\s+\\S+ \\S+ UTC\\s+1\\s+retry\\s+connection reset by store`));
    expect(stdout).toContain('Waiting for the store\'s confirmation:\n  none');
    const json = JSON.parse((await runCli(['deliveries', 'list', '--as', ids.operator, '--json'])).stdout);
    expect(json.failing[0]).toMatchObject({ store: 'local-folder', attempts: 1, remedy: { action: 'retry', workflow: 'release' } });
  });

  it('refuses an artist, and a resend of a release the stores do not have, before reaching Temporal', async () => {
    const artist = await runCli(['deliveries', 'list', '--as', ids.artist]);
    expect(artist.exit).toBe(4);
    expect(artist.error?.message).toContain('is not an operator');
    expect((await runCli(['deliveries', 'retry', ids.release, 'local-folder', '--as', ids.artist])).exit).toBe(4);
    const resend = await runCli(['deliveries', 'resend', ids.release, 'local-folder', '--as', ids.operator]);
    expect(resend.exit).toBe(4);
    expect(resend.error?.message).toContain('Only a release the stores already have');
  });
});
