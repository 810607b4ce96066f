import { retryAfterMs, type StreamingProviderId } from '@slipcase/domain';
import { ProviderFailure, ProviderRateLimited } from './provider';

/** A provider that does not answer within this long has failed this time (the workflow retries). */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  json?: unknown;
  form?: URLSearchParams;
  headers?: Record<string, string>;
}

/**
 * One HTTP call to a provider, its answer's JSON (null for an empty body). 429 is ProviderRateLimited with the wait
 * its Retry-After asks for; 401 an unauthorized ProviderFailure; any other refusal, an unreadable answer or no
 * answer in time a ProviderFailure.
 */
export async function providerFetch(provider: StreamingProviderId, url: URL, request: ApiRequest = {}): Promise<unknown> {
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = request.form.toString();
  }
  let response: Response;
  try {
    response = await fetch(url, { method: request.method ?? 'GET', headers, body, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderFailure(provider, timedOut ? 'no answer in time' : 'could not be reached');
  }
  if (response.status === 429) throw new ProviderRateLimited(provider, retryAfterMs(response.headers.get('Retry-After'), new Date()));
  const text = await response.text();
  let answer: unknown = null;
  if (text) {
    try {
      answer = JSON.parse(text);
    } catch {
      if (response.ok) throw new ProviderFailure(provider, `an unreadable answer from ${url.pathname}`);
    }
  }
  if (!response.ok) {
    const reason = errorText(answer);
    throw new ProviderFailure(provider, `${url.pathname} answered ${response.status}${reason ? ` (${reason})` : ''}`, response.status === 401);
  }
  return answer;
}

/** The `error` (OAuth) or `error.message` (the APIs) of an answer, cut short. */
export function errorText(answer: unknown): string {
  if (!answer || typeof answer !== 'object') return '';
  const error = (answer as { error?: unknown }).error;
  const text = typeof error === 'string' ? error : error && typeof error === 'object' ? String((error as { message?: unknown }).message ?? '') : '';
  return text.replace(/[^\x20-\x7e]/g, '').slice(0, 200);
}

/** A field of a JSON answer by path, or undefined. */
export function pick(value: unknown, ...path: Array<string | number>): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

export const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);
