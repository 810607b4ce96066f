import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, type PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { TREND_COLUMNS } from '@slipcase/domain';
import { analyticsCsv, analyticsFor, importTrendDay } from '@slipcase/services';
import { createDraftRelease } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../testing/run-cli';

// `slipcase analytics` on this machine's database: the same report and CSV the page reads and exports.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let userId = '';
let artistId = '';

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
  delete process.env.SLIPCASE_USER;
  await seedDemoData(prisma);
  const artist = await prisma.user.findUniqueOrThrow({ where: { username: 'artist' } });
  userId = artist.id;
  const release = await createDraftRelease(prisma, artist.id);
  const track = release.tracks[0]!;
  artistId = release.artistId;
  const row = ['2026-02-10', track.isrc, 'MX', 'Monterrey', 44, 30, 3, 2, 'p9', 'Norteño', 'search', '35-44', 'male', 'car'].join(',');
  await importTrendDay({ prisma, now: new Date('2026-02-12T00:00:00Z') }, { store: 'spotify', day: '2026-02-10', fileName: 'a.csv', bytes: Buffer.from(`${TREND_COLUMNS.join(',')}\n${row}\n`) });
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

describe('slipcase analytics', () => {
  it('prints the report, its JSON and its CSV, number for number as the page', async () => {
    const report = await analyticsFor({ prisma }, { userId, artistId, range: '7d' });
    const text = await runCli(['analytics', '--as', 'artist', '--artist', artistId, '--range', '7d']);
    expect(text.exit).toBe(0);
    expect(text.stdout).toContain('Streams                  44');
    expect(text.stdout).toContain('MX');
    const json = await runCli(['analytics', '--as', 'artist', '--artist', artistId, '--range', '7d', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(JSON.parse(JSON.stringify(report)));
    const csv = await runCli(['analytics', '--as', 'artist', '--artist', artistId, '--range', '7d', '--csv']);
    expect(csv.stdout).toBe(analyticsCsv(report));
  });

  it('refuses a bad range and another account\'s artist with their exit codes', async () => {
    expect((await runCli(['analytics', '--as', 'artist', '--range', 'forever'])).exit).toBe(5);
    expect((await runCli(['analytics', '--as', 'artist', '--artist', 'cabcdefghijklmnopqrstuvwx'])).exit).toBe(3);
  });
});
