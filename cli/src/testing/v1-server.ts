import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const ROUTES_DIR = fileURLToPath(new URL('../../../web/app/routes/', import.meta.url));

interface RouteModule {
  loader?: (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>;
  action?: (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>;
}

interface V1Route {
  pattern: RegExp;
  names: string[];
  file: string;
}

/**
 * `v1.releases.$id_.tracks.ts` → `/v1/releases/:id/tracks`, `v1.statements.$period[.]csv.ts` →
 * `/v1/statements/:period.csv` (Remix flat routes: `_` suffixes only change nesting, `[.]` is a dot of the path).
 */
export function v1RoutePath(file: string): string {
  const segments = file.replace(/\.tsx?$/, '').replaceAll('[.]', '\0').split('.');
  return `/${segments.map((segment) => segment.replace(/_$/, '').replace(/^\$(\w+)/, ':$1').replace(/\[(.+)\]/, '$1').replaceAll('\0', '.')).join('/')}`;
}

function v1Routes(): V1Route[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /^v1\..+\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => {
      const path = v1RoutePath(file);
      const names: string[] = [];
      const pattern = new RegExp(
        `^${path.replaceAll('.', '\\.').replace(/:(\w+)/g, (_whole, name: string) => {
          names.push(name);
          return '([^/]+)';
        })}$`,
      );
      return { pattern, names, file };
    })
    // As Remix ranks them: a path's fixed segment before a parameter (`tracks/batch` is no track id).
    .sort((a, b) => a.names.length - b.names.length);
}

function toRequest(incoming: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const each of [value ?? []].flat()) headers.append(name, each);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method,
    headers,
    ...(hasBody && { body: Readable.toWeb(incoming) as ReadableStream, duplex: 'half' }),
  } as RequestInit);
}

/**
 * The web app's `/v1` route modules behind a real HTTP server, without building the app: a GET runs the
 * matching route's loader, anything else its action, as Remix does for resource routes. For the CLI's tests of
 * its remote mode against the real handlers and database.
 */
export async function startV1Server(): Promise<{ url: string; close: () => Promise<void> }> {
  const routes = v1Routes();
  let origin = '';
  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const request = toRequest(incoming, origin);
      const { pathname } = new URL(request.url);
      const route = routes.find((candidate) => candidate.pattern.test(pathname));
      let response: Response;
      try {
        if (!route) throw new Response('Not found', { status: 404 });
        const match = route.pattern.exec(pathname)!;
        const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
        const module = (await import(`${ROUTES_DIR}${route.file}`)) as RouteModule;
        const handler = request.method === 'GET' ? module.loader : module.action;
        if (!handler) throw new Response('Method not allowed', { status: 405 });
        const result = await handler({ request, params, context: {} });
        response = result instanceof Response ? result : Response.json(result);
      } catch (thrown) {
        if (!(thrown instanceof Response)) {
          console.error(thrown);
          response = new Response('Internal error', { status: 500 });
        } else {
          response = thrown;
        }
      }
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) outgoing.write(chunk);
      outgoing.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
