import { json } from '@remix-run/node';
import type { ErrorCode } from '@slipcase/domain';
import english from '../locales/en/common.json';
import { getSessionUser, isBlocked, type SessionUser } from './session.server';

const ERROR_MESSAGES: Record<string, string> = english.errors;

/** What every failed API call answers. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

/** Answers of the API hold one account's data: never stored by a browser or a proxy. */
export const API_HEADERS = { 'Cache-Control': 'no-store' } as const;

/** A JSON error answer: the error code and a message (by default the web's English one for the code). */
export function apiError(status: number, code: ErrorCode, options: { field?: string; message?: string } = {}): Response {
  const message = options.message ?? ERROR_MESSAGES[code] ?? english.errors.server_error;
  const body: ApiErrorBody = { error: { code, message, ...(options.field && { field: options.field }) } };
  return json(body, { status, headers: API_HEADERS });
}

/**
 * The signed-in, unblocked user of an API call. An API never redirects: without a session it throws a 401 JSON
 * answer, for a banned or frozen account a 403 one (the pages' guard sends people to sign in or to the blocked page).
 */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw apiError(401, 'auth_failed', { message: 'Sign in first: this call needs a session.' });
  if (isBlocked(user)) throw apiError(403, 'permission_denied', { message: 'Permission denied: this account is blocked.' });
  return user;
}
