import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { parseUsdRate, type UsdRate } from '@slipcase/domain';
import { checkLedger } from '../../ledger/check-ledger';
import { owedByCurrency, renderReport, reportArb, type GeneratedReport } from '../../testing/generated-dsr';
import { ownerWithTrack, statementShares } from '../../testing/posted-statements';
import { createTestUser } from '../../testing/release-fixture';
import { readStatement } from '../read/read-statement';
import { postStatement } from './post-statement';

// Issue 27: a generated statement posted with generated shares and splits: credited + suspense + fee is the
// statement's total in dollars, converted once and rounded to the cent, and the ledger's invariants hold after each.
let db: TestDatabase;
const catalogue: { isrc: string; releaseId: string; ownerId: string }[] = [];
const payees: { id: string; email: string }[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
  for (const plan of ['free', 'pro', 'free', 'pro'] as const) {
    const { owner, release, track } = await ownerWithTrack(db.prisma, plan);
    catalogue.push({ isrc: track.isrc, releaseId: release.id, ownerId: owner.id });
  }
  for (let i = 0; i < 2; i += 1) payees.push(await createTestUser(db.prisma));
}, 60_000);
afterAll(() => db.drop());

const RATES: Record<string, string> = { USD: '1', EUR: '1.0835', JPY: '0.0067' };
/** Recordings 0-3 are the catalogue's; 4 and 5 are nobody's here and go to suspense. */
const RECORDINGS = 6;

interface GeneratedSplit {
  release: number;
  ownerBps: number;
  /** Each payee's part of what the owner does not keep (basis points of 10,000), and whether they have signed up. */
  firstPayeeBps: number;
  twoPayees: boolean;
  signedUp: [boolean, boolean];
  recoupMicros: bigint;
}

const splitArb: fc.Arbitrary<GeneratedSplit> = fc.record({
  release: fc.nat(3),
  ownerBps: fc.nat(10_000),
  firstPayeeBps: fc.nat(10_000),
  twoPayees: fc.boolean(),
  signedUp: fc.tuple(fc.boolean(), fc.boolean()),
  recoupMicros: fc.oneof(fc.constant(0n), fc.bigInt(1n, 5_000_000n)),
});

// One currency, or several in one report (each summary in its own).
const caseArb = fc.record({
  currencies: fc.subarray(Object.keys(RATES), { minLength: 1 }),
  splits: fc.uniqueArray(splitArb, { maxLength: 3, selector: (split) => split.release }),
}).chain(({ currencies, splits }) => fc.record({ splits: fc.constant(splits), report: reportArb(currencies, RECORDINGS) }));

/** Millionths × rate to the cent, half away from zero, worked out here rather than with the domain's conversion. */
function toTheCent(micros: bigint, rate: UsdRate): bigint {
  const scaled = micros * rate.numerator;
  const perCent = rate.denominator * 10_000n;
  const cents = (2n * (scaled < 0n ? -scaled : scaled) + perCent) / (2n * perCent);
  return (scaled < 0n ? -cents : cents) * 10_000n;
}

let run = 0;

async function createSplits(splits: readonly GeneratedSplit[], period: string): Promise<void> {
  for (const split of splits) {
    const { releaseId, ownerId } = catalogue[split.release]!;
    const rest = 10_000 - split.ownerBps;
    const first = split.twoPayees ? Math.min(split.firstPayeeBps, rest) : rest;
    const parts = split.twoPayees ? [first, rest - first] : [first];
    await db.prisma.split.create({
      data: {
        ownerId,
        releaseId,
        fromPeriod: period,
        toPeriod: period,
        ownerBps: split.ownerBps,
        recoupMicros: split.recoupMicros,
        payees: {
          create: parts.map((shareBps, index) =>
            split.signedUp[index]
              ? { email: payees[index]!.email, userId: payees[index]!.id, shareBps, recoups: index === 0 }
              : { email: `later-${run}-${index}@example.test`, shareBps, recoups: index === 0 },
          ),
        },
      },
    });
  }
}

describe('postStatement, for any statement', () => {
  it('credits, holds in suspense and takes as fee exactly the total in dollars, and the ledger stays right', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ splits, report }: { splits: GeneratedSplit[]; report: GeneratedReport }) => {
        run += 1;
        // A period of its own for each run: its splits are in force for it alone, and no earlier statement is replaced.
        const period = `${2030 + Math.floor(run / 12)}-${String((run % 12) + 1).padStart(2, '0')}`;
        await createSplits(splits, period);
        const isrcOf = (recording: number) => catalogue[recording]?.isrc ?? `QZUNK26${String(recording).padStart(5, '0')}`;
        const files = renderReport(report, { period, messageId: `PROP-${run}`, isrcOf });
        const reading = readStatement(files, { format: 'dsr', maxUncompressedBytes: 10_000_000 });
        const rates = Object.fromEntries(Object.entries(RATES).map(([currency, rate]) => [currency, parseUsdRate(rate)!]));
        const result = await postStatement(
          { prisma: db.prisma, now: new Date('2026-12-01T00:00:00Z') },
          {
            store: 'spotify',
            period: null,
            sha256: run.toString(16).padStart(64, '0'),
            fileNames: files.map((file) => file.name),
            format: 'dsr',
            usdRates: rates,
            source: { lines: async function* () { yield* (await reading).lines(); }, period: async () => (await reading).completeHeader().period },
          },
        );
        if (result.status !== 'posted') throw new Error('not posted');

        // Each currency converted once, at its own rate, to the cent; the statement is worth their sum.
        // A currency whose summaries have no line posts nothing (and owes nothing: they allocate no revenue).
        const withLines = new Set(report.lines.map((line) => report.summaries[line.summary]!.currency));
        const owed = Object.fromEntries(Object.entries(owedByCurrency(report)).filter(([currency, total]) => withLines.has(currency) || total !== 0n));
        expect(Object.fromEntries(result.currencies.map((each) => [each.currency, [each.totalMicros, each.usdMicros]]))).toEqual(
          Object.fromEntries(Object.entries(owed).map(([currency, total]) => [currency, [total, toTheCent(total, rates[currency]!)]])),
        );
        expect(result.usdMicros).toBe(Object.entries(owed).reduce((sum, [currency, total]) => sum + toTheCent(total, rates[currency]!), 0n));
        const { credited, suspense, fee } = await statementShares(db.prisma, result.statementId);
        expect(credited + suspense + fee).toBe(result.usdMicros);
        expect(suspense).toBe(result.suspenseUsdMicros);
        if (report.lines.every((line) => line.recording >= catalogue.length)) expect({ credited, fee }).toEqual({ credited: 0n, fee: 0n });
        expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
