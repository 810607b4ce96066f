import type { TestDatabase } from '@slipcase/db/testing';
import type { ApiScope, Role } from '@slipcase/domain';
import { createApiToken } from '@slipcase/services/tokens/api-tokens';
import { routeOperations } from '../server/api/operation.server';
import { errorBodySchema } from '@slipcase/api-contract/problem-schemas';
import { createUser } from './database';

/** A `/v1` route module as apiRoute makes it: one function answers every method. */
export interface ApiRouteModule {
  loader: (args: { request: Request; params: Record<string, string | undefined>; context: Record<string, unknown> }) => Promise<Response>;
}

export interface ApiCall {
  /** A personal access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (a file's bytes, a stream). */
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  /** The JSON read; the text of any other body (XML, CSV). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
  body: any;
  /** The body's bytes as sent (a stored file's). */
  bytes: Buffer;
  headers: Headers;
}

/** The path's parameters, by the template of an operation the route serves (`/v1/releases/{id}`). */
function paramsOf(route: ApiRouteModule, path: string): Record<string, string> {
  for (const operation of routeOperations(route.loader)) {
    const names: string[] = [];
    const pattern = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (match) return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
  }
  throw new Error(`No operation of this route serves ${path}`);
}

/**
 * The answer checked against what the OpenAPI document says of it (the same zod schemas): a success against the
 * operation's response schema, a refusal against the error shape. Every test's call is a check of the document.
 */
function checkDocumented(route: ApiRouteModule, method: string, answer: ApiAnswer): void {
  const operation = routeOperations(route.loader).find((each) => each.method === method);
  if (!operation) return;
  const schema = answer.status < 400 ? operation.responses[answer.status]?.schema : errorBodySchema;
  if (answer.status < 400 && !(answer.status in operation.responses)) throw new Error(`${operation.operationId} answered ${answer.status}, not documented`);
  const checked = schema?.safeParse(answer.body);
  if (checked && !checked.success) {
    throw new Error(`${operation.operationId} answered ${answer.status} unlike its document: ${JSON.stringify(checked.error.issues)}`);
  }
}

/** Calls a `/v1` route module as Remix would, with the request made from `call`; the answer's JSON read. */
export async function callApi(route: ApiRouteModule, method: string, pathAndQuery: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const path = pathAndQuery.split('?')[0] ?? '';
  const headers: Record<string, string> = { ...(call.token && { Authorization: `Bearer ${call.token}` }), ...call.headers };
  let body = call.body;
  if (call.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  const init: RequestInit & { duplex?: 'half' } = { method, headers, ...(body !== undefined && { body, duplex: 'half' }) };
  const request = new Request(`http://localhost${pathAndQuery}`, init);
  const response = await route.loader({ request, params: paramsOf(route, path), context: {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  const type = response.headers.get('Content-Type');
  const isJson = !type || type.includes('json');
  const answer = { status: response.status, body: text ? (isJson ? (JSON.parse(text) as unknown) : text) : null, bytes, headers: response.headers };
  checkDocumented(route, method, answer);
  return answer;
}

/** A user with a personal access token of the given scopes (PRO unless said). */
export async function createTokenUser(
  database: TestDatabase,
  username: string,
  options: { plan?: 'free' | 'pro' | 'advanced'; role?: Role; scopes?: ApiScope[] } = {},
): Promise<{ id: string; name: string; token: string; tokenId: string }> {
  const user = await createUser(database, { username, password: 'pw-123456!', plan: options.plan ?? 'pro', role: options.role });
  const scopes = options.scopes ?? ['read', 'write', 'submit'];
  const { token, view } = await createApiToken(database.prisma, user.id, { name: 'CI', scopes, lifetimeDays: 30 });
  return { id: user.id, name: user.name, token, tokenId: view.id };
}
