import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { parseDecimalMicros, parseUsdRate, type SalesReportMapping, type StatementLine } from '@slipcase/domain';
import { amazonMusicProfile } from '@slipcase/store-amazon-music';
import { localFolderProfile } from '@slipcase/store-local-folder';
import { tiktokProfile } from '@slipcase/store-tiktok';
import { checkLedger } from '../ledger/check-ledger';
import { ownerWithTrack, statementShares } from '../testing/posted-statements';
import { memorySource } from '../testing/statements';
import { openStatement } from './import/open-statement';
import { postStatement } from './post/post-statement';
import { readStatement } from './read/read-statement';

// Each store plugin's CSV mapping gets the DSR corpus's treatment (issue 27): refunds, an unknown code, several
// currencies, a corrected re-issue, each file's totals worked out by hand (fixtures/csv/expected.json) and by a naive
// reader of the columns named there, then posted to a real database.
const FOLDER = fileURLToPath(new URL('./fixtures/csv/', import.meta.url));

interface Posted {
  usd: string;
  suspense: string;
  fee: string;
  held: Record<string, string>;
}
interface Expected {
  totals: Record<string, string>;
  lines: number;
  usages: number;
  posted?: Posted;
  corrects?: string;
}
interface StoreCorpus {
  naive: { delimiter: string; amount: string; usages: string; currency: string | null; fixedCurrency: string | null };
  period: string | null;
  rates: Record<string, string>;
  statements: Record<string, Expected>;
}
const STORES = (JSON.parse(readFileSync(`${FOLDER}expected.json`, 'utf8')) as { stores: Record<string, StoreCorpus> }).stores;
const MAPPINGS: Record<string, SalesReportMapping | undefined> = Object.fromEntries(
  [tiktokProfile, amazonMusicProfile, localFolderProfile].map((profile) => [profile.id, profile.salesReports?.csv]),
);

const micros = (text: string) => parseDecimalMicros(text)!;
const byCurrency = (totals: Record<string, string>) => Object.fromEntries(Object.entries(totals).map(([currency, amount]) => [currency, micros(amount)]));
const fileOf = (store: string, name: string) => `${FOLDER}${store}/${name}`;

/** The second reader: csv-parse with the columns expected.json names, amounts summed by currency, nothing else. */
function naiveTotals(store: string, name: string): { totals: Record<string, bigint>; lines: number; usages: number } {
  const { naive } = STORES[store]!;
  const rows = parse(readFileSync(fileOf(store, name)), { delimiter: naive.delimiter, columns: true }) as Record<string, string>[];
  const totals: Record<string, bigint> = {};
  for (const row of rows) {
    const currency = naive.currency === null ? naive.fixedCurrency! : row[naive.currency]!;
    totals[currency] = (totals[currency] ?? 0n) + micros(row[naive.amount]!);
  }
  return { totals, lines: rows.length, usages: rows.reduce((sum, row) => sum + Number(row[naive.usages]), 0) };
}

const statements = Object.entries(STORES).flatMap(([store, corpus]) => Object.entries(corpus.statements).map(([name, expected]) => [`${store}/${name}`, store, name, expected] as const));

describe("each store's CSV mapping, read", () => {
  it('has a mapping for every store of the corpus', () => {
    for (const store of Object.keys(STORES)) expect(MAPPINGS[store]).toBeDefined();
  });

  it.each(statements)('%s reads to its hand-worked totals', async (_label, store, name, expected) => {
    const reading = await readStatement([memorySource(name, readFileSync(fileOf(store, name)))], {
      format: 'csv',
      csvMapping: MAPPINGS[store]!,
      period: STORES[store]!.period ?? undefined,
      maxUncompressedBytes: 1_000_000,
    });
    const lines: StatementLine[] = [];
    for await (const batch of reading.lines()) lines.push(...batch);
    const read: Record<string, bigint> = {};
    for (const line of lines) read[line.currency] = (read[line.currency] ?? 0n) + line.amountMicros;
    expect(read).toEqual(byCurrency(expected.totals));
    expect(lines).toHaveLength(expected.lines);
    expect(lines.reduce((sum, line) => sum + line.usages, 0)).toBe(expected.usages);
    expect(naiveTotals(store, name)).toEqual({ totals: byCurrency(expected.totals), lines: expected.lines, usages: expected.usages });
    expect(reading.completeHeader().period.start).toBe('2026-02-01');
  });
});

describe("each store's CSV mapping, posted", () => {
  let db: TestDatabase;
  const owners: Record<string, string> = {};
  beforeAll(async () => {
    db = await createTestDatabase();
    for (const [isrc, plan] of [['DEA122600001', 'pro'], ['USXYZ2600001', 'free']] as const) {
      const { owner, track } = await ownerWithTrack(db.prisma, plan);
      await db.prisma.track.update({ where: { id: track.id }, data: { isrc } });
      owners[isrc] = owner.id;
    }
  });
  afterAll(() => db.drop());

  let sha = 0;
  const posted = statements.filter(([, , , expected]) => expected.posted !== undefined).sort(([, , , a], [, , , b]) => Number(a.corrects !== undefined) - Number(b.corrects !== undefined));
  const ids = new Map<string, string>();

  it.each(posted)('%s: credited + suspense + fee is its total in dollars, the unknown code in suspense, a re-issue replaces', async (label, store, name, expected) => {
    const corpus = STORES[store]!;
    const result = await postStatement(
      { prisma: db.prisma, now: new Date('2026-03-20T10:00:00Z') },
      {
        store,
        period: corpus.period,
        sha256: (++sha).toString(16).padStart(64, '0'),
        fileNames: [name],
        format: 'csv',
        usdRates: Object.fromEntries(Object.entries(corpus.rates).map(([currency, rate]) => [currency, parseUsdRate(rate)!])),
        source: openStatement([{ name, path: fileOf(store, name) }], 'csv', { csvMapping: MAPPINGS[store]!, period: corpus.period, maxBytes: 1_000_000 }),
      },
    );
    if (result.status !== 'posted') throw new Error(`${label} was not posted`);
    ids.set(label, result.statementId);
    const want = expected.posted!;
    expect(result.usdMicros).toBe(micros(want.usd));
    expect(result.suspenseUsdMicros).toBe(micros(want.suspense));
    const shares = await statementShares(db.prisma, result.statementId);
    expect(shares).toEqual({ credited: micros(want.usd) - micros(want.suspense) - micros(want.fee), suspense: micros(want.suspense), fee: micros(want.fee) });

    const replaced = expected.corrects === undefined ? undefined : ids.get(`${store}/${expected.corrects}`);
    expect(result.supersededId).toBe(replaced ?? null);
    const period = [result.statementId, ...(replaced ? [replaced] : [])];
    for (const [isrc, amount] of Object.entries(want.held)) {
      const held = await db.prisma.ledgerEntry.aggregate({ _sum: { amountMicros: true }, where: { statementId: { in: period }, account: { kind: 'artist', userId: owners[isrc] } } });
      expect(held._sum.amountMicros).toBe(micros(amount));
    }
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });
});
