import type { TestDatabase } from '@slipcase/db/testing';
import { TREND_COLUMNS } from '@slipcase/domain';
import { importTrendDay } from '@slipcase/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { renderPageMarkup } from '../testing/render-page';
import { createReleaseRow } from '../testing/releases';
import AnalyticsPage, { loader } from './analytics';
import { loader as csvLoader } from './analytics_.export[.]csv';

// The analytics page and its CSV against a fresh database with trend files imported through the real path.
let database: TestDatabase;
const users = { pro: { id: '', cookie: '', artistId: '', trackId: '' }, free: { id: '', cookie: '', artistId: '', trackId: '' } };

beforeAll(async () => {
  database = await useTestDatabase();
  const isrcs: string[] = [];
  for (const who of ['pro', 'free'] as const) {
    const user = await createUser(database, { username: `analytics-${who}`, password: 'pw-123456!', plan: who });
    const release = await createReleaseRow(database, { ownerId: user.id, title: `Night Drive ${who}`, status: 'published' });
    const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
    users[who] = { id: user.id, cookie: await sessionCookie(user.id), artistId: release.artistId, trackId: track.id };
    isrcs.push(track.isrc);
  }
  // One file per store and day, holding every recording the store reports that day.
  for (const day of ['2026-05-01', '2026-05-02']) {
    const rows = isrcs.map((isrc) => [day, isrc, 'BR', 'São Paulo', 30, 20, 2, 1, 'pl7', 'Samba Nights', 'playlist', '18-24', 'female', 'mobile'].join(','));
    const bytes = Buffer.from(`${TREND_COLUMNS.join(',')}\n${rows.join('\n')}\n`);
    const outcome = await importTrendDay({ prisma: database.prisma, now: new Date('2026-05-10T00:00:00Z') }, { store: 'spotify', day, fileName: 'x.csv', bytes });
    expect(outcome.status).toBe('imported');
  }
}, 120_000);
afterAll(() => database?.drop());

const request = (who: keyof typeof users, path: string) => new Request(`http://localhost${path}`, { headers: { Cookie: users[who].cookie } });
const load = async (who: keyof typeof users, query = '') => {
  try {
    const response = await loader({ request: request(who, `/analytics${query}`), params: {}, context: {} });
    return { status: response.status, data: (await response.json()) as { report: object; refused: string | null } };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    throw thrown;
  }
};

describe('the analytics page', () => {
  it('shows the PRO account its numbers, playlists included, and the CSV has the same', async () => {
    const { status, data } = await load('pro', `?range=7d&artist=${users.pro.artistId}`);
    expect(status).toBe(200);
    expect(data?.report).toMatchObject({ window: { from: '2026-04-26', to: '2026-05-02' }, overview: { streams: { value: 60 } } });
    const html = await renderPageMarkup(AnalyticsPage, data);
    expect(html).toContain('Samba Nights');
    expect(html).toContain('São Paulo');
    const csv = await (await csvLoader({ request: request('pro', `/analytics/export.csv?range=7d&artist=${users.pro.artistId}`), params: {}, context: {} })).text();
    expect(csv).toContain('overview,streams,streams,,60,,,,');
    expect(csv).toContain('playlist,pl7,Samba Nights,,60,40,4,2,,');
  });

  it('refuses the free plan a year and the advanced view on the server, showing 30 days instead', async () => {
    const { data } = await load('free', `?range=1y&artist=${users.free.artistId}`);
    expect(data?.refused).toMatch(/^premium_required/);
    expect(data?.report).toMatchObject({ range: '30d', playlists: null, cities: null });
    const csv = await (await csvLoader({ request: request('free', `/analytics/export.csv?range=1y&artist=${users.free.artistId}`), params: {}, context: {} })).text();
    expect(csv).not.toContain('Samba Nights');
    const html = await renderPageMarkup(AnalyticsPage, data);
    expect(html).toContain('come with PRO');
  });

  it('answers another account\'s track and hostile ids with not found, never a 500', async () => {
    expect((await load('pro', `?track=${users.free.trackId}`)).status).toBe(404);
    expect((await load('pro', `?artist=${users.free.artistId}`)).status).toBe(404);
    expect((await load('pro', '?track=%3Cscript%3E')).status).toBe(404);
    expect((await load('pro', '?release=a%00b')).status).toBe(404);
    expect((await load('pro', '?range=%1B[31m')).status).toBe(200);
  });
});
