import pg from 'pg';
import { createTestDatabase } from '@slipcase/db/testing';
import { addDays, rollupSpans, TREND_COLUMNS, TREND_DIMENSIONS, TREND_DEVICES, TREND_SOURCES } from '@slipcase/domain';
import { analyticsFor, importTrendDay } from '@slipcase/services';
import { intOption, interleaved, median } from './timing';

const TRACKS = 1_000;
const ARTISTS = 20;
const LAST_DAY = '2026-11-30';
const TERRITORIES = ['US', 'GB', 'DE', 'FR', 'BR', 'MX', 'JP', 'SE', 'ES', 'IT'];

/** A catalogue of one Advanced label: ARTISTS artists of TRACKS / ARTISTS single-track releases each. */
async function catalogue(prisma: Awaited<ReturnType<typeof createTestDatabase>>['prisma']) {
  const label = await prisma.user.create({ data: { email: 'label@bench.test', username: 'benchlabel', name: 'Bench Label', passwordHash: 'x', plan: 'advanced' } });
  const artists = await Promise.all(Array.from({ length: ARTISTS }, (_, a) => prisma.artist.create({ data: { ownerId: label.id, name: `Artist ${a}` } })));
  const isrcs: string[] = [];
  for (let t = 0; t < TRACKS; t++) {
    const isrc = `QZBEN26${String(t).padStart(5, '0')}`;
    isrcs.push(isrc);
    await prisma.release.create({
      data: {
        ownerId: label.id, artistId: artists[t % ARTISTS]!.id, title: `Release ${t}`, releaseDate: new Date('2025-01-01'), upc: String(100_000_000_000 + t),
        tracks: { create: { number: 1, title: `Track ${t}`, isrc, audioKey: 'x', audioFormat: 'wav', audioBytes: 0, audioSha256: '', durationMs: 180_000 } },
      },
    });
  }
  return { labelId: label.id, artistId: artists[0]!.id, isrcs };
}

/** One day's trend file: `perTrack` rows for every track, over territories, devices and sources. */
function dayFile(day: string, isrcs: readonly string[], perTrack: number, seed: number): Buffer {
  const lines = [TREND_COLUMNS.join(',')];
  for (const [t, isrc] of isrcs.entries()) {
    for (let r = 0; r < perTrack; r++) {
      const territory = TERRITORIES[r % TERRITORIES.length]!;
      const streams = 1 + ((t * 31 + r * 7 + seed) % 97);
      lines.push([day, isrc, territory, `City ${r % 3}`, streams, Math.ceil(streams / 2), streams % 5, streams % 3, r % 4 === 0 ? `pl${t % 50}` : '', r % 4 === 0 ? `Playlist ${t % 50}` : '',
        TREND_SOURCES[r % TREND_SOURCES.length], '25-34', r % 2 ? 'female' : 'male', TREND_DEVICES[(r >> 1) % TREND_DEVICES.length]].join(','));
    }
  }
  return Buffer.from(lines.join('\n'));
}

/**
 * The hand-written query, on a plain `pg` client: every sum the page shows (totals and each dimension's values, the
 * top tracks among them) in one statement over the same rows the page reads (whole months, the edges from days).
 */
function handWritten(client: pg.Client, from: string, to: string) {
  const spans = rollupSpans(from, to);
  const windows = [
    ...spans.days.map((span) => `(grain = 'day' AND day BETWEEN '${span.from}' AND '${span.to}')`),
    ...(spans.months ? [`(grain = 'month' AND day BETWEEN '${spans.months.from}' AND '${spans.months.to}')`] : []),
  ].join(' OR ');
  const sql = `SELECT dim, key, sum(streams)::float8 AS streams, sum(listeners)::float8 AS listeners, sum(saves)::float8 AS saves,
      sum("playlistAdds")::float8 AS "playlistAdds" FROM "TrendRollup"
    WHERE scope = 'artist' AND "scopeId" = ANY($1::text[]) AND dim = ANY($2::text[]) AND (${windows})
    GROUP BY dim, key`;
  return (ids: readonly string[]) => client.query(sql, [ids, [...TREND_DIMENSIONS]]);
}

/**
 * `npm run bench -- analytics [--rows N] [--calls N]`: N daily trend rows (10,000,000) of 1,000 tracks over a year
 * imported through importTrendDay, then the page's analyticsFor for a 50-track artist and the 1,000-track label
 * (one year, median of --calls), against a hand-written query of the same rollups; last line `ratio=`.
 */
export async function run(args: readonly string[]): Promise<void> {
  const rows = intOption(args, 'rows', 10_000_000);
  const calls = intOption(args, 'calls', 50);
  const perTrack = Math.max(1, Math.round(rows / 365 / TRACKS));
  const db = await createTestDatabase();
  try {
    const { labelId, artistId, isrcs } = await catalogue(db.prisma);
    const now = new Date(`${addDays(LAST_DAY, 2)}T00:00:00Z`);
    const started = performance.now();
    let lastMs = 0;
    for (let d = 364; d >= 0; d--) {
      const day = addDays(LAST_DAY, -d);
      const dayStart = performance.now();
      await importTrendDay({ prisma: db.prisma, now }, { store: 'spotify', day, fileName: `${day}.csv`, bytes: dayFile(day, isrcs, perTrack, d) });
      lastMs = performance.now() - dayStart;
    }
    console.log(`Import: ${(365 * TRACKS * perTrack).toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s; the last day (${(TRACKS * perTrack).toLocaleString('en')} rows) ${lastMs.toFixed(0)} ms`);
    const artistIds = (await db.prisma.artist.findMany({ where: { ownerId: labelId }, select: { id: true } })).map((a) => a.id);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const hand = handWritten(client, addDays(LAST_DAY, -364), LAST_DAY);
    const page = (id: string) => analyticsFor({ prisma: db.prisma }, { userId: labelId, artistId: id, range: '1y' });
    const [artistPage, labelPage, artistHand, labelHand] = await interleaved(
      [() => page(artistId), () => page('all'), () => hand([artistId]), () => hand(artistIds)],
      { warmup: 3, iterations: calls },
    ).then((samples) => samples.map(median));
    console.log(`Loader, 50-track artist, 1 year: median ${artistPage!.toFixed(1)} ms (hand-written ${artistHand!.toFixed(1)} ms)`);
    console.log(`Loader, 1,000-track label, 1 year: median ${labelPage!.toFixed(1)} ms (hand-written ${labelHand!.toFixed(1)} ms)`);
    console.log(`ratio=${(labelPage! / labelHand!).toFixed(2)}`);
    await client.end();
  } finally {
    await db.drop();
  }
}
