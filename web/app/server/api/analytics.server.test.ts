import type { TestDatabase } from '@slipcase/db/testing';
import { TREND_COLUMNS } from '@slipcase/domain';
import { analyticsFor, importTrendDay } from '@slipcase/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';
import { callApi, createTokenUser } from '../../testing/api';
import * as route from '../../routes/v1.analytics';

// GET /v1/analytics against a fresh database: the same report the page reads, the plan enforced, ids checked.
let database: TestDatabase;
const people = { pro: { id: '', token: '', artistId: '' }, other: { id: '', token: '', artistId: '' } };

beforeAll(async () => {
  database = await useTestDatabase();
  const rows: string[] = [];
  for (const who of ['pro', 'other'] as const) {
    const user = await createTokenUser(database, `v1-analytics-${who}`, { scopes: ['read'] });
    const release = await createReleaseRow(database, { ownerId: user.id, title: 'Tidal', status: 'published' });
    const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
    people[who] = { id: user.id, token: user.token, artistId: release.artistId };
    rows.push(['2026-04-01', track.isrc, 'JP', 'Osaka', 12, 9, 1, 0, 'p2', 'City Pop', 'playlist', '25-34', 'male', 'desktop'].join(','));
  }
  const bytes = Buffer.from(`${TREND_COLUMNS.join(',')}\n${rows.join('\n')}\n`);
  await importTrendDay({ prisma: database.prisma, now: new Date('2026-04-05T00:00:00Z') }, { store: 'deezer', day: '2026-04-01', fileName: 'd.csv', bytes });
}, 120_000);
afterAll(() => database?.drop());

// callApi also checks each answer against the OpenAPI document's schemas.
const get = (who: keyof typeof people, query: string) => callApi(route, 'GET', `/v1/analytics${query}`, { token: people[who].token });

describe('GET /v1/analytics', () => {
  it('answers the report the page shows, number for number', async () => {
    const { status, body } = await get('pro', `?artistId=${people.pro.artistId}&range=7d`);
    expect(status).toBe(200);
    const report = await analyticsFor({ prisma: database.prisma }, { userId: people.pro.id, artistId: people.pro.artistId, range: '7d' });
    expect(body).toEqual(JSON.parse(JSON.stringify(report)));
    expect(body).toMatchObject({ overview: { streams: { value: 12 } }, playlists: [{ key: 'p2', label: 'City Pop', streams: 12 }] });
  });

  it("refuses the label total to a plan without it (the free plan has no API access; its refusals are the service test's)", async () => {
    expect(await get('pro', '?artistId=all')).toMatchObject({ status: 403, body: { error: { code: 'premium_required', field: 'artistId' } } });
  });

  it('answers another account\'s artist 404, and a bad range or id 400', async () => {
    expect((await get('pro', `?artistId=${people.other.artistId}`)).status).toBe(404);
    expect((await get('pro', '?range=forever')).status).toBe(400);
    expect((await get('pro', '?trackId=%00')).status).toBe(400);
    expect((await get('pro', '?nope=1')).status).toBe(400);
  });
});
