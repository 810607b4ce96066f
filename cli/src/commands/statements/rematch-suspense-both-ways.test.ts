import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, postStatement } from '@slipcase/services';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase statements suspense` and `statements rematch` both ways on the same statements: on the server's database
// as an operator, and signed in as staff through GET /v1/operator/suspense and POST /v1/operator/statements/rematch.
let world: SignedInWorld;
let operator: { id: string; username: string };
let token: string;
const ids = { posted: '', failed: '', track: '' };

const line = (isrc: string, amountMicros: bigint, lineNo: number) => ({
  lineNo, part: 1, isrc, upc: null, title: 'Lost Song', artist: 'Act', country: 'DE', useType: 'OnDemandStream', usages: 1, currency: 'USD', amountMicros,
});

beforeAll(async () => {
  world = await startSignedIn();
  const { prisma } = world.db;
  operator = await createTestUser(prisma, 'operator');
  token = await world.tokenOf(operator.id, ['read', 'review']);
  const owner = await createTestUser(prisma);
  await prisma.planChange.create({ data: { userId: owner.id, plan: 'free', at: new Date('2026-01-01T00:00:00Z') } });
  const release = await createDraftRelease(prisma, owner.id);
  ids.track = (await prisma.track.findFirstOrThrow({ where: { releaseId: release.id } })).id;
  const posted = await postStatement(
    { prisma, now: new Date('2026-11-20T10:00:00Z') },
    {
      store: 'spotify', period: '2026-08', sha256: 'c'.repeat(64), fileNames: ['s.tsv'], format: 'dsr', importedById: operator.id, usdRates: {},
      source: { async *lines() { yield [line('QZBW10000001', 1_000_000n, 1), line('QZBW10000002', 500_000n, 2), line('QZBW10000002', 250_000n, 3)]; }, period: async () => null },
    },
  );
  ids.posted = posted.statementId;
  ids.failed = (await prisma.statement.create({ data: { store: 'deezer', period: '2026-09', sha256: 'd'.repeat(64), fileNames: ['d.tsv'], format: 'dsr', status: 'failed' } })).id;
});
afterAll(async () => {
  await world?.close();
});

describe('slipcase statements suspense, locally and signed in', () => {
  it('shows the same codes, amounts and statements either way, the largest first, and only to staff', async () => {
    const text = await world.bothWays(token, ['statements', 'suspense']);
    expect(text.local.exit).toBe(0);
    expect(text.remote).toMatchObject({ exit: 0, stdout: text.local.stdout });
    const rows = text.local.stdout.split('\n');
    expect(rows[0]).toMatch(/^Code\s+Kind\s+USD\s+Lines\s+Recording\s+Statements$/);
    expect(rows[1]).toMatch(/^QZBW10000001\s+ISRC\s+1\.00\s+1\s+Lost Song - Act\s+spotify 2026-08$/);
    expect(rows[2]).toMatch(/^QZBW10000002\s+ISRC\s+0\.75\s+2\s+/);
    expect(text.local.stdout).toContain('In suspense: 1.75 USD');

    const json = await world.bothWays(token, ['statements', 'suspense', '--json', '--limit', '1']);
    expect(json.remote).toMatchObject({ exit: 0, stdout: json.local.stdout });
    // The limit cuts the codes, never the total.
    expect(JSON.parse(json.local.stdout)).toMatchObject({ total: '1.75', groups: [{ code: 'QZBW10000001', usd: '1.00', statements: [{ statementId: ids.posted }] }] });

    const artist = await createTestUser(world.db.prisma);
    await world.db.prisma.user.update({ where: { id: artist.id }, data: { plan: 'pro' } });
    world.signIn(await world.tokenOf(artist.id, ['read']));
    expect(await runCli(['statements', 'suspense'])).toMatchObject({ exit: 4, stdout: '' });
  });
});

describe('slipcase statements rematch, locally and signed in', () => {
  it('refuses a statement that is not posted, or none, the same way either way', async () => {
    const notPosted = await world.bothWays(token, ['statements', 'rematch', '--statement', ids.failed, '--json'], ['--as', operator.username]);
    expect(notPosted.local.exit).toBe(4);
    expect(notPosted.remote).toMatchObject({ exit: 4, stdout: notPosted.local.stdout });
    expect(JSON.parse(notPosted.local.stdout)).toEqual({
      error: { code: 'statement_not_posted', message: `Statement ${ids.failed} is not posted: only a posted statement's suspense can be matched again.`, exit: 4 },
    });
    const none = await world.bothWays(token, ['statements', 'rematch', '--statement', 'nostatement']);
    expect(none.local.exit).toBe(3);
    expect(none.remote.exit).toBe(3);
  });

  it('moves the corrected ISRC’s money once: the second run, the other way, finds nothing new', async () => {
    await world.db.prisma.track.update({ where: { id: ids.track }, data: { isrc: 'QZBW10000001' } });
    const first = await world.bothWays(token, ['statements', 'rematch', '--statement', ids.posted], ['--as', operator.username]);
    expect(first.local).toMatchObject({ exit: 0 });
    expect(first.local.stdout).toBe(
      `Matched 1 item again: 1.00 USD moved out of suspense.\n  spotify 2026-08 (${ids.posted}): 1 matched, 1.00 USD\n1 item still matches no track or release.\n`,
    );
    expect(first.remote).toMatchObject({ exit: 0, stdout: 'Nothing new matched.\n1 item still matches no track or release.\n' });
    expect(await checkLedger({ prisma: world.db.prisma })).toEqual([]);

    const json = await world.bothWays(token, ['statements', 'rematch', '--json']);
    expect(json.remote).toMatchObject({ exit: 0, stdout: json.local.stdout });
    expect(JSON.parse(json.local.stdout)).toEqual({ statements: [{ statementId: ids.posted, store: 'spotify', period: '2026-08', matched: 0, moved: '0.00', unmatched: 1 }], matched: 0, moved: '0.00', unmatched: 1 });
  });
});
