import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { TREND_COLUMNS } from '@slipcase/domain';
import { ownerWithTrack } from '../testing/posted-statements';
import { importTrendDay } from './import-trend-day';

// Trend files imported into a real PostgreSQL: the day's and the month's rollups, a correction replacing a day, and
// refused files leaving everything as it was.
let db: TestDatabase;
const now = new Date('2026-03-05T08:00:00Z');
let isrc = '';
let trackId = '';
let artistId = '';

const csv = (...rows: string[]) => Buffer.from([TREND_COLUMNS.join(','), ...rows].join('\n'));
const row = (day: string, code: string, territory: string, streams: number) =>
  [day, code, territory, 'Paris', streams, 3, 1, 0, 'pl9', 'Late Night', 'playlist', '18-24', 'female', 'mobile'].join(',');
const file = (day: string, ...rows: string[]) => ({ store: 'spotify', day, fileName: `${day}.csv`, bytes: csv(...rows) });

async function rollup(grain: string, dim: string, day: string, key = '') {
  const found = await db.prisma.trendRollup.findUnique({
    where: { scope_scopeId_grain_dim_day_store_key: { scope: 'artist', scopeId: artistId, grain, dim, day: new Date(`${day}T00:00:00Z`), store: 'spotify', key } },
  });
  return found?.streams ?? 0;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const made = await ownerWithTrack(db.prisma, 'pro');
  ({ isrc } = made.track);
  trackId = made.track.id;
  artistId = made.release.artistId;
}, 120_000);
afterAll(() => db?.drop());

describe('importTrendDay', () => {
  it('sums a day into the day and the month, per artist and per track, and keeps unknown ISRCs aside', async () => {
    const outcome = await importTrendDay({ prisma: db.prisma, now }, file('2026-03-01', row('2026-03-01', isrc, 'FR', 100), row('2026-03-01', isrc, 'DE', 20), row('2026-03-01', 'QZZZZ2600001', 'FR', 7)));
    expect(outcome).toMatchObject({ status: 'imported', rows: 3, unmatchedRows: 1, unmatchedIsrcs: 1, streams: 127 });
    await importTrendDay({ prisma: db.prisma, now }, file('2026-03-02', row('2026-03-02', isrc, 'FR', 50)));
    expect(await rollup('day', 'total', '2026-03-01')).toBe(120);
    expect(await rollup('day', 'territory', '2026-03-01', 'DE')).toBe(20);
    expect(await rollup('month', 'total', '2026-03-01')).toBe(170);
    expect(await rollup('month', 'city', '2026-03-01', 'FR|Paris')).toBe(150);
    const perTrack = await db.prisma.trendRollup.aggregate({ where: { scope: 'track', scopeId: trackId, grain: 'day', dim: 'total' }, _sum: { streams: true } });
    expect(perTrack._sum.streams).toBe(170);
    expect(await db.prisma.trendUnmatched.findMany({ select: { isrc: true, rows: true, streams: true } })).toEqual([{ isrc: 'QZZZZ2600001', rows: 1, streams: 7n }]);
    expect(await db.prisma.trendPlaylist.findUnique({ where: { store_playlistId: { store: 'spotify', playlistId: 'pl9' } } })).toMatchObject({ name: 'Late Night' });
  });

  it('takes the same file again as nothing new, and a corrected day in place of the old one', async () => {
    const again = await importTrendDay({ prisma: db.prisma, now }, file('2026-03-02', row('2026-03-02', isrc, 'FR', 50)));
    expect(again.status).toBe('unchanged');
    const corrected = await importTrendDay({ prisma: db.prisma, now }, file('2026-03-02', row('2026-03-02', isrc, 'GB', 80)));
    expect(corrected.status).toBe('replaced');
    expect(await rollup('day', 'territory', '2026-03-02', 'FR')).toBe(0);
    expect(await rollup('day', 'territory', '2026-03-02', 'GB')).toBe(80);
    expect(await rollup('month', 'total', '2026-03-01')).toBe(200);
    expect(await rollup('month', 'territory', '2026-03-01', 'FR')).toBe(100);
    const statuses = await db.prisma.trendImport.findMany({ where: { day: new Date('2026-03-02T00:00:00Z') }, orderBy: { createdAt: 'asc' }, select: { status: true } });
    expect(statuses.map((found) => found.status)).toEqual(['replaced', 'imported']);
  });

  it('refuses a file with a negative count, a future date or a broken row whole, with a report, and changes nothing', async () => {
    const before = await db.prisma.trendRollup.count();
    const bad = file('2026-03-03', row('2026-03-03', isrc, 'FR', -4), row('2026-03-09', isrc, 'DE', 1), `2026-03-03,${isrc},FR`, row('2026-03-03', isrc, 'GB', 1));
    const outcome = await importTrendDay({ prisma: db.prisma, now }, bad);
    expect(outcome).toMatchObject({ status: 'refused', problemCount: 3 });
    expect(outcome.status === 'refused' && outcome.problems.map((problem) => [problem.code, problem.line])).toEqual([
      ['negative_count', 2],
      ['future_date', 3],
      ['broken_row', 4],
    ]);
    expect(await db.prisma.trendRollup.count()).toBe(before);
    expect(await db.prisma.trendImport.findUniqueOrThrow({ where: { id: outcome.importId } })).toMatchObject({ status: 'refused', problemCount: 3 });
    const notText = await importTrendDay({ prisma: db.prisma, now }, { ...bad, bytes: Buffer.from([0xff, 0xfe, 0x00]) });
    expect(notText).toMatchObject({ status: 'refused', problems: [{ code: 'not_utf8' }] });
  });

  it('refuses a day that is not over yet', async () => {
    const outcome = await importTrendDay({ prisma: db.prisma, now }, file('2026-03-06', row('2026-03-06', isrc, 'FR', 1)));
    expect(outcome.status === 'refused' && outcome.problems[0]).toEqual({ code: 'future_date', detail: '2026-03-06' });
  });
});
