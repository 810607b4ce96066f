import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { checkLedger } from '@slipcase/services';
import { writeDemoDsr } from '@slipcase/services/statements/generate/write-demo-dsr';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { runCli } from '../../testing/run-cli';

// `slipcase statements import` end to end, each flag through to the posted statement: the real command, use case,
// Temporal dev server, worker and database.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
let worker: RunningTestWorker | undefined;
let tmp: string;
let operator: string;

/** A euro report for 2026-08 of 12.50 EUR (no track matches it: it all goes to suspense). */
async function euroReport(folder: string, eurMicros = 12_500_000n): Promise<string> {
  const line = { isrc: 'QZCLI2600001', upc: '400000000001', title: 'Song', artist: 'Act', country: 'DE', useType: 'OnDemandStream', usages: 10, currency: 'EUR', amountMicros: eurMicros };
  const report = await writeDemoDsr({ lines: [line], period: '2026-08', sender: 'spotify', directory: join(tmp, folder) });
  return report.files[0]!;
}

beforeAll(async () => {
  quietTemporalLogs();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-cli-statements-import-'));
  [db, temporal] = await Promise.all([createTestDatabase(), startTestTemporal()]);
  const storageDir = join(tmp, 'storage');
  // The issue's own command names Spotify, which the tests' settings leave out of the stores.
  Object.assign(process.env, { DATABASE_URL: db.url, ...temporal.env, SLIPCASE_STORAGE_DIR: storageDir, SLIPCASE_STORES: 'local-folder,spotify' });
  worker = await runTestWorker(temporal, { prisma: db.prisma, stores: [], storageDir });
  operator = (await createTestUser(db.prisma, 'operator')).username;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await temporal?.stop();
  await db?.drop();
  for (const name of ['SLIPCASE_STORAGE_DIR', 'TEMPORAL_ADDRESS']) delete process.env[name];
  process.env.SLIPCASE_STORES = 'local-folder';
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('slipcase statements import', () => {
  it('converts a euro statement at the rate given by --rate, for the --store and --period given', async () => {
    const file = await euroReport('rate');
    const run = await runCli(['statements', 'import', file, '--store', 'spotify', '--period', '2026-08', '--rate', 'EUR=1.08', '--as', operator, '--json']);
    expect(run.error?.message).toBeUndefined();
    expect(run.exit).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'posted', period: '2026-08', totals: [{ currency: 'EUR', total: '12.50', usdRate: '1.08' }], usdTotal: '13.50', suspenseUsd: '13.50' });
    const statement = await db.prisma.statement.findFirstOrThrow({ where: { status: 'posted' } });
    expect(statement).toMatchObject({ store: 'spotify', period: '2026-08', usdRate: '1.08', currency: 'EUR', importedById: expect.any(String) });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  }, 60_000);

  it('posts a report in several currencies, each at the rate --rate gives it (US dollars need none)', async () => {
    const file = fileURLToPath(new URL('../../../../services/src/statements/fixtures/dsr/several-currencies.tsv', import.meta.url));
    const args = ['statements', 'import', file, '--store', 'spotify', '--period', '2026-01', '--rate', 'EUR=1.08', '--rate', 'JPY=0.0067', '--as', operator];
    const run = await runCli(args);
    expect(run.error?.message).toBeUndefined();
    expect(run.exit).toBe(0);
    // 10 USD + 20 EUR × 1.08 + 1,500 JPY × 0.0067 = 10.00 + 21.60 + 10.05
    expect(run.stdout).toMatch(/Total\s+20\.00 EUR at 1\.08 USD per EUR\n\s+1500\.00 JPY at 0\.0067 USD per JPY\n\s+10\.00 USD\n\s+In USD\s+41\.65 USD/);
    const statement = await db.prisma.statement.findFirstOrThrow({ where: { period: '2026-01', status: 'posted' }, include: { currencies: { orderBy: { currency: 'asc' } } } });
    expect(statement.usdMicros).toBe(41_650_000n);
    expect(statement.currencies.map(({ currency, usdRate, usdMicros }) => [currency, usdRate, usdMicros])).toEqual([
      ['EUR', '1.08', 21_600_000n],
      ['JPY', '0.0067', 10_050_000n],
      ['USD', '1', 10_000_000n],
    ]);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  }, 60_000);

  it('says which rate is missing when none is given for the statement\'s currency (exit 5, nothing posted)', async () => {
    const file = await euroReport('no-rate', 7_000_000n);
    const run = await runCli(['statements', 'import', file, '--store', 'spotify', '--as', operator]);
    expect(run.exit).toBe(5);
    expect(run.stdout).toContain('No exchange rate to US dollars was given for EUR');
    // Recorded with what it names, for the console to say it in the operator's language.
    const failed = await db.prisma.statement.findFirstOrThrow({ where: { status: 'failed' }, orderBy: { createdAt: 'desc' } });
    expect(failed.problem).toMatchObject({ code: 'rate_missing', detail: 'EUR' });
  }, 60_000);

  it('refuses a rate that is not one before anything is stored', async () => {
    const file = await euroReport('bad-rate', 8_000_000n);
    const run = await runCli(['statements', 'import', file, '--store', 'spotify', '--rate', 'EUR=-1', '--as', operator]);
    expect(run.exit).toBe(5);
    expect(run.error?.message).toMatch(/EUR=-1/);
  }, 60_000);

  it('refuses a --period that is not a month, and a --store that is not one', async () => {
    const file = await euroReport('bad-period', 9_000_000n);
    expect((await runCli(['statements', 'import', file, '--store', 'spotify', '--period', '2026-13', '--as', operator])).exit).toBe(5);
    expect((await runCli(['statements', 'import', file, '--store', 'nostore', '--as', operator])).exit).toBe(5);
  }, 60_000);
});
