import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { publicPageChanged } from '@slipcase/services/public-pages/public-page-changed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicPageCache, type PublicPageCache, type RenderedPage } from './public-page-cache';

const page = (text: string): RenderedPage => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(text) });

/** A render that counts its calls and answers `text` plus the call's number. */
function counting(text: string) {
  let calls = 0;
  const render = async () => ({ page: page(`${text} #${++calls}`), store: true });
  return { render, calls: () => calls };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the public-page render cache, two servers over one database', () => {
  let db: TestDatabase;
  let one: PublicPageCache;
  let two: PublicPageCache;

  beforeAll(async () => {
    db = await createTestDatabase();
    [one, two] = await Promise.all([createPublicPageCache({ prisma: db.prisma, databaseUrl: db.url }), createPublicPageCache({ prisma: db.prisma, databaseUrl: db.url })]);
  });

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await db?.drop();
  });

  it('renders once: the same server answers from memory, the other from the shared table', async () => {
    expect(one.listening && two.listening).toBe(true);
    const key = { page: '/s/first', variant: 'en' };
    const { render, calls } = counting('first');
    expect(await one.cachedPublicPage(key, render)).toMatchObject({ from: 'render' });
    const again = await one.cachedPublicPage(key, render);
    expect(again.from).toBe('memory');
    expect(again.page.body.toString()).toBe('first #1');
    const other = await two.cachedPublicPage(key, render);
    expect([other.from, other.page.body.toString(), other.page.headers]).toEqual(['database', 'first #1', { 'content-type': 'text/html' }]);
    expect((await two.cachedPublicPage(key, render)).from).toBe('memory');
    expect(calls()).toBe(1);
  });

  it("drops a page on both servers when it changes, and only that page's variants", async () => {
    const song = { page: '/s/song', variant: 'en|ios' };
    const songEs = { page: '/s/song', variant: 'es|ios' };
    const landing = { page: '/', variant: 'en' };
    const { render } = counting('page');
    for (const key of [song, songEs, landing]) {
      await one.cachedPublicPage(key, render);
      await two.cachedPublicPage(key, render);
    }
    await publicPageChanged({ prisma: db.prisma }, '/s/song');
    for (const cache of [one, two]) {
      await eventually(async () => (await cache.cachedPublicPage(song, render)).from !== 'memory');
      expect((await cache.cachedPublicPage(songEs, render)).from).not.toBe('memory');
      expect((await cache.cachedPublicPage(landing, render)).from).toBe('memory');
    }
    expect(await db.prisma.publicPageRender.count({ where: { page: '/s/song' } })).toBe(2);
  });

  it('drops every page under a prefix', async () => {
    const { render } = counting('prefix');
    const keys = [{ page: '/s/a', variant: '' }, { page: '/s/b', variant: '' }];
    for (const key of keys) await two.cachedPublicPage(key, render);
    await two.cachedPublicPage({ page: '/', variant: 'en' }, render);
    await publicPageChanged({ prisma: db.prisma }, { prefix: '/s/' });
    for (const key of keys) await eventually(async () => (await two.cachedPublicPage(key, render)).from === 'render');
    expect((await two.cachedPublicPage({ page: '/', variant: 'en' }, render)).from).toBe('memory');
  });

  it('does not keep a render that began before an invalidation of its page: it read what the edit replaced', async () => {
    const key = { page: '/me/late', variant: '' };
    let calls = 0;
    const render = async () => {
      calls += 1;
      if (calls === 1) await publicPageChanged({ prisma: db.prisma }, '/me/late');
      return { page: page(`late #${calls}`), store: true };
    };
    expect((await one.cachedPublicPage(key, render)).page.body.toString()).toBe('late #1');
    expect(await db.prisma.publicPageRender.count({ where: { page: '/me/late' } })).toBe(0);
    expect((await two.cachedPublicPage(key, render)).from).toBe('render');
    expect((await two.cachedPublicPage(key, render)).page.body.toString()).toBe('late #2');
  });

  it('keeps nothing of an answer for this visitor only, and shares one render among concurrent misses', async () => {
    let calls = 0;
    const once = async () => ({ page: page(`private ${++calls}`), store: false });
    await one.cachedPublicPage({ page: '/private', variant: '' }, once);
    expect((await one.cachedPublicPage({ page: '/private', variant: '' }, once)).page.body.toString()).toBe('private 2');

    const { render, calls: renders } = counting('busy');
    const answers = await Promise.all(Array.from({ length: 20 }, () => one.cachedPublicPage({ page: '/busy', variant: '' }, render)));
    expect(renders()).toBe(1);
    expect(new Set(answers.map((answer) => answer.page.body.toString()))).toEqual(new Set(['busy #1']));
  });

  it('renders again past the maximum age a page asks for', async () => {
    let clock = Date.now();
    const aging = await createPublicPageCache({ prisma: db.prisma, databaseUrl: db.url, now: () => clock });
    try {
      const { render, calls } = counting('catalogue');
      const key = { page: '/artists-catalog', variant: '' };
      await aging.cachedPublicPage(key, render, { maxAgeMs: 60_000 });
      clock += 30_000;
      expect((await aging.cachedPublicPage(key, render, { maxAgeMs: 60_000 })).from).toBe('memory');
      clock += 60_000;
      expect((await aging.cachedPublicPage(key, render, { maxAgeMs: 60_000 })).from).toBe('render');
      expect(calls()).toBe(2);
    } finally {
      await aging.close();
    }
  });
});
