import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson } from '../app/server/api-auth.server';
import { createApp } from './app';

let server: Server;
let port: number;

/** The raw answer: its headers and size on the wire (no client decompressing it). */
function get(path: string): Promise<{ encoding: string | undefined; length: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    request({ port, path, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], length: response.headers['content-length'], bytes }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  // As Remix's adapter sends a Response: headers first, then the body written in chunks.
  const app = createApp({
    log: false,
    remix: (req, res) => {
      const size = Number(new URL(req.url, 'http://x').searchParams.get('size'));
      const response = apiJson({ text: 'a'.repeat(size) });
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      void response.text().then((text) => {
        res.write(text);
        res.end();
      });
    },
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('compression of API answers', () => {
  it('sends an answer of a few kilobytes as it is, with its length', async () => {
    const small = await get('/v1/x?size=6000');
    expect(small.encoding).toBeUndefined();
    expect(small.length).toBe(String(small.bytes));
    expect(small.bytes).toBeGreaterThan(6000);
  });

  it('compresses a bigger one', async () => {
    const big = await get('/v1/x?size=40000');
    expect(big.encoding).toBe('gzip');
    expect(big.bytes).toBeLessThan(2000);
  });
});

describe('security headers', () => {
  it('are sent once, also when a route sets one itself, through Remix’s own adapter (a statement download’s nosniff)', async () => {
    const download = () =>
      new Response('period,total\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' },
      });
    // The least build the adapter serves a resource route from: a root and one route with a loader.
    const build = {
      mode: 'production',
      entry: { module: { default: () => new Response('') } },
      routes: {
        root: { id: 'root', path: '', module: {} },
        'routes/statement': { id: 'routes/statement', parentId: 'root', path: 'statement', module: { loader: download } },
      },
      assets: { routes: {}, entry: { module: '', imports: [] }, url: '', version: '1' },
      publicPath: '/',
      assetsBuildDirectory: '/tmp',
      future: {},
      isSpaMode: false,
    } as unknown as ServerBuild;
    const remixServer = createApp({ log: false, remix: createRequestHandler({ build }) }).listen(0);
    await new Promise((resolve) => remixServer.once('listening', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(remixServer.address() as AddressInfo).port}/statement`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.text()).toBe('period,total\r\n');
    } finally {
      await new Promise((resolve) => remixServer.close(resolve));
    }
  });
});
