import { mkdtemp, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { formatMicros, parseUsdRate, shownCents } from '@slipcase/domain';
import { moneySummary } from '../ledger/balances';
import { checkLedger } from '../ledger/check-ledger';
import { recordPayout } from '../payouts/rails/testing/ledger-fixture';
import { postStatement } from '../statements/post/post-statement';
import type { StatementLineIn } from '../statements/post/source';
import { royaltyBreakdowns } from './breakdowns';
import { statementPeriods } from './payment-history';
import { royaltyLines } from './royalty-lines';
import { statementCsv } from './statement-csv';
import { statementAmount, statementPdf } from './statement-pdf';
import { LocalFileStorage } from '../storage/storage';
import { ownerWithTrack } from '../testing/posted-statements';

// Statements posted through the real posting path (EUR at 1.08, a free plan's 85 %), read back by the page's
// breakdowns, lines, payment history and the period's CSV and PDF.
let db: TestDatabase;
let storage: LocalFileStorage;
const now = new Date('2026-11-20T10:00:00Z');
const people = { artist: { id: '', isrc: '' }, other: { id: '', isrc: '' } };

let lineNo = 0;
const line = (isrc: string, country: string, amountMicros: bigint, usages = 10): StatementLineIn => ({
  lineNo: ++lineNo, part: 1, isrc, upc: null, title: 'Song', artist: 'Act', country, useType: 'OnDemandStream', usages,
  currency: 'EUR', amountMicros,
});

async function post(store: string, period: string, lines: StatementLineIn[]) {
  return postStatement({ prisma: db.prisma, now }, {
    store, period, sha256: `${store}-${period}-${lineNo}`, fileNames: ['report.tsv'], format: 'dsr',
    usdRates: { EUR: parseUsdRate('1.08')! },
    source: { async *lines() { yield lines; }, period: async () => null },
  });
}

const ownerWithIsrc = async (plan: 'free' | 'pro') => {
  const { owner, track } = await ownerWithTrack(db.prisma, plan);
  return { id: owner.id, isrc: track.isrc };
};

beforeAll(async () => {
  db = await createTestDatabase();
  storage = new LocalFileStorage(await mkdtemp(join(tmpdir(), 'statement-pdf-')));
  people.artist = await ownerWithIsrc('free');
  people.other = await ownerWithIsrc('pro');
  const { artist, other } = people;
  await post('spotify', '2026-07', [line(artist.isrc, 'US', 10_000_001n), line(artist.isrc, 'DE', 3_333_333n), line(other.isrc, 'US', 50_000_000n)]);
  await post('deezer', '2026-07', [line(artist.isrc, 'FR', 1_234_567n), line(artist.isrc, 'FR', -234_567n)]);
  await post('spotify', '2026-08', [line(artist.isrc, 'BR', 7_777_777n), line(other.isrc, 'GB', 2_000_000n)]);
}, 120_000);
afterAll(() => db?.drop());

describe('the royalties read from the ledger', () => {
  it('breaks the lifetime royalties down by period, store, country, release and track, each adding up to it', async () => {
    const { lifetimeMicros } = await moneySummary(db.prisma, people.artist.id);
    expect(lifetimeMicros).toBeGreaterThan(0n);
    const breakdowns = await royaltyBreakdowns(db.prisma, people.artist.id);
    for (const rows of Object.values(breakdowns)) expect(rows.reduce((sum: bigint, row: { micros: bigint }) => sum + row.micros, 0n)).toBe(lifetimeMicros);
    expect(breakdowns.byPeriod.map((row) => row.key)).toEqual(['2026-07', '2026-08']);
    expect(breakdowns.byStore.map((row) => row.key).sort()).toEqual(['deezer', 'spotify']);
    expect(breakdowns.byCountry.map((row) => row.key).sort()).toEqual(['BR', 'DE', 'FR', 'US']);
    expect(breakdowns.byTrack.map((row) => row.isrc)).toEqual([people.artist.isrc]);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('lists the payment history per period and each line with its track and ISRC, available while no withdrawal holds it', async () => {
    const periods = await statementPeriods(db.prisma, people.artist.id);
    expect(periods.map((period) => [period.period, period.stores.sort()])).toEqual([['2026-08', ['spotify']], ['2026-07', ['deezer', 'spotify']]]);
    const oldest = await royaltyLines(db.prisma, people.artist.id, { order: 'oldest', limit: 100 });
    expect(oldest.every((entry) => entry.isrc === people.artist.isrc && entry.trackTitle)).toBe(true);
    expect(oldest.every((entry) => entry.status === 'available')).toBe(true);

    // two credits of USD 21.60 each; a paid withdrawal of USD 21.60 pays the older one only
    const paidUser = await ownerWithIsrc('pro');
    await post('spotify', '2026-09', [line(paidUser.isrc, 'US', 20_000_000n), line(paidUser.isrc, 'GB', 20_000_000n)]);
    await recordPayout(db.prisma, { userId: paidUser.id, amountCents: 21_60, status: 'paid', requestedAt: now });
    const after = await royaltyLines(db.prisma, paidUser.id, { order: 'oldest', limit: 10 });
    expect(after.map((entry) => [entry.micros, entry.status])).toEqual([[21_600_000n, 'paid'], [21_600_000n, 'available']]);
  });

  it('calls pending only what a withdrawal not paid yet holds, counting a later refund against the credits before it', async () => {
    // USD 21.60, then 21.60 and a refund of 10.80: 32.40 in all, 21.60 paid out and 10.80 in a waiting withdrawal.
    const user = await ownerWithIsrc('pro');
    await post('tidal', '2026-09', [line(user.isrc, 'US', 20_000_000n)]);
    await post('tidal', '2026-10', [line(user.isrc, 'US', 20_000_000n), line(user.isrc, 'GB', -10_000_000n)]);
    await recordPayout(db.prisma, { userId: user.id, amountCents: 21_60, status: 'paid', requestedAt: now });
    await recordPayout(db.prisma, { userId: user.id, amountCents: 10_80, status: 'waiting', requestedAt: now });
    expect((await moneySummary(db.prisma, user.id)).availableMicros).toBe(0n);
    const lines = await royaltyLines(db.prisma, user.id, { order: 'oldest', limit: 10 });
    expect(lines.map((entry) => [entry.micros, entry.status])).toEqual([
      [21_600_000n, 'paid'],
      [21_600_000n, 'pending'],
      [-10_800_000n, 'pending'],
    ]);
    const newest = await royaltyLines(db.prisma, user.id, { order: 'newest', limit: 2 });
    expect(newest.map((entry) => entry.status)).toEqual(['pending', 'pending']);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });
});

describe('the statement of a period', () => {
  const periodCredits = async (userId: string, period: string) =>
    (await statementPeriods(db.prisma, userId)).find((row) => row.period === period)?.micros ?? 0n;

  it('is a CSV whose lines add up to exactly what the ledger credited for the period, with plan and share', async () => {
    const csv = await statementCsv({ prisma: db.prisma }, { userId: people.artist.id, period: '2026-07' });
    const records = csv!.trim().split('\r\n').map((record) => record.split(','));
    expect(records[0]).toContain('plan_share_percent');
    const body = records.slice(1, -1);
    expect(body.map((row) => [row[1], row[6], row[7], row[8]]).sort()).toEqual([
      ['deezer', 'FR', 'free', '85'], ['spotify', 'DE', 'free', '85'], ['spotify', 'US', 'free', '85'],
    ]);
    expect(body.every((row) => row[5] === people.artist.isrc)).toBe(true);
    const credited = await periodCredits(people.artist.id, '2026-07');
    expect(records.at(-1)).toEqual(['total', ...Array(10).fill(''), formatMicros(credited)]);
    const sum = body.reduce((total, row) => total + BigInt(Math.round(Number(row.at(-1)) * 1e6)), 0n);
    expect(sum).toBe(credited);
  });

  it('shows no other account’s lines, and nothing for a period the user has no royalties in', async () => {
    const csv = await statementCsv({ prisma: db.prisma }, { userId: people.artist.id, period: '2026-07' });
    const others = await db.prisma.track.findFirstOrThrow({ where: { isrc: people.other.isrc }, select: { title: true } });
    expect(csv).not.toContain(people.other.isrc);
    expect(await statementCsv({ prisma: db.prisma }, { userId: people.artist.id, period: '2026-01' })).toBeNull();
    expect(await statementPdf({ prisma: db.prisma, now, storage }, { userId: people.artist.id, period: '2026-01' })).toBeNull();
    expect(others.title).toBeTruthy();
  });

  it('is a PDF showing the period’s total', async () => {
    const pdf = await statementPdf({ prisma: db.prisma, now, storage }, { userId: people.artist.id, period: '2026-08', storeNames: { spotify: 'Spotify' } });
    expect(pdf!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf!.subarray(-6).toString()).toContain('%%EOF');
    const text = await pdfText(pdf!);
    const totalCents = shownCents(await periodCredits(people.artist.id, '2026-08'));
    expect(text).toMatch(new RegExp(`Total\\s+${statementAmount(totalCents)}`));
    // Every amount to the cent with its currency (issue 27), the lines adding up to the total printed.
    const amounts = [...text.matchAll(/-?\d+\.\d+(?!\d)(?! ?%)(?: USD)?/g)].map((match) => match[0]);
    expect(amounts.length).toBeGreaterThan(2);
    for (const amount of amounts) expect(amount).toMatch(/^-?\d+\.\d{2} USD$/);
    expect(text).toContain('Spotify');
    expect(text).toContain('Brazil');
    // The plan by its name, and the page's number.
    expect(text).toContain('85 % (Free)');
    expect(text).toContain('Page 1 of 1');
  });

  it('draws a PDF once for its content, and anew when a statement adds lines to the period', async () => {
    const pdfOf = (at: Date) => statementPdf({ prisma: db.prisma, now: at, storage }, { userId: people.artist.id, period: '2026-09' });
    await post('spotify', '2026-09', [line(people.artist.isrc, 'JP', 4_000_000n)]);
    const first = await pdfOf(now);
    const later = await pdfOf(new Date('2026-12-01T10:00:00Z'));
    // Issued on the day it was first drawn: the later download is the same file, not a new one dated later.
    expect(later!.equals(first!)).toBe(true);
    expect(await pdfText(later!)).toContain('issued 2026-11-20');
    await post('deezer', '2026-09', [line(people.artist.isrc, 'JP', 1_000_000n)]);
    const reissued = await pdfOf(new Date('2026-12-01T10:00:00Z'));
    const text = await pdfText(reissued!);
    expect(text).toContain('issued 2026-12-01');
    expect(text).toContain('deezer');
    expect(await readdir(storage.path(`statements/${people.artist.id}/2026-09`))).toHaveLength(2);
  });

  it('writes every PDF amount to the cent with its currency (the CSV keeps the millionths)', () => {
    expect([1234, 1_314_309, -23, 0].map(statementAmount)).toEqual(['12.34 USD', '13143.09 USD', '-0.23 USD', '0.00 USD']);
  });
});

/** The PDF's text, as a reader would extract it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: fonts }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}
