import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { convertEachCurrency, GENERIC_CSV_MAPPING, parseUsdRate, shareAmount, type UsdRate } from '@slipcase/domain';
import { checkLedger } from '../../ledger/check-ledger';
import { moneySummary } from '../../ledger/balances';
import { ledgerBalance, ownerWithTrack } from '../../testing/posted-statements';
import { openStatement } from '../import/open-statement';
import { rematchSuspense } from '../rematch/rematch-suspense';
import { postStatement, type PostStatementInput } from './post-statement';
import { PostingProblem } from './posting-problem';

// A standards-shaped DSR whose summary records are in USD, EUR (with the file's own ExchangeRate cell) and JPY.
const FILE = fileURLToPath(new URL('../fixtures/dsr/several-currencies.tsv', import.meta.url));
const STORE = 'several-currencies-store';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const now = new Date('2026-02-10T10:00:00Z');
const rate = (text: string) => parseUsdRate(text)!;

function input(sha256: string, usdRates: Record<string, UsdRate>): PostStatementInput {
  return {
    store: STORE,
    period: '2026-01',
    sha256,
    fileNames: ['several-currencies.tsv'],
    format: 'dsr',
    usdRates,
    source: openStatement([{ name: 'several-currencies.tsv', path: FILE }], 'dsr', { period: '2026-01', maxBytes: 1_000_000 }),
  };
}

async function nothingPosted(sha256: string) {
  expect(await db.prisma.statement.count({ where: { sha256 } })).toBe(0);
  expect(await db.prisma.statementCurrency.count()).toBe(0);
  expect(await db.prisma.ledgerEntry.count()).toBe(0);
}

describe('a statement in several currencies', () => {
  it('posts nothing while a currency lacks a rate, and names every one lacking it; the file’s own ExchangeRate does not stand in', async () => {
    const none = postStatement({ prisma: db.prisma, now }, input('1'.repeat(64), {}));
    await expect(none).rejects.toThrow(PostingProblem);
    await expect(none).rejects.toMatchObject({ code: 'rate_missing', params: { currency: 'EUR, JPY' } });
    await nothingPosted('1'.repeat(64));
    const eurOnly = postStatement({ prisma: db.prisma, now }, input('2'.repeat(64), { EUR: rate('1.08') }));
    await expect(eurOnly).rejects.toMatchObject({ code: 'rate_missing', params: { currency: 'JPY' }, message: 'No exchange rate to US dollars was given for JPY.' });
    await nothingPosted('2'.repeat(64));
  });

  it('converts each currency once at its own rate and credits exactly the allocated revenue, to the cent', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'free');
    await db.prisma.track.update({ where: { id: track.id }, data: { isrc: 'DEA122600001' } });
    const rates = { EUR: rate('1.08'), JPY: rate('0.0067'), GBP: rate('1.27') };
    const result = await postStatement({ prisma: db.prisma, now }, input('3'.repeat(64), rates));
    if (result.status !== 'posted') throw new Error('not posted');

    // Each currency's allocated revenue (expected.json), converted alone: 10 USD, 20 EUR × 1.08, 1,500 JPY × 0.0067.
    const worth = {
      USD: convertEachCurrency([{ currency: 'USD', micros: 10_000_000n }], {}).usdMicros[0]!,
      EUR: convertEachCurrency([{ currency: 'EUR', micros: 20_000_000n }], rates).usdMicros[0]!,
      JPY: convertEachCurrency([{ currency: 'JPY', micros: 1_500_000_000n }], rates).usdMicros[0]!,
    };
    expect(worth).toEqual({ USD: 10_000_000n, EUR: 21_600_000n, JPY: 10_050_000n });
    const statementUsd = worth.USD + worth.EUR + worth.JPY;
    expect(result.currencies.map(({ currency, totalMicros, usdMicros, rate: used }) => ({ currency, totalMicros, usdMicros, rate: used.text }))).toEqual([
      { currency: 'EUR', totalMicros: 20_000_000n, usdMicros: worth.EUR, rate: '1.08' },
      { currency: 'JPY', totalMicros: 1_500_000_000n, usdMicros: worth.JPY, rate: '0.0067' },
      { currency: 'USD', totalMicros: 10_000_000n, usdMicros: worth.USD, rate: '1' },
    ]);
    expect(result).toMatchObject({ lineCount: 4, usdMicros: statementUsd });

    // The statement records each currency; the one-currency fields stay empty rather than holding a mixed sum.
    const statement = await db.prisma.statement.findUniqueOrThrow({ where: { id: result.statementId }, include: { currencies: { orderBy: { currency: 'asc' } } } });
    expect(statement).toMatchObject({ currency: null, usdRate: null, totalMicros: 0n, usdMicros: statementUsd });
    expect(statement.currencies.map(({ currency, usdRate, totalMicros, usdMicros }) => [currency, usdRate, totalMicros, usdMicros])).toEqual([
      ['EUR', '1.08', 20_000_000n, worth.EUR],
      ['JPY', '0.0067', 1_500_000_000n, worth.JPY],
      ['USD', '1', 10_000_000n, worth.USD],
    ]);

    // Each item is one currency's lines of one recording and country, with its own US dollar worth.
    const items = await db.prisma.statementItem.findMany({ where: { statementId: result.statementId }, orderBy: { currency: 'asc' } });
    expect(items.map(({ isrc, country, currency, origMicros, usdMicros, lines }) => ({ isrc, country, currency, origMicros, usdMicros, lines }))).toEqual([
      { isrc: 'DEA122600001', country: 'DE', currency: 'EUR', origMicros: 20_000_000n, usdMicros: worth.EUR, lines: 2 },
      { isrc: 'USXYZ2600001', country: 'JP', currency: 'JPY', origMicros: 1_500_000_000n, usdMicros: worth.JPY, lines: 1 },
      { isrc: 'DEA122600001', country: 'US', currency: 'USD', origMicros: 10_000_000n, usdMicros: worth.USD, lines: 1 },
    ]);

    // The free plan keeps 85 % of each item's dollars, rounded as the domain rounds; the yen matched nothing.
    const credited = shareAmount(worth.USD, 8500, null).ownerMicros + shareAmount(worth.EUR, 8500, null).ownerMicros;
    expect(credited).toBe(26_860_000n);
    expect((await moneySummary(db.prisma, owner.id)).availableMicros).toBe(credited);
    const suspense = await ledgerBalance(db.prisma, `suspense:${STORE}:USD`);
    const fee = await ledgerBalance(db.prisma, 'platform_fee:USD');
    expect(suspense).toBe(worth.JPY);
    expect(result.suspenseUsdMicros).toBe(worth.JPY);
    expect(suspense + credited + fee).toBe(statementUsd);

    // The store owes each currency's total in that currency; each entry names its item's currency and rate.
    expect(await ledgerBalance(db.prisma, `store_receivable:${STORE}:EUR`)).toBe(-20_000_000n);
    expect(await ledgerBalance(db.prisma, `store_receivable:${STORE}:JPY`)).toBe(-1_500_000_000n);
    expect(await ledgerBalance(db.prisma, `store_receivable:${STORE}:USD`)).toBe(-10_000_000n);
    const entries = await db.prisma.ledgerEntry.findMany({ where: { statementId: result.statementId, account: { kind: { in: ['artist', 'suspense'] } } } });
    expect(entries.map((entry) => [entry.origCurrency, entry.usdRate]).sort()).toEqual([
      ['EUR', '1.08'],
      ['JPY', '0.0067'],
      ['USD', '1'],
    ]);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('re-matches a suspended item at its own currency’s rate, and a corrected re-issue reverses every currency', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'pro');
    await db.prisma.track.update({ where: { id: track.id }, data: { isrc: 'USXYZ2600001' } });
    const moved = await rematchSuspense({ prisma: db.prisma, now }, { all: true });
    expect(moved).toMatchObject({ matched: 1, movedUsdMicros: 10_050_000n });
    expect((await moneySummary(db.prisma, owner.id)).availableMicros).toBe(10_050_000n);
    const rematched = await db.prisma.ledgerEntry.findFirstOrThrow({ where: { transaction: { kind: 'rematch' }, account: { kind: 'artist' } } });
    expect(rematched).toMatchObject({ origCurrency: 'JPY', usdRate: '0.0067', origMicros: 1_500_000_000n });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);

    // The same report again under another checksum is a corrected re-issue of the period: the first is reversed whole.
    const reissue = await postStatement({ prisma: db.prisma, now }, input('4'.repeat(64), { EUR: rate('1.1'), JPY: rate('0.0067') }));
    expect(reissue).toMatchObject({ status: 'posted', supersededId: expect.any(String) });
    expect(await ledgerBalance(db.prisma, `store_receivable:${STORE}:EUR`)).toBe(-20_000_000n);
    // 20 EUR now at 1.1: 22.00 USD
    expect((await db.prisma.statementCurrency.findFirstOrThrow({ where: { statementId: reissue.statementId, currency: 'EUR' } })).usdMicros).toBe(22_000_000n);
    expect((await moneySummary(db.prisma, owner.id)).availableMicros).toBe(10_050_000n);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('is caught by the ledger check when a currency’s recorded total disagrees with the ledger or the items', async () => {
    const posted = await db.prisma.statement.findFirstOrThrow({ where: { store: STORE, status: 'posted' } });
    const key = { statementId_currency: { statementId: posted.id, currency: 'JPY' } };
    await db.prisma.statementCurrency.update({ where: key, data: { totalMicros: { increment: 1n } } });
    const breaches = await checkLedger({ prisma: db.prisma });
    expect(breaches.map((breach) => breach.rule).sort()).toEqual(['statement_items', 'statement_receivable']);
    expect(breaches.find((breach) => breach.rule === 'statement_receivable')?.detail).toMatch(/1500000001 JPY but its store owes 1500000000/);
    await db.prisma.statementCurrency.update({ where: key, data: { totalMicros: { decrement: 1n } } });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('imports the README’s generic CSV example, a row in US dollars and a refund in pounds', async () => {
    const readme = await readFile(fileURLToPath(new URL('../../../../README.md', import.meta.url)), 'utf8');
    const example = /```csv\n(period,isrc[^`]*)```/.exec(readme)?.[1];
    expect(example).toContain(',GBP,');
    const folder = await mkdtemp(join(tmpdir(), 'slipcase-readme-csv-'));
    try {
      const path = join(folder, 'readme.csv');
      await writeFile(path, example!);
      const csv = (sha256: string, usdRates: Record<string, UsdRate>): PostStatementInput => ({
        ...input(sha256, usdRates),
        store: 'readme-store',
        format: 'csv',
        source: openStatement([{ name: 'readme.csv', path }], 'csv', { csvMapping: GENERIC_CSV_MAPPING, period: null, maxBytes: 1_000_000 }),
      });
      await expect(postStatement({ prisma: db.prisma, now }, csv('5'.repeat(64), {}))).rejects.toMatchObject({ code: 'rate_missing', params: { currency: 'GBP' } });
      const result = await postStatement({ prisma: db.prisma, now }, csv('6'.repeat(64), { GBP: rate('1.27') }));
      // 3.6125 USD → 3.61; -0.79 GBP × 1.27 = -1.0033 → -1.00
      expect(result).toMatchObject({ status: 'posted', lineCount: 2, usdMicros: 2_610_000n });
      expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
