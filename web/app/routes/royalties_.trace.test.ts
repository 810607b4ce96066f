import type { TestDatabase } from '@slipcase/db/testing';
import { postUsdStatement } from '@slipcase/services/testing/posted-statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { renderPageMarkup } from '../testing/render-page';
import { createReleaseRow } from '../testing/releases';
import RoyaltiesPage, { loader as royaltiesLoader } from './royalties';
import RoyaltyTracePage, { loader } from './royalties_.trace';

// The trace page's loader against a fresh database: the signed-in user's own lines, the newest month by default.
let database: TestDatabase;
const users = { mine: { id: '', cookie: '', isrc: '', releaseId: '' }, theirs: { id: '', cookie: '', isrc: '', releaseId: '' } };

beforeAll(async () => {
  database = await useTestDatabase();
  for (const who of ['mine', 'theirs'] as const) {
    const user = await createUser(database, { username: `trace-${who}`, password: 'pw-123456!', plan: 'pro' });
    const release = await createReleaseRow(database, { ownerId: user.id, title: `Night Drive ${who}`, status: 'published' });
    const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
    users[who] = { id: user.id, cookie: await sessionCookie(user.id), isrc: track.isrc, releaseId: release.id };
  }
  for (const period of ['2031-01', '2031-02']) {
    await postUsdStatement(database.prisma, {
      period,
      store: 'spotify',
      lines: [
        { isrc: users.mine.isrc, amountMicros: 1_234_567n, country: 'BR' },
        { isrc: users.theirs.isrc, amountMicros: 9_000_000n, country: 'BR' },
      ],
    });
  }
}, 120_000);
afterAll(() => database?.drop());

const load = async (who: keyof typeof users, query = '') => {
  try {
    const response = await loader({ request: new Request(`http://localhost/royalties/trace${query}`, { headers: { Cookie: users[who].cookie } }), params: {}, context: {} });
    return { status: response.status, data: (await response.json()) as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    throw thrown;
  }
};

describe('the royalty trace page', () => {
  it('shows the newest month’s own amounts with their lines, exact, and nothing of another account', async () => {
    const { status, data } = await load('mine');
    expect(status).toBe(200);
    expect(data).toMatchObject({ periods: ['2031-02', '2031-01'], selection: { period: '2031-02' }, error: null });
    const html = await renderPageMarkup(RoyaltyTracePage, data);
    expect(html).toContain('$1.234567');
    expect(html).toContain('Brazil');
    expect(html).toContain('part 1, line 1');
    expect(html).not.toContain(users.theirs.isrc);
  });

  it('answers another account’s release as not found, and a bad month with our message', async () => {
    expect((await load('mine', `?period=2031-01&releaseId=${users.theirs.releaseId}`)).status).toBe(404);
    const bad = await load('mine', '?period=2031-13');
    expect(bad.data).toMatchObject({ trace: null, error: 'invalid_period' });
    expect(await renderPageMarkup(RoyaltyTracePage, bad.data, 'es')).toContain('Indica el mes de ventas como AAAA-MM');
  });

  it('is linked from the breakdowns of /royalties', async () => {
    const response = await royaltiesLoader({ request: new Request('http://localhost/royalties', { headers: { Cookie: users.mine.cookie } }), params: {}, context: {} });
    const html = await renderPageMarkup(RoyaltiesPage, await response.json());
    expect(html).toContain('href="/royalties/trace?period=2031-02"');
    expect(html).toContain('href="/royalties/trace?store=spotify"');
    expect(html).toContain(`href="/royalties/trace?isrc=${users.mine.isrc}"`);
    expect(html).toContain(`href="/royalties/trace?releaseId=${users.mine.releaseId}"`);
  });
});
