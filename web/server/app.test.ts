import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
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
