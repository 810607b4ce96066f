import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { config } from '@slipcase/config';
import { getPrisma } from '@slipcase/db';
import { API_SCOPES, isApiScope, isBlocked, isStaff, scopeAllows, type ApiScope, type ErrorCode } from '@slipcase/domain';
import { takeApiRequest } from '@slipcase/services/tokens/api-rate-limit';
import { authenticateApiToken } from '@slipcase/services/tokens/api-tokens';
import { errorMessage } from '@slipcase/api-contract/english';
import { getSessionUser, sessionUserOf, type SessionUser } from './session.server';

/** What every failed API call answers. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

/** Answers of the API hold one account's data: never stored by a browser or a proxy. */
export const API_HEADERS = { 'Cache-Control': 'no-store' } as const;

/**
 * A JSON answer of the API (never cached) with its length. Knowing it, the server compresses only answers worth it
 * (server/app.ts): a few kilobytes go in the first round trip anyway, and compressing them costs both ends more CPU
 * than the bytes it saves.
 */
export function apiJson(data: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  const body = JSON.stringify(data);
  return new Response(body, {
    status,
    headers: { ...API_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), ...headers },
  });
}

/** The web's English message for an error code, its placeholders filled. */
export function apiErrorMessage(code: ErrorCode, params: Readonly<Record<string, string | number>> = {}): string {
  return errorMessage(code, params);
}

/**
 * A JSON error answer: the error code and a message (by default the web's English one for the code, its placeholders
 * filled), with the code's status from the one table (httpStatusOf) unless a context of api-contract's http-status
 * says otherwise (`status`).
 */
export function apiError(
  code: ErrorCode,
  options: { status?: number; field?: string; message?: string; params?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Response {
  const status = options.status ?? httpStatusOf(code);
  const message = options.message ?? apiErrorMessage(code, options.params);
  const body: ApiErrorBody = { error: { code, message, ...(options.field && { field: options.field }) } };
  return apiJson(body, status, options.headers);
}

/**
 * The signed-in, unblocked user of an API call. An API never redirects: without a session it throws a 401 JSON
 * answer, for a banned or frozen account a 403 one (the pages' guard sends people to sign in or to the blocked page).
 */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw apiError('auth_failed', { message: 'Sign in first: this call needs a session.' });
  if (isBlocked(user)) throw apiError('permission_denied', { message: 'Permission denied: this account is blocked.' });
  return user;
}

/** Who makes a `/v1` call and what they may do: a personal access token's scopes, or everything with a session. */
export interface ApiCaller {
  user: SessionUser;
  scopes: readonly ApiScope[];
  /** The token used, or null for a browser session. */
  tokenId: string | null;
}

/** The bearer token of `Authorization: Bearer <token>`, if the request carries one. */
function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The caller of a `/v1` call that needs `scope`. A personal access token (PRO, Advanced or staff; not revoked,
 * not expired) acts with its scopes; a browser session with all of them (`review` for staff only). Refusals:
 * 401 `token_invalid` or `auth_failed`, 403 for a blocked account or a missing scope, 429 `rate_limited` with
 * `Retry-After` past the per-minute limit.
 */
export async function requireApiCaller(request: Request, scope: ApiScope): Promise<ApiCaller> {
  const token = bearerToken(request);
  let caller: ApiCaller;
  if (token) {
    const found = await authenticateApiToken(getPrisma(), token);
    if (!found) throw apiError('token_invalid');
    caller = { user: sessionUserOf(found.user), scopes: found.scopes.filter(isApiScope), tokenId: found.tokenId };
  } else {
    const user = await requireApiUser(request);
    caller = { user, scopes: API_SCOPES.filter((each) => each !== 'review' || isStaff(user.role)), tokenId: null };
  }
  if (isBlocked(caller.user)) throw apiError('permission_denied', { message: 'Permission denied: this account is blocked.' });
  const key = caller.tokenId ?? `user:${caller.user.id}`;
  const taken = await takeApiRequest({ prisma: getPrisma(), now: new Date() }, { key, limit: config().web.apiRateLimit });
  if (!taken.allowed) {
    throw apiError('rate_limited', { params: { seconds: taken.retryAfterSeconds }, headers: { 'Retry-After': String(taken.retryAfterSeconds) } });
  }
  if (!scopeAllows(caller.scopes, scope)) throw apiError('scope_missing', { params: { scope } });
  return caller;
}
