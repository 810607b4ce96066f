import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUsdRate } from '@slipcase/domain';
import { postStatement } from '@slipcase/services';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase statements list` both ways on the same statements: on the server's database, and signed in as staff
// through GET /v1/operator/statements. The same table, problems and JSON.
let world: SignedInWorld;

beforeAll(async () => {
  world = await startSignedIn();
});
afterAll(async () => {
  await world?.close();
});

const bothWays = (token: string, ...args: string[]) => world.bothWays(token, ['statements', 'list', ...args]);

describe('slipcase statements list, locally and signed in', () => {
  it('lists the same statements the same way either way, and only to staff', async () => {
    const { prisma } = world.db;
    const operator = await createTestUser(prisma, 'operator');
    const token = await world.tokenOf(operator.id, ['read', 'review']);
    expect((await bothWays(token)).remote).toMatchObject({ exit: 0, stdout: 'No statements imported yet.\n' });

    const line = (isrc: string, amountMicros: bigint, lineNo: number, currency = 'USD') => ({
      lineNo, part: 1, isrc, upc: null, title: 'Lost Song', artist: 'Act', country: 'DE', useType: 'OnDemandStream', usages: 1, currency, amountMicros,
    });
    await postStatement(
      { prisma, now: new Date('2026-11-20T10:00:00Z') },
      {
        store: 'spotify', period: '2026-08', sha256: 'a'.repeat(64), fileNames: ['s.tsv'], format: 'dsr', importedById: operator.id, usdRates: { EUR: parseUsdRate('1.08')! },
        source: { async *lines() { yield [line('QZCLI0000001', 1_000_000n, 1), line('QZCLI0000002', 500_000n, 2, 'EUR')]; }, period: async () => null },
      },
    );
    await prisma.statement.create({
      data: {
        store: 'deezer', period: '2026-09', sha256: 'b'.repeat(64), fileNames: ['d_1of2.tsv', 'd_2of2.tsv'], format: 'dsr', status: 'failed',
        problem: { code: 'foot_mismatch', message: 'Line 14 of part 2: The FOOT record does not match the file: 12 lines declared, 11 found.', part: 2, lineNo: 14 },
        createdAt: new Date(Date.now() + 60_000),
      },
    });

    const text = await bothWays(token);
    expect(text.local.exit).toBe(0);
    expect(text.remote).toMatchObject({ exit: 0, stdout: text.local.stdout });
    expect(text.local.stdout).toMatch(/spotify\s+2026-08\s+posted\s+2\s+0.50 EUR \+ 1.00 USD\s+1.54\s+1.54\s+.* by /);
    expect(text.local.stdout).toContain(': Line 14 of part 2: The FOOT record does not match the file');

    const json = await bothWays(token, '--json', '--limit', '1');
    expect(json.remote).toMatchObject({ exit: 0, stdout: json.local.stdout });
    expect(JSON.parse(json.local.stdout)).toEqual([expect.objectContaining({ store: 'deezer', status: 'failed', importedBy: null, postedAt: null })]);

    const artist = await createTestUser(prisma);
    await prisma.user.update({ where: { id: artist.id }, data: { plan: 'pro' } });
    world.signIn(await world.tokenOf(artist.id, ['read']));
    expect(await runCli(['statements', 'list'])).toMatchObject({ exit: 4, stdout: '' });
  });
});
