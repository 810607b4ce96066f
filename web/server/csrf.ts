import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * Reads that change state all the same: the spec serves logout on GET (000 §7), and a link or an image on another
 * site must not end the session. They need the same origin proof as a POST, or a navigation the user typed
 * (`Sec-Fetch-Site: none`).
 */
const STATE_CHANGING_READS = new Set(['/auth/logout', '/v1/auth/logout']);

/** Paths whose callers prove themselves another way: Stripe signs its webhooks. */
const EXEMPT_PREFIXES = ['/webhooks/'];

export interface CsrfRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The host the request came in on, as the browser saw it (`X-Forwarded-Host` behind a proxy). */
  host: string | undefined;
}

/**
 * Whether a request may change state (docs/decisions/012). Every unsafe method needs a browser that says the
 * request comes from our own origin: `Sec-Fetch-Site: same-origin`, else an `Origin` (or, failing that, a
 * `Referer`) whose host is ours. Requests without a cookie and with an `Authorization` header are API clients,
 * which no other site can make a browser send. Together with SameSite cookies this is OWASP's origin check.
 */
export function isCsrfSafe(request: CsrfRequest): boolean {
  const read = SAFE_METHODS.has(request.method.toUpperCase());
  if (read && !STATE_CHANGING_READS.has(request.path.replace(/\/+$/, ''))) return true;
  if (EXEMPT_PREFIXES.some((prefix) => request.path.startsWith(prefix))) return true;
  const { headers } = request;
  if (!headers.cookie && headers.authorization) return true;
  // A bearer token on /v1 is what the call acts with (the session is then never read), and no page of another
  // site can make a browser send one without a CORS preflight, which is never granted: a program, cookie or not.
  if (request.path.startsWith('/v1/') && /^Bearer\s+\S/i.test(headers.authorization ?? '')) return true;
  // Without a cookie there is no session to end: an API client's GET /v1/auth/logout, or a visitor's.
  if (read && !headers.cookie) return true;
  const fetchSite = headers['sec-fetch-site'];
  if (read && fetchSite === 'none') return true;
  if (fetchSite === 'same-origin') return true;
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const source = headers.origin ?? headers.referer;
  if (!source || source === 'null' || !request.host) return false;
  try {
    return new URL(source).host === request.host;
  } catch {
    return false;
  }
}
