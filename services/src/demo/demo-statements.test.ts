import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { formatMicros, parseDecimalMicros, type PlatformTier } from '@slipcase/domain';
import type { StatementImportInput, StatementImportState, StatementImportWorkflows } from '../ports/workflows';
import { importStatement } from '../statements/import/import-statement';
import { isReadingProblem, openStatement } from '../statements/import/open-statement';
import { LocalFileStorage } from '../storage/storage';
import { ownerWithTrack } from '../testing/posted-statements';
import { createTestUser } from '../testing/release-fixture';
import type { DemoRelease } from './demo-catalogue';
import { demoPeriods, demoTotalUsd, importDemoStatements } from './demo-statements';

describe('demoPeriods', () => {
  it('gives the last three complete months, oldest first, across a new year', () => {
    expect(demoPeriods(new Date('2026-02-01T00:00:00Z'))).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(demoPeriods(new Date('2026-12-31T23:59:59Z'), 2)).toEqual(['2026-10', '2026-11']);
  });
});

describe('demoTotalUsd', () => {
  it('adds the statements\' dollars, a failed one counting nothing', () => {
    expect(demoTotalUsd([
      { status: 'posted', usdTotal: '10.25' },
      { status: 'posted', usdTotal: '0.75' },
      { status: 'failed' },
    ])).toBe('11.00');
  });
});

describe('importDemoStatements', () => {
  let db: TestDatabase;
  let dir: string;
  let storage: LocalFileStorage;
  const started: StatementImportInput[] = [];
  const results = new Map<string, StatementImportState>();

  /** The import workflow's activity, run on the spot. */
  const statements: StatementImportWorkflows = {
    async start(input) {
      started.push(input);
      const workflowId = `statement:${started.length}`;
      results.set(workflowId, await importStatement({
        prisma: db.prisma,
        now: new Date('2026-02-10T10:00:00Z'),
        storage,
        open: (files, format, _store, period) => openStatement(files, format, { period, maxBytes: 10_000_000 }),
        isProblem: isReadingProblem,
      }, input));
      return { workflowId, runId: 'run' };
    },
    state: async (workflowId) => results.get(workflowId) ?? null,
    result: async (workflowId) => results.get(workflowId)!,
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'demo-statements-'));
    storage = new LocalFileStorage(join(dir, 'storage'));
  });
  afterAll(async () => {
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a DSR per installed demo store and month, converting euros, the other distributor\'s recording in suspense', async () => {
    const { release, track } = await ownerWithTrack(db.prisma, 'pro');
    const operator = await createTestUser(db.prisma, 'operator');
    const releases: DemoRelease[] = [{
      releaseId: release.id, title: release.title, upc: release.upc, isrc: track.isrc!, artist: 'The Test Tones', stores: ['spotify'],
    }];
    // Deezer and YouTube Music are demo stores too, but not installed here.
    const stores: PlatformTier[] = [{ id: 'spotify', tier: 'free' }, { id: 'apple-music', tier: 'free' }, { id: 'local-folder', tier: 'free' }];
    const states = await importDemoStatements(
      { storage, stores, now: new Date('2026-02-10T10:00:00Z'), statements },
      { releases, operatorId: operator.id, dir: join(dir, 'statements') },
    );

    expect(started.map(({ store, period }) => `${store} ${period}`)).toEqual([
      'spotify 2025-11', 'apple-music 2025-11', 'spotify 2025-12', 'apple-music 2025-12', 'spotify 2026-01', 'apple-music 2026-01',
    ]);
    expect(started.map(({ usdRates, importedById }) => ({ usdRates, importedById }))).toEqual(Array.from({ length: 6 }, (_, index) =>
      ({ usdRates: index % 2 ? { EUR: '1.08' } : {}, importedById: operator.id })));
    expect(states.map((state) => state.status)).toEqual(Array(6).fill('posted'));

    // Eight countries for each of the two recordings, the demo artist's matched to the release.
    const items = await db.prisma.statementItem.findMany({
      where: { statement: { store: 'spotify', period: '2025-11' } },
      select: { isrc: true, country: true, usages: true, origMicros: true, releaseId: true },
    });
    expect(items).toHaveLength(16);
    const ours = items.filter((item) => item.isrc === track.isrc);
    expect(ours.every((item) => item.releaseId === release.id)).toBe(true);
    expect(items.filter((item) => item.releaseId === null).map((item) => item.isrc)).toEqual(Array(8).fill('GBXXX2600001'));
    // The first spread is 0.6: 5,200 × 0.6 streams in the US at 0.0033 USD each.
    expect(ours.find((item) => item.country === 'US')).toMatchObject({ usages: 3120, origMicros: 10_296_000n });

    const apple = await db.prisma.statement.findFirstOrThrow({ where: { store: 'apple-music', period: '2025-11' } });
    expect(apple).toMatchObject({ currency: 'EUR', usdRate: '1.08' });
    expect(apple.usdMicros * 100n / apple.totalMicros).toBe(108n);
    for (const state of states) expect(parseDecimalMicros(state.suspenseUsd!)).toBeGreaterThan(0n);
    // Later months sell more (a quarter more each).
    const usd = states.map((state) => parseDecimalMicros(state.usdTotal!)!);
    expect(usd[2]! > usd[0]! && usd[4]! > usd[2]!).toBe(true);
    expect(demoTotalUsd(states)).toBe(formatMicros(usd.reduce((sum, each) => sum + each, 0n)));
  });
});
