import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { publicPageChanged } from '@slipcase/services/public-pages/public-page-changed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHED_PAGE_NONCE } from '../app/server/document-headers.server';
import { createApp, withPublicPages } from './app';
import { createPublicPageCache, type PublicPageCache } from './public-page-cache';
import { publicPages } from './public-pages';

let db: TestDatabase;
let cache: PublicPageCache;
let server: Server;
let base: string;
const renders: string[] = [];

/** A stand-in for Remix: a page naming what it was rendered for, with the nonce in its policy and its script. */
async function render(request: Request, context: { renderingForCache?: boolean }): Promise<Response> {
  const url = new URL(request.url);
  renders.push(`${url.pathname} ${request.headers.get('user-agent') ?? ''}`);
  if (url.pathname === '/s/missing') return new Response('not found', { status: 404 });
  if (url.pathname === '/me/Nova-Lane') return new Response(null, { status: 301, headers: { Location: '/me/nova-lane' } });
  const nonce = context.renderingForCache ? CACHED_PAGE_NONCE : 'fresh';
  return new Response(`<html><script nonce="${nonce}"></script>${url.pathname} #${renders.length}</html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': `script-src 'nonce-${nonce}'` },
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  cache = await createPublicPageCache({ prisma: db.prisma, databaseUrl: db.url });
  const app = createApp({ log: false, remix: (req, res) => void res.status(200).type('text/html').send(`remix ${req.path}`) });
  const pages = publicPages({ cache, build: 'build-1', render: (request, context) => render(request, context as never), loadContext: () => ({ clientAddress: '' }) });
  server = createServer(withPublicPages(app, pages)).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await cache?.close();
  await db?.drop();
});

const nonceOf = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1];

describe('public pages through the render cache', () => {
  it('renders a page once for anonymous visitors, each answer with a nonce of its own in the page and its policy', async () => {
    const first = await fetch(`${base}/s/song`);
    const second = await fetch(`${base}/s/song`);
    expect([first.headers.get('x-slipcase-cache'), second.headers.get('x-slipcase-cache')]).toEqual(['render', 'memory']);
    // The headers every answer has, as the app sets them.
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    const [one, two] = [await first.text(), await second.text()];
    expect(one.replace(nonceOf(one)!, '')).toBe(two.replace(nonceOf(two)!, ''));
    expect(nonceOf(one)).not.toBe(nonceOf(two));
    for (const [answer, text] of [[first, one], [second, two]] as const) {
      expect(nonceOf(text)).not.toBe(CACHED_PAGE_NONCE);
      expect(answer.headers.get('content-security-policy')).toBe(`script-src 'nonce-${nonceOf(text)}'`);
    }
    expect(renders.filter((line) => line.startsWith('/s/song'))).toHaveLength(1);
  });

  it('keeps a render per language and per device for a smart link, and renders again once the page changed', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
    await fetch(`${base}/s/device`, { headers: { 'User-Agent': iphone } });
    expect((await fetch(`${base}/s/device`, { headers: { 'User-Agent': iphone } })).headers.get('x-slipcase-cache')).toBe('memory');
    expect((await fetch(`${base}/s/device`)).headers.get('x-slipcase-cache')).toBe('render');
    expect((await fetch(`${base}/s/device?lang=es`, { headers: { 'User-Agent': iphone } })).headers.get('x-slipcase-cache')).toBe('render');
    await publicPageChanged({ prisma: db.prisma }, '/s/device');
    const deadline = Date.now() + 5000;
    let from: string | null = 'memory';
    while (from === 'memory' && Date.now() < deadline) from = (await fetch(`${base}/s/device`, { headers: { 'User-Agent': iphone } })).headers.get('x-slipcase-cache');
    expect(from).toBe('render');
  });

  it('leaves signed-in visitors, data requests, other pages and dirty URLs to Remix; keeps no answer that is not a plain page', async () => {
    for (const [path, init] of [
      ['/s/song', { headers: { Cookie: '__session=abc' } }],
      ['/s/song?_data=routes%2Fs.%24slug', {}],
      // A pre-save page's step or thank-you is the fan's own.
      ['/release/campaign?thanks=spotify', {}],
      ['/release/campaign?step=save&lang=es', {}],
      ['/dashboard', {}],
    ] as const) {
      const answer = await fetch(`${base}${path}`, init);
      expect([answer.headers.get('x-slipcase-cache'), await answer.text()], path).toEqual([null, `remix ${path.split('?')[0]}`]);
    }
    await fetch(`${base}/release/campaign?lang=es`);
    expect((await fetch(`${base}/release/campaign?lang=es`)).headers.get('x-slipcase-cache')).toBe('memory');
    expect((await fetch(`${base}/s/bad%00slug`)).status).toBe(400);
    expect((await fetch(`${base}/s/missing`)).status).toBe(404);
    // A page's one address: the redirect keeps where it goes.
    const moved = await fetch(`${base}/me/Nova-Lane`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/me/nova-lane']);
    expect((await fetch(`${base}/s/missing`)).headers.get('x-slipcase-cache')).toBe('render');
    expect(await db.prisma.publicPageRender.count({ where: { page: '/s/missing' } })).toBe(0);
  });
});
