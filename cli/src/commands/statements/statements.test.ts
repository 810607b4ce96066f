import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { parseUsdRate } from '@slipcase/domain';
import { checkLedger, postStatement } from '@slipcase/services';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
const ids = { posted: '', failed: '', track: '', operator: '' };

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
  const operator = await createTestUser(prisma, 'operator');
  ids.operator = operator.username;
  const owner = await createTestUser(prisma);
  await prisma.planChange.create({ data: { userId: owner.id, plan: 'free', at: new Date('2026-01-01T00:00:00Z') } });
  const release = await createDraftRelease(prisma, owner.id);
  ids.track = (await prisma.track.findFirstOrThrow({ where: { releaseId: release.id } })).id;
  const line = (isrc: string, amountMicros: bigint, lineNo: number) => ({
    lineNo, part: 1, isrc, upc: null, title: 'Lost Song', artist: 'Act', country: 'DE', useType: 'OnDemandStream', usages: 1, currency: 'USD', amountMicros,
  });
  const posted = await postStatement(
    { prisma, now: new Date('2026-11-20T10:00:00Z') },
    {
      store: 'spotify', period: '2026-08', sha256: 'a'.repeat(64), fileNames: ['s.tsv'], format: 'dsr', importedById: operator.id, usdRates: { EUR: parseUsdRate('1.08')! },
      source: { async *lines() { yield [line('QZCLI0000001', 1_000_000n, 1), line('QZCLI0000002', 500_000n, 2)]; }, period: async () => null },
    },
  );
  ids.posted = posted.statementId;
  const failed = await prisma.statement.create({
    data: {
      store: 'deezer', period: '2026-09', sha256: 'b'.repeat(64), fileNames: ['d_1of2.tsv', 'd_2of2.tsv'], format: 'dsr', status: 'failed',
      problem: { code: 'foot_mismatch', message: 'Line 14 of part 2: The FOOT record does not match the file: 12 lines declared, 11 found.', part: 2, lineNo: 14, detail: '12 lines declared, 11 found' },
      createdAt: new Date(Date.now() + 60_000),
    },
  });
  ids.failed = failed.id;
});

afterAll(async () => {
  await db?.drop();
});

describe('slipcase statements list', () => {
  it('lists the statements newest first, a failed one with its problem, part and line', async () => {
    const { stdout, exit } = await runCli(['statements', 'list']);
    expect(exit).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+Store\s+Period\s+Status\s+Lines\s+Total\s+USD\s+Suspense\s+Imported$/);
    expect(lines[1]).toMatch(new RegExp(`^${ids.failed}\\s+deezer\\s+2026-09\\s+failed\\s+-\\s+-\\s+-\\s+-\\s`));
    expect(lines[2]).toMatch(new RegExp(`^${ids.posted}\\s+spotify\\s+2026-08\\s+posted\\s+2\\s+1.50 USD\\s+1.50\\s+1.50\\s+.* by ${ids.operator}$`));
    expect(stdout).toContain(`${ids.failed}: Line 14 of part 2: The FOOT record does not match the file: 12 lines declared, 11 found.`);

    const json = JSON.parse((await runCli(['statements', 'list', '--json'])).stdout);
    expect(json[1]).toMatchObject({ id: ids.posted, totals: [{ currency: 'USD', total: '1.50', usdRate: '1' }], usd: '1.50', suspenseUsd: '1.50', importedBy: ids.operator });
  });
});

describe('slipcase statements rematch', () => {
  it('moves the corrected ISRC’s money to the owner, leaves the rest, and moves nothing the second time', async () => {
    await prisma.track.update({ where: { id: ids.track }, data: { isrc: 'QZCLI0000001' } });
    const first = await runCli(['statements', 'rematch']);
    expect(first.exit).toBe(0);
    expect(first.stdout).toContain('Matched 1 item again: 1.00 USD moved out of suspense.');
    expect(first.stdout).toContain('1 item still matches no track or release.');
    expect(await checkLedger({ prisma })).toEqual([]);

    const again = JSON.parse((await runCli(['statements', 'rematch', '--statement', ids.posted, '--json'])).stdout);
    expect(again).toMatchObject({ matched: 0, moved: '0.00', unmatched: 1 });
  });

  it('refuses a statement that is not posted, and says when there is no such statement', async () => {
    const failed = await runCli(['statements', 'rematch', '--statement', ids.failed]);
    expect(failed.exit).toBe(4);
    expect(failed.error?.message).toBe(`Statement ${ids.failed} is not posted: only a posted statement's suspense can be matched again.`);
    const none = await runCli(['statements', 'rematch', '--statement', 'nostatement']);
    expect(none.exit).toBe(3);
    expect(none.error?.message).toContain('No statement nostatement');
  });
});
