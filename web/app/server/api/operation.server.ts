import { BODY_TOO_LARGE, METHOD_NOT_ALLOWED } from '@slipcase/api-contract/http-status';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { forbiddenCharacter } from '@slipcase/domain';
import type { HttpMethod, OperationDoc } from '@slipcase/api-contract/openapi/operation-doc';
import type { z } from 'zod';
import { withAllowedMethods } from '../../lib/allowed-methods';
import { apiError, requireApiCaller, type ApiCaller } from '../api-auth.server';
import { apiProblems, issueErrors } from './problems.server';

export { apiJson } from '../api-auth.server';
export type { HeaderSpec, HttpMethod, ResponseSpec } from '@slipcase/api-contract/openapi/operation-doc';

/**
 * One `/v1` operation (decision 018): where it is, the scope it needs, the zod schemas its input is parsed with and
 * its answers are described by, and its handler. The route modules serve operations (apiRoute), and the OpenAPI
 * document is made from the same objects, so the two cannot drift apart.
 */

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<B, Q> {
  caller: ApiCaller;
  /** The path's parameters (`{id}` is `params.id`). */
  params: Readonly<Record<string, string | undefined>>;
  body: B;
  query: Q;
  request: Request;
}

/** An operation as the OpenAPI document describes it (OperationDoc), with its parsed body and query and its handler. */
export interface OperationSpec<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> extends Omit<OperationDoc, 'body' | 'query'> {
  /** A JSON body, parsed with this schema (an empty body is `{}`). */
  body?: B;
  /** The query string's parameters, parsed with this object schema. */
  query?: Q;
  handle(context: HandlerContext<Parsed<B>, Parsed<Q>>): Promise<Response>;
}

export type ApiOperation = OperationSpec<z.ZodType | undefined, z.ZodType | undefined>;

export function defineOperation<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  spec: OperationSpec<B, Q>,
): ApiOperation {
  return spec;
}

/** JSON bodies are small: anything bigger is no call of this API. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** The body's text, read as it streams in and given up past `maxBytes`; null when too large. */
async function readText(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return null;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parsed<S extends z.ZodType>(schema: S, input: unknown): { ok: true; value: z.output<S> } | { ok: false; response: Response } {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success ? { ok: true, value: result.data } : { ok: false, response: apiProblems(400, issueErrors(result.error.issues)) };
}

async function perform(operation: ApiOperation, request: Request, params: LoaderFunctionArgs['params']): Promise<Response> {
  // An id in the path is looked up as is: a NUL would reach PostgreSQL, which cannot take it (a 500).
  const unclean = Object.entries(params).find(([, value]) => value && forbiddenCharacter(value));
  if (unclean) return apiError('invalid_characters', { field: unclean[0] });
  const caller = await requireApiCaller(request, operation.scope);
  if (operation.params) {
    const result = parsed(operation.params, params);
    if (!result.ok) return result.response;
  }
  // The documented headers are checked against their schemas like the query and the body.
  for (const header of operation.headers ?? []) {
    const value = request.headers.get(header.name);
    if (value !== null && !header.schema.safeParse(value).success) return apiError('invalid_input', { field: header.name });
  }
  let query: unknown;
  if (operation.query) {
    const result = parsed(operation.query, Object.fromEntries(new URL(request.url).searchParams));
    if (!result.ok) return result.response;
    query = result.value;
  }
  let body: unknown;
  if (operation.body) {
    const text = await readText(request, JSON_BODY_MAX_BYTES);
    if (text === null) return apiError('too_long', { status: BODY_TOO_LARGE, field: 'body', params: { max: JSON_BODY_MAX_BYTES } });
    let input: unknown = {};
    try {
      if (text.trim() !== '') input = JSON.parse(text);
    } catch {
      return apiError('invalid_input', { field: 'body' });
    }
    const result = parsed(operation.body, input);
    if (!result.ok) return result.response;
    body = result.value;
  }
  return operation.handle({ caller, params, body, query, request });
}

const ROUTE_OPERATIONS = new WeakMap<object, readonly ApiOperation[]>();

/** The operations a route module's loader or action serves (for the test that holds routes and document together). */
export function routeOperations(handler: unknown): readonly ApiOperation[] {
  return typeof handler === 'function' ? (ROUTE_OPERATIONS.get(handler) ?? []) : [];
}

/**
 * A route module's loader and action serving these operations (one per method) of one path. Every answer is
 * JSON: the handler's, a refusal's (`{ error: { code, message, field? } }`), 405 for another method, 500 when
 * something unexpected fails.
 */
export function apiRoute(...operations: ApiOperation[]) {
  const byMethod = new Map(operations.map((operation) => [operation.method, operation]));
  const serve = async ({ request, params }: LoaderFunctionArgs): Promise<Response> => {
    const method = request.method.toUpperCase() === 'HEAD' ? 'GET' : request.method.toUpperCase();
    const operation = byMethod.get(method as HttpMethod);
    if (!operation) return apiError('invalid_input', { status: METHOD_NOT_ALLOWED, headers: { Allow: [...byMethod.keys()].join(', ') } });
    try {
      return await perform(operation, request, params);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      console.error(`[v1] ${operation.operationId} failed`, thrown);
      return apiError('server_error');
    }
  };
  ROUTE_OPERATIONS.set(serve, operations);
  withAllowedMethods(serve, [...byMethod.keys()]);
  return { loader: serve, action: serve };
}

/** Where an action came from, for the release's timeline: a token is a program's (the CLI's), a session the web's. */
export function callerChannel(caller: ApiCaller): 'web' | 'cli' {
  return caller.tokenId ? 'cli' : 'web';
}
