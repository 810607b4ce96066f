import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestDatabase } from '@slipcase/db/testing';
import type { RequestHandler } from 'express';
import { filesUnder } from './uploads';

// The bad-input corpus's harness (web/server/bad-input.test.ts): the real Express app in front of the real route
// modules, matched by a table as Remix matches them, and what a case may not change: rows and stored files.

/** A route module: its loader answers GET and HEAD, its action every other method, as Remix calls them. */
export interface RouteModule {
  loader?: (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => unknown;
  action?: (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => unknown;
}

/** `/v1/releases/:id` → the module; `:name` segments become params, as `$name` does in a route's file name. */
export type RouteTable = readonly (readonly [string, RouteModule])[];

function match(table: RouteTable, path: string): { module: RouteModule; params: Record<string, string> } | null {
  const segments = path.split('/').filter(Boolean);
  for (const [pattern, module] of table) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    if (parts.every((part, index) => (part.startsWith(':') ? ((params[part.slice(1)] = decodeURIComponent(segments[index] ?? '')), true) : part === segments[index]))) {
      return { module, params };
    }
  }
  return null;
}

/** Remix's part: the Express request made a fetch Request, handed to the module's loader or action. */
export function routeHandler(table: RouteTable): RequestHandler {
  return (req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(`http://${req.headers.host}${req.originalUrl}`, { method: req.method, headers, ...(hasBody && { body: Buffer.concat(chunks) }) });
      const found = match(table, req.path);
      const handler = found && (req.method === 'GET' || req.method === 'HEAD' ? found.module.loader : found.module.action);
      let response: Response;
      if (!found) response = new Response('Not found', { status: 404 });
      else if (!handler) response = new Response('No handler', { status: 405 });
      else {
        const value = await Promise.resolve(handler({ request, params: found.params, context: { clientAddress: '127.0.0.1' } })).catch((error: unknown) => error);
        response = value instanceof Response ? value : new Response(String(value), { status: 500 });
      }
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw HTTP call (fetch refuses TRACE and the like), the path sent as written. */
export function send(server: Server, method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const call = httpRequest({ port, method, path, headers: { Host: `localhost:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

const TABLES = ['user', 'apiToken', 'artist', 'release', 'track', 'trackContributor', 'trackPerformer', 'takedownRequest', 'stripeEvent'] as const;

/** What a refused request may not change: the rows of the tables a request could write, and the stored files. */
export async function stateOf(database: TestDatabase, storageDir: string): Promise<unknown> {
  const prisma = database.prisma as unknown as Record<(typeof TABLES)[number], { findMany(args: object): Promise<unknown[]> }>;
  // A token's last use moves with every call, refused or not: it is not the request's doing.
  const omit = { apiToken: { lastUsedAt: true } } as Partial<Record<(typeof TABLES)[number], object>>;
  const rows = await Promise.all(
    TABLES.map(async (table) => [table, await prisma[table].findMany({ orderBy: { id: 'asc' }, ...(omit[table] && { omit: omit[table] }) })] as const),
  );
  return { rows: Object.fromEntries(rows), files: await filesUnder(storageDir).catch(() => []) };
}
