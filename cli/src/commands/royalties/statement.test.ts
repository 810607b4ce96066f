import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { addRoyalty, createPayee } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let dir: string;
let payee: { username: string; id: string };

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
  delete process.env.SLIPCASE_USER;
  dir = await mkdtemp(join(tmpdir(), 'slipcase-statement-'));
  payee = await createPayee(prisma, { plan: 'pro' });
  await addRoyalty(prisma, payee.id, 12_34, 'USD', { period: '2026-07', platform: 'spotify', country: 'DE' });
  await addRoyalty(prisma, payee.id, 1_66, 'USD', { period: '2026-07', platform: 'deezer', country: 'FR' });
  const other = await createPayee(prisma, { plan: 'pro' });
  await addRoyalty(prisma, other.id, 99_00, 'USD', { period: '2026-08' });
});

afterAll(async () => {
  await db?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('slipcase royalties statement', () => {
  it('prints the period’s statement as CSV, its total what the ledger credited', async () => {
    const { stdout, exit } = await runCli(['royalties', 'statement', '--period', '2026-07', '--as', payee.username]);
    expect(exit).toBe(0);
    const records = stdout.trim().split('\r\n');
    expect(records[0]).toBe('period,store,release_title,upc,track_title,isrc,country,plan,plan_share_percent,split_share_percent,usages,amount_usd');
    expect(records.slice(1, -1).map((record) => record.split(',')[1]).sort()).toEqual(['deezer', 'spotify']);
    expect(records.at(-1)).toBe('total,,,,,,,,,,,14.00');
  });

  it('writes the PDF to --out', async () => {
    const out = join(dir, 'july.pdf');
    const { stdout, exit } = await runCli(['royalties', 'statement', '--period', '2026-07', '--format', 'pdf', '--out', out, '--as', payee.username]);
    expect(exit).toBe(0);
    expect(stdout).toContain(`written to ${out}`);
    expect((await readFile(out)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a period that is not one (2) and one with no royalties of the account, another’s included (3)', async () => {
    expect((await runCli(['royalties', 'statement', '--period', '2026-13', '--as', payee.username])).exit).toBe(2);
    const none = await runCli(['royalties', 'statement', '--period', '2026-08', '--as', payee.username]);
    expect(none.exit).toBe(3);
    expect(none.error?.message).toContain('has no royalties in 2026-08');
  });
});
