import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as artistsNew from '../app/routes/artists.new';
import * as privacyPolicy from '../app/routes/privacy-policy';
import * as releaseRoute from '../app/routes/v1.releases.$id';
import * as login from '../app/routes/v1.auth.login';
import * as user from '../app/routes/v1.api.user';
import { createApp } from './app';
import { routeMethods } from './route-methods';

// Real route modules in a build's manifest (Remix's own shape): a method a route does not answer is a 405 naming
// the ones it does, before Remix (which answers a page's POST without a `Allow`, and runs an action for any method).
const routes = {
  root: { id: 'root', path: '', module: { default: () => null } },
  'routes/privacy-policy': { id: 'routes/privacy-policy', parentId: 'root', path: 'privacy-policy', module: privacyPolicy },
  'routes/artists.new': { id: 'routes/artists.new', parentId: 'root', path: 'artists/new', module: artistsNew },
  'routes/v1.releases.$id': { id: 'routes/v1.releases.$id', parentId: 'root', path: 'v1/releases/:id', module: releaseRoute },
  'routes/v1.auth.login': { id: 'routes/v1.auth.login', parentId: 'root', path: 'v1/auth/login', module: login },
  'routes/v1.api.user': { id: 'routes/v1.api.user', parentId: 'root', path: 'v1/api/user', module: user },
} as unknown as ServerBuild['routes'];

let server: Server;
let base: string;

beforeAll(async () => {
  const app = createApp({ log: false, methodsOf: routeMethods({ routes }), remix: (_req, res) => void res.status(200).send('remix') });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

async function call(method: string, path: string): Promise<{ status: number; allow: string | null; type: string | null }> {
  const response = await fetch(`${base}${path}`, { method, headers: { 'Sec-Fetch-Site': 'same-origin', Authorization: 'Bearer slc_x' } });
  await response.arrayBuffer();
  return { status: response.status, allow: response.headers.get('Allow'), type: response.headers.get('Content-Type') };
}

describe('the methods each route answers', () => {
  it('reads them from the modules: a page, a page with a form, a /v1 operation route, action-only and loader-only /v1 routes', () => {
    const methodsOf = routeMethods({ routes });
    expect(methodsOf('/privacy-policy')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/artists/new')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/v1/releases/abc')).toEqual(['GET', 'HEAD', 'PATCH']);
    expect(methodsOf('/v1/auth/login')).toEqual(['POST']);
    expect(methodsOf('/v1/api/user')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/nowhere/at/all')).toBeNull();
  });

  it.each([
    ['POST', '/privacy-policy', 'GET, HEAD', 'text/plain'],
    ['PUT', '/artists/new', 'GET, HEAD, POST', 'text/plain'],
    ['OPTIONS', '/v1/releases/abc', 'GET, HEAD, PATCH', 'application/json'],
    ['DELETE', '/v1/releases/abc', 'GET, HEAD, PATCH', 'application/json'],
    ['PUT', '/v1/auth/login', 'POST', 'application/json'],
    ['DELETE', '/v1/auth/login', 'POST', 'application/json'],
    ['POST', '/v1/api/user', 'GET, HEAD', 'application/json'],
  ])('%s %s is a 405 with Allow: %s', async (method, path, allow, type) => {
    const answer = await call(method, path);
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe(allow);
    expect(answer.type).toContain(type);
  });

  it('lets the methods a route has through to it', async () => {
    for (const [method, path] of [['GET', '/privacy-policy'], ['POST', '/artists/new'], ['PATCH', '/v1/releases/abc'], ['POST', '/v1/auth/login']] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(200);
    }
  });
});
