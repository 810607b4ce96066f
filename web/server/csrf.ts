import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

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
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  if (EXEMPT_PREFIXES.some((prefix) => request.path.startsWith(prefix))) return true;
  const { headers } = request;
  if (!headers.cookie && headers.authorization) return true;
  const fetchSite = headers['sec-fetch-site'];
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
