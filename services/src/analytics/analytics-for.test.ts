import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { addDays, TREND_COLUMNS } from '@slipcase/domain';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { ownerWithTrack, postUsdStatement } from '../testing/posted-statements';
import { analyticsFor } from './analytics-for';
import { importTrendDay } from './import-trend-day';

// Trend files imported through the real path into a real PostgreSQL, then read back as the page, /v1 and the CLI do.
let db: TestDatabase;
const now = new Date('2026-06-20T08:00:00Z');
const owner = { id: '', artistId: '', releaseId: '', trackId: '', isrc: '', secondTrackId: '', secondIsrc: '' };
let stranger = '';
let freeUser = '';
const FIRST = '2026-03-20';
const LAST = '2026-06-18';

const line = (day: string, isrc: string, territory: string, streams: number, device = 'mobile') =>
  [day, isrc, territory, territory === 'FR' ? 'Paris' : 'Berlin', streams, 2, 1, 1, 'pl1', 'Night Drive', 'playlist', '25-34', 'female', device].join(',');

async function importDay(day: string, store: string, rows: string[]) {
  const bytes = Buffer.from([TREND_COLUMNS.join(','), ...rows].join('\n'));
  const outcome = await importTrendDay({ prisma: db.prisma, now }, { store, day, fileName: `${day}.csv`, bytes });
  expect(outcome.status).toBe('imported');
}

beforeAll(async () => {
  db = await createTestDatabase();
  const made = await ownerWithTrack(db.prisma, 'pro');
  Object.assign(owner, { id: made.owner.id, artistId: made.release.artistId, releaseId: made.release.id, trackId: made.track.id, isrc: made.track.isrc });
  const second = await createDraftRelease(db.prisma, owner.id);
  await db.prisma.release.update({ where: { id: second.id }, data: { artistId: owner.artistId } });
  owner.secondTrackId = second.tracks[0]!.id;
  owner.secondIsrc = second.tracks[0]!.isrc;
  // 91 days, each with a little more than the day before: day n has n streams in FR on spotify, 2 in DE on deezer.
  for (let n = 0, day = FIRST; day <= LAST; n++, day = addDays(day, 1)) {
    await importDay(day, 'spotify', [line(day, owner.isrc, 'FR', n + 1), line(day, owner.secondIsrc, 'FR', 1, 'desktop')]);
    await importDay(day, 'deezer', [line(day, owner.isrc, 'DE', 2)]);
  }
  await postUsdStatement(db.prisma, { period: '2026-04', store: 'spotify', lines: [{ isrc: owner.isrc, amountMicros: 5_000_000n }] });
  stranger = (await createTestUser(db.prisma)).id;
  freeUser = (await ownerWithTrack(db.prisma, 'free')).owner.id;
}, 300_000);
afterAll(() => db?.drop());

const sumOf = (from: number, to: number) => ((from + to) * (to - from + 1)) / 2;

describe('analyticsFor', () => {
  it('sums the last 30 reported days, month rows and day rows alike, with the change against the 30 before', async () => {
    const report = await analyticsFor({ prisma: db.prisma }, { userId: owner.id, range: '30d' });
    expect(report.window).toEqual({ from: '2026-05-20', to: LAST });
    // Day n of 0..90: the last 30 are 61..90, so spotify FR gives 62..91, plus 1 a day on the second track and 2 on deezer.
    expect(report.overview.streams.value).toBe(sumOf(62, 91) + 30 + 60);
    expect(report.overview.streams.previous).toBe(sumOf(32, 61) + 30 + 60);
    expect(report.overview.streams.change).toBeCloseTo(((sumOf(62, 91) + 90) / (sumOf(32, 61) + 90) - 1) * 100, 0);
    expect(report.chart.points).toHaveLength(30);
    expect(report.chart.stores).toEqual(['deezer', 'spotify']);
    expect(report.chart.points.at(-1)).toEqual({ period: LAST, total: 91 + 1 + 2, stores: { deezer: 2, spotify: 92 } });
    expect(report.territories.map((row) => [row.key, row.streams])).toEqual([['FR', sumOf(62, 91) + 30], ['DE', 60]]);
    expect(report.tracks.map((track) => [track.trackId, track.streams])).toEqual([[owner.trackId, sumOf(62, 91) + 60], [owner.secondTrackId, 30]]);
    expect(report.cities?.map((row) => row.label)).toEqual(['Paris', 'Berlin']);
    expect(report.playlists).toEqual([expect.objectContaining({ key: 'pl1', label: 'Night Drive' })]);
    expect(report.devices?.map((row) => [row.key, row.streams])).toEqual([['mobile', sumOf(62, 91) + 60], ['desktop', 30]]);
  });

  it('reads 90 days (April and May from month rows) as the sum of every day', async () => {
    const report = await analyticsFor({ prisma: db.prisma }, { userId: owner.id, range: '90d' });
    expect(report.window).toEqual({ from: '2026-03-21', to: LAST });
    const days = await db.prisma.trendRollup.aggregate({
      where: { grain: 'day', scope: 'artist', scopeId: owner.artistId, dim: 'total', day: { gte: new Date('2026-03-21T00:00:00Z') } },
      _sum: { streams: true, listeners: true },
    });
    expect(report.overview.streams.value).toBe(days._sum.streams);
    expect(report.overview.listeners.value).toBe(days._sum.listeners);
  });

  it('sets what April\'s statement confirmed beside the estimate', async () => {
    const report = await analyticsFor({ prisma: db.prisma }, { userId: owner.id, range: '90d' });
    const estimated = sumOf(13, 42) + 30; // April is days 12..41 of the import: spotify FR n + 1, and the second track
    expect(report.confirmed).toEqual([{ period: '2026-04', store: 'spotify', usages: 10, estimated, estimateOffPercent: Math.round(((estimated - 10) / 10) * 1000) / 10 }]);
  });

  it('drills down to a release and to a track', async () => {
    const release = await analyticsFor({ prisma: db.prisma }, { userId: owner.id, range: '7d', releaseId: owner.releaseId });
    expect(release.release?.id).toBe(owner.releaseId);
    expect(release.overview.streams.value).toBe(sumOf(85, 91) + 14);
    const track = await analyticsFor({ prisma: db.prisma }, { userId: owner.id, range: '7d', trackId: owner.secondTrackId });
    expect(track.overview.streams.value).toBe(7);
    expect(track.tracks).toHaveLength(1);
  });

  it('finds nothing of another account\'s, and refuses the label total to a plan without it', async () => {
    await expect(analyticsFor({ prisma: db.prisma }, { userId: stranger, range: '7d', artistId: owner.artistId })).rejects.toMatchObject({ code: 'not_found', field: 'artistId' });
    await expect(analyticsFor({ prisma: db.prisma }, { userId: stranger, range: '7d', trackId: owner.trackId })).rejects.toMatchObject({ code: 'not_found', field: 'trackId' });
    await expect(analyticsFor({ prisma: db.prisma }, { userId: owner.id, range: '7d', artistId: 'all' })).rejects.toMatchObject({ code: 'premium_required', field: 'artistId' });
  });

  it('gives the free plan 90 days at most and no advanced view, decided on the server', async () => {
    await expect(analyticsFor({ prisma: db.prisma }, { userId: freeUser, range: '1y' })).rejects.toMatchObject({ code: 'premium_required', field: 'range' });
    const report = await analyticsFor({ prisma: db.prisma }, { userId: freeUser, range: '30d' });
    expect(report).toMatchObject({ window: null, playlists: null, cities: null, audience: null, devices: null, sources: null });
    expect(report.access).toEqual({ advanced: false, ranges: ['7d', '30d', '90d'], labelTotal: false });
  });

  it('shows the label total to Advanced, and an empty report to an account without data', async () => {
    await db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'advanced' } });
    const all = await analyticsFor({ prisma: db.prisma }, { userId: owner.id, range: 'all', artistId: 'all' });
    expect(all.artistId).toBe('all');
    expect(all.window?.from).toBe(FIRST);
    expect(all.chart.grain).toBe('day');
    const empty = await analyticsFor({ prisma: db.prisma }, { userId: stranger, range: '7d' });
    expect(empty).toMatchObject({ artistId: null, window: null, tracks: [], chart: { points: [] } });
  });
});
