import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS, GENERIC_CSV_MAPPING } from '@slipcase/domain';
import { LocalFileStorage } from '../../storage/storage';
import { importStatement } from '../../statements/import/import-statement';
import { isReadingProblem, openStatement } from '../../statements/import/open-statement';
import { createTestUser } from '../../testing/release-fixture';
import { ownerWithTrack } from '../../testing/posted-statements';
import { traceRoyalties, type TraceViewer } from './trace-royalties';

let db: TestDatabase;
let storage: LocalFileStorage;
let storageDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'trace-'));
  storage = new LocalFileStorage(storageDir);
});
afterAll(async () => {
  await db.drop();
  await rm(storageDir, { recursive: true, force: true });
});

const row = (...cells: (string | number)[]) => cells.join('\t');

/** A one-summary EUR report for 2026-11 in Germany: each sale `[isrc, streams]` in a block of its own. */
function dsr(sales: readonly (readonly [string, number])[], { header = true } = {}): string {
  const usages = sales.reduce((sum, [, streams]) => sum + streams, 0);
  const lines = [
    row('HEAD', 'dsrf/3.0', 'BasicAudioProfile', '1.2', 'MSG-TRACE', '2026-12-03T10:00:00', 1, 1, '2026-11-01', '2026-11-30', 'PADPIDA2014120301C', 'Example Music Service', 'Premium', 'PADPIDA2026000001S', 'Slipcase', ''),
    row('SY02.02', 'SR1', '', '', 'SubscriptionModel', 'OnDemandStream', 'DE', 'Premium', usages * 10, '', 'EUR', '9999.00', 'Slipcase', '', usages, (usages / 100).toFixed(2), '', '', 'Music', '', '', ''),
    ...(header ? [row('#SU02', 'Block', 'Summary', 'Transaction', 'Release', 'Resource', 'RoyaltyBearing', 'Streams', 'x', 'y')] : []),
  ];
  sales.forEach(([isrc, streams], index) => {
    lines.push(
      row('RE01', `B${index}`, `RL${index}`, `DSP-R${index}`, '', '', '4012345678901', 'Act', '', 'Song', '', 'Single', '', '', ''),
      row('AS01.01', `B${index}`, `RS${index}`, `DSP-S${index}`, isrc, 'Song', '', 'Act', '', '', 'SoundRecording', ''),
      row('SU02', `B${index}`, 'SR1', `T${index}`, `RL${index}`, `RS${index}`, 'true', streams, '', ''),
    );
  });
  lines.push(row('FOOT', lines.length + 1, '', 1, sales.length, ''));
  return `${lines.join('\n')}\n`;
}

let imported = 0;
/** Stores the file and imports it as the import workflow's activity does. */
async function importFile(name: string, bytes: string | Buffer, { store = 'spotify', rates = { EUR: '1.08' } as Record<string, string>, period = null as string | null } = {}) {
  imported += 1;
  const key = `statements/test-${imported}/${name}`;
  const stored = await storage.put(key, Readable.from([Buffer.from(bytes)]));
  const state = await importStatement(
    {
      prisma: db.prisma,
      now: new Date('2026-12-05T10:00:00Z'),
      storage,
      open: (files, format, _store, at) => openStatement(files, format, { csvMapping: GENERIC_CSV_MAPPING, period: at, maxBytes: 10_000_000 }),
      isProblem: isReadingProblem,
    },
    { store, period, sha256: stored.sha256, format: name.includes('.csv') ? 'csv' : 'dsr', files: [{ name, key }], usdRates: rates, importedById: null },
  );
  expect(state.status).toBe('posted');
}

// Only the CSV store has a layout to give: a DSR must be read without asking for one (a plugin that fails to load
// would otherwise take every trace down with it).
const csvMapping = async (store: string) => {
  if (store !== 'tidal') throw new Error(`no CSV layout asked of ${store}`);
  return GENERIC_CSV_MAPPING;
};
const deps = () => ({ prisma: db.prisma, storage, settings: DEFAULT_SETTINGS, csvMapping });
const trace = (viewer: TraceViewer, selection: Record<string, string>) => traceRoyalties(deps(), { viewer, selection: { period: '2026-11', ...selection } });
const artist = (userId: string): TraceViewer => ({ userId, role: 'artist' });

describe('traceRoyalties', () => {
  let owner: Awaited<ReturnType<typeof ownerWithTrack>>;
  let other: Awaited<ReturnType<typeof ownerWithTrack>>;
  let payee: { id: string; email: string };
  let operator: { id: string };

  beforeAll(async () => {
    owner = await ownerWithTrack(db.prisma, 'pro');
    other = await ownerWithTrack(db.prisma, 'free');
    payee = await createTestUser(db.prisma);
    operator = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: operator.id }, data: { role: 'operator' } });
    await db.prisma.split.create({
      data: { ownerId: owner.owner.id, releaseId: owner.release.id, fromPeriod: '2026-01', ownerBps: 6000, payees: { create: [{ email: payee.email, userId: payee.id, shareBps: 4000 }] } },
    });
    // Sales on lines 6 (the owner's recording), 9 (the other owner's) and 12 (the owner's again: one item, DE).
    await importFile('report.tsv', dsr([[owner.track.isrc!, 600], [other.track.isrc!, 300], [owner.track.isrc!, 100]]));
  });

  it('gives the owner their amount with the store’s lines, cells named by the file’s header row, the rate, plan share and split', async () => {
    const found = await trace(artist(owner.owner.id), { isrc: owner.track.isrc! });
    expect(found).toMatchObject({ period: '2026-11', amountCount: 1, lineCount: 2, moreLines: 0 });
    const [amount] = found.amounts;
    // 7.00 EUR allocated to 700 of 1,000 streams of 10.00 EUR, at 1.08: 7.56 USD; pro keeps it all, the owner's split 60 %.
    expect(amount).toMatchObject({ store: 'spotify', country: 'DE', currency: 'EUR', usdRate: '1.08', origMicros: 7_000_000n, usdMicros: 7_560_000n });
    expect(amount!.viewerMicros).toBe(4_536_000n);
    expect(found.totalMicros).toBe(4_536_000n);
    expect(amount!.lines.map(({ fileName, part, lineNo, recordType }) => ({ fileName, part, lineNo, recordType }))).toEqual([
      { fileName: 'report.tsv', part: 1, lineNo: 6, recordType: 'SU02' },
      { fileName: 'report.tsv', part: 1, lineNo: 12, recordType: 'SU02' },
    ]);
    expect(amount!.lines[0]!.cells!.slice(0, 8)).toEqual([
      { name: 'RecordType', value: 'SU02' },
      { name: 'Block', value: 'B0' },
      { name: 'Summary', value: 'SR1' },
      { name: 'Transaction', value: 'T0' },
      { name: 'Release', value: 'RL0' },
      { name: 'Resource', value: 'RS0' },
      { name: 'RoyaltyBearing', value: 'true' },
      { name: 'Streams', value: '600' },
    ]);
    // A sales line has no money of its own: its summary's allocated revenue, shared by usages, is shown beside it.
    const summary = amount!.lines[1]!.summary!;
    expect(summary).toMatchObject({ lineNo: 2, recordType: 'SY02.02' });
    expect(summary.cells.filter((cell) => cell.name?.startsWith('Allocated'))).toEqual([
      { name: 'AllocatedUsages', value: '1000' },
      { name: 'AllocatedRevenue', value: '10.00' },
      { name: 'AllocatedNetRevenue', value: '' },
    ]);
    expect(amount!.entries).toEqual([
      { itemId: amount!.itemId, kind: 'statement', holder: 'owner', holderName: null, amountMicros: 4_536_000n, plan: 'pro', shareBps: 10000, splitBps: 6000 },
    ]);
  });

  it('gives a payee their share alone: never the owner’s entries, nothing of another owner’s releases', async () => {
    const found = await trace(artist(payee.id), {});
    expect(found.amounts).toHaveLength(1);
    expect(found.amounts[0]!.viewerMicros).toBe(3_024_000n);
    expect(found.amounts[0]!.entries.map(({ holder, amountMicros, splitBps }) => ({ holder, amountMicros, splitBps }))).toEqual([
      { holder: 'payee', amountMicros: 3_024_000n, splitBps: 4000 },
    ]);
    expect((await trace(artist(payee.id), { isrc: other.track.isrc! })).amounts).toEqual([]);
    // The release's UPC, with a leading zero or without.
    await db.prisma.release.update({ where: { id: owner.release.id }, data: { upc: '602445566778' } });
    expect((await trace(artist(owner.owner.id), { upc: '0602445566778' })).amounts).toHaveLength(1);
    expect((await trace(artist(payee.id), { upc: '0602445566779' })).amounts).toEqual([]);
  });

  it('answers not_found for another account’s release or track, the same as for none; an own release without money is empty', async () => {
    const selections: Record<string, string>[] = [{ releaseId: other.release.id }, { trackId: other.track.id }, { releaseId: 'nothing-at-all' }];
    for (const selection of selections) {
      await expect(trace(artist(payee.id), selection)).rejects.toMatchObject({ code: 'not_found' });
    }
    expect((await trace(artist(payee.id), { releaseId: owner.release.id })).amounts).toHaveLength(1);
    expect((await trace(artist(owner.owner.id), { releaseId: owner.release.id, period: '2026-10' })).amounts).toEqual([]);
  });

  it('shows an operator every amount with every holder’s entries', async () => {
    const found = await trace({ userId: operator.id, role: 'operator' }, { store: 'spotify', country: 'DE' });
    expect(found.amounts.map((amount) => amount.isrc).sort()).toEqual([owner.track.isrc, other.track.isrc].sort());
    const mine = found.amounts.find((amount) => amount.isrc === owner.track.isrc)!;
    expect(mine.viewerMicros).toBe(7_560_000n);
    expect(mine.entries.map((entry) => entry.holder)).toEqual(['owner', 'payee']);
    expect(mine.entries[1]!.holderName).not.toBeNull();
  });

  it('refuses a bad selection with its field’s code, an unknown key included', async () => {
    const refusal = (selection: Record<string, string>) =>
      traceRoyalties(deps(), { viewer: artist(owner.owner.id), selection: selection as never }).then(
        () => null,
        (error: unknown) => (error instanceof AppError ? [error.code, error.field] : error),
      );
    expect(await refusal({ period: '2026-13' })).toEqual(['invalid_period', 'period']);
    expect(await refusal({ period: '2026-11', isrc: 'nope' })).toEqual(['invalid_isrc', 'isrc']);
    expect(await refusal({ period: '2026-11', upc: '12' })).toEqual(['invalid_upc', 'upc']);
    expect(await refusal({ period: '2026-11', country: 'QQ' })).toEqual(['invalid_input', 'country']);
    expect(await refusal({ period: '2026-11', rate: '1' })).toEqual(['invalid_input', 'rate']);
  });
});

describe('traceRoyalties for a payee who accepted after the statement', () => {
  it('shows the share held under their e-mail until they accepted, not the lump sum that moved it', async () => {
    const { owner, release, track } = await ownerWithTrack(db.prisma, 'pro');
    const later = await createTestUser(db.prisma);
    await db.prisma.split.create({
      data: { ownerId: owner.id, releaseId: release.id, fromPeriod: '2026-01', ownerBps: 7500, payees: { create: [{ email: later.email, shareBps: 2500 }] } },
    });
    await importFile('later.tsv', dsr([[track.isrc!, 100]]), { store: 'napster' });
    expect((await trace(artist(later.id), { store: 'napster' })).amounts).toEqual([]);
    // Accepting links the share to the account (acceptSplitInvitation), whatever moved the money afterwards.
    await db.prisma.splitPayee.updateMany({ where: { email: later.email }, data: { userId: later.id } });
    const [amount] = (await trace(artist(later.id), { store: 'napster' })).amounts;
    // 1.00 EUR at 1.08: 1.08 USD, a quarter of it.
    expect(amount!.viewerMicros).toBe(270_000n);
    expect(amount!.entries.map(({ holder, splitBps }) => ({ holder, splitBps }))).toEqual([{ holder: 'payee', splitBps: 2500 }]);
  });
});

describe('traceRoyalties on a large month and a CSV', () => {
  it('lists at most 500 lines and says how many more', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'free');
    await importFile('big.tsv.gz', gzipSync(dsr(Array.from({ length: 520 }, () => [track.isrc!, 1] as const), { header: false })), { store: 'deezer' });
    const found = await trace(artist(owner.id), { store: 'deezer' });
    expect(found).toMatchObject({ amountCount: 1, lineCount: 520, moreLines: 20 });
    expect(found.amounts[0]!.lines).toHaveLength(500);
    expect(found.amounts[0]!.lineCount).toBe(520);
    // Without a header row the standard's names are used.
    expect(found.amounts[0]!.lines.at(-1)!.cells!.slice(7, 8)).toEqual([{ name: 'NumberOfStreams', value: '1' }]);
  });

  it('reads a CSV’s cells under its header, a quoted cell as written', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'free');
    const csv = `period,isrc,upc,title,artist,country,use_type,usages,currency,amount\n2026-11,${track.isrc},,"Night, Day",Act,US,Stream,10,USD,2.50\n`;
    await importFile('statement.csv', csv, { store: 'tidal', rates: {} });
    const [amount] = (await trace(artist(owner.id), { store: 'tidal' })).amounts;
    expect(amount!.lines).toEqual([
      {
        fileName: 'statement.csv',
        part: 1,
        lineNo: 2,
        recordType: null,
        summary: null,
        cells: ['2026-11', track.isrc, '', 'Night, Day', 'Act', 'US', 'Stream', '10', 'USD', '2.50'].map((value, index) => ({
          name: ['period', 'isrc', 'upc', 'title', 'artist', 'country', 'use_type', 'usages', 'currency', 'amount'][index],
          value,
        })),
      },
    ]);
    expect(amount).toMatchObject({ currency: 'USD', usdRate: '1' });
  });

  it('gives each amount of a statement in several currencies its own currency and rate', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'pro');
    const csv = [
      'period,isrc,upc,title,artist,country,use_type,usages,currency,amount',
      `2026-11,${track.isrc},,Song,Act,FR,Stream,10,EUR,2.00`,
      `2026-11,${track.isrc},,Song,Act,JP,Stream,10,JPY,300`,
    ].join('\n');
    await importFile('currencies.csv', `${csv}\n`, { store: 'tidal', rates: { EUR: '1.10', JPY: '0.0067' } });
    const { amounts } = await trace(artist(owner.id), { store: 'tidal' });
    expect(amounts.map(({ country, currency, usdRate, origMicros, usdMicros }) => ({ country, currency, usdRate, origMicros, usdMicros })).sort((a, b) => a.country.localeCompare(b.country))).toEqual([
      { country: 'FR', currency: 'EUR', usdRate: '1.10', origMicros: 2_000_000n, usdMicros: 2_200_000n },
      { country: 'JP', currency: 'JPY', usdRate: '0.0067', origMicros: 300_000_000n, usdMicros: 2_010_000n },
    ]);
    // No split on this release: every entry is the owner's own.
    expect(amounts.flatMap((amount) => amount.entries.map((entry) => [entry.holder, entry.splitBps]))).toEqual([
      ['owner', null],
      ['owner', null],
    ]);
  });

  it('lists the lines of a statement whose files are not kept, without their cells', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'free');
    await importFile('old.tsv', dsr([[track.isrc!, 5]]), { store: 'amazon' });
    await db.prisma.statement.updateMany({ where: { store: 'amazon' }, data: { fileKeys: [] } });
    const [amount] = (await trace(artist(owner.id), { store: 'amazon' })).amounts;
    expect(amount!.lines).toEqual([{ fileName: 'old.tsv', part: 1, lineNo: 6, recordType: null, cells: null, summary: null }]);
  });

  it('lists an amount posted before the lines’ places were kept, with no lines rather than not at all', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'free');
    await importFile('older.tsv', dsr([[track.isrc!, 5]]), { store: 'deezer' });
    await db.prisma.$executeRaw`UPDATE "StatementItem" SET "lineParts" = NULL, "lineNos" = NULL WHERE "statementId" IN (SELECT id FROM "Statement" WHERE store = 'deezer')`;
    const found = await trace(artist(owner.id), { store: 'deezer' });
    expect(found).toMatchObject({ amountCount: 1, lineCount: 0 });
    expect(found.amounts[0]!.lines).toEqual([]);
  });
});
