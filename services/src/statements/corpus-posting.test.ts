import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { parseDecimalMicros, parseUsdRate } from '@slipcase/domain';
import { checkLedger } from '../ledger/check-ledger';
import { ownerWithTrack, statementShares } from '../testing/posted-statements';
import { corpusReports, DSR_CORPUS, partsOf, type ExpectedReport } from '../testing/statement-corpus';
import { openStatement } from './import/open-statement';
import { postStatement } from './post/post-statement';

// The corpus posted to a real database: every single-currency report shares exactly its total, and a corrected
// re-issue replaces the statement it corrects.
let db: TestDatabase;
const tracks: Record<string, { ownerId: string }> = {};
beforeAll(async () => {
  db = await createTestDatabase();
  // The corpus's two recordings: Ana Sol's on PRO (keeps 100 %), Los Tres's on the free plan (85 %); the rest match
  // nothing and go to suspense.
  for (const [isrc, plan] of [['DEA122600001', 'pro'], ['USXYZ2600001', 'free']] as const) {
    const { owner, track } = await ownerWithTrack(db.prisma, plan);
    await db.prisma.track.update({ where: { id: track.id }, data: { isrc } });
    tracks[isrc] = { ownerId: owner.id };
  }
});
afterAll(() => db.drop());

const RATES = { EUR: parseUsdRate('1.08')!, GBP: parseUsdRate('1.27')! };
const REPORTS = Object.entries(corpusReports()).filter(
  (entry): entry is [string, ExpectedReport] => !('refused' in entry[1]) && Object.keys(entry[1].totals).length === 1,
);
let sha = 0;

/** Millionths × rate rounded to the cent, half away from zero: worked out here, not with the domain's conversion. */
function dollarsToTheCent(micros: bigint, rate: { numerator: bigint; denominator: bigint }): bigint {
  const exact = Number(micros) * Number(rate.numerator) / Number(rate.denominator) / 10_000;
  return BigInt(Math.sign(exact) * Math.round(Math.abs(exact))) * 10_000n;
}

function post(name: string, report: ExpectedReport, store: string) {
  const parts = partsOf(name, report);
  return postStatement(
    { prisma: db.prisma, now: new Date('2026-06-01T10:00:00Z') },
    {
      store,
      period: null,
      sha256: (++sha).toString(16).padStart(64, '0'),
      fileNames: parts,
      format: 'dsr',
      usdRates: RATES,
      source: openStatement(parts.map((part) => ({ name: part, path: `${DSR_CORPUS}${part}` })), 'dsr', { period: null, maxBytes: 1_000_000 }),
    },
  );
}

describe('the DSR corpus posted', () => {
  it.each(REPORTS.filter(([, report]) => report.corrects === undefined))('%s: credited + suspense + fee = its total in dollars, to the cent', async (name, report) => {
    const result = await post(name, report, `store-${name.slice(0, 20)}`);
    if (result.status !== 'posted') throw new Error(`${name} was not posted`);
    const [[currency, total]] = Object.entries(report.totals) as [[string, string]];
    const rate = currency === 'USD' ? { numerator: 1n, denominator: 1n } : RATES[currency as keyof typeof RATES];
    expect(result.usdMicros).toBe(dollarsToTheCent(parseDecimalMicros(total)!, rate));
    const { credited, suspense, fee } = await statementShares(db.prisma, result.statementId);
    expect(credited + suspense + fee).toBe(result.usdMicros);
    expect(suspense).toBe(result.suspenseUsdMicros);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('a corrected re-issue reverses the statement it corrects: the artists keep what the correction gives', async () => {
    const corrected = REPORTS.find(([, report]) => report.corrects !== undefined)!;
    const original = REPORTS.find(([name]) => name === corrected[1].corrects)!;
    const first = await post(...original, 'reissuing-store');
    const second = await post(...corrected, 'reissuing-store');
    if (first.status !== 'posted' || second.status !== 'posted') throw new Error('not posted');
    expect(second).toMatchObject({ supersededId: first.statementId, period: first.period });
    expect(await db.prisma.statement.findUniqueOrThrow({ where: { id: first.statementId } })).toMatchObject({ status: 'superseded' });

    // What each owner holds from the store's period, both statements and the reversal together: the correction's
    // 7.00 to PRO's Ana Sol, 85 % of 3.00 to the free plan's Los Tres; never the first statement's 7.20 and 4.08.
    const heldFromPeriod = async (ownerId: string) =>
      (
        await db.prisma.ledgerEntry.aggregate({
          _sum: { amountMicros: true },
          where: { statementId: { in: [first.statementId, second.statementId] }, account: { kind: 'artist', userId: ownerId } },
        })
      )._sum.amountMicros;
    expect(await heldFromPeriod(tracks.DEA122600001!.ownerId)).toBe(7_000_000n);
    expect(await heldFromPeriod(tracks.USXYZ2600001!.ownerId)).toBe(2_550_000n);
    expect(await statementShares(db.prisma, second.statementId)).toEqual({ credited: 9_550_000n, suspense: 0n, fee: 450_000n });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });
});
