import { randomBytes } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { deviceOf } from '@slipcase/domain';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { catalogueSearch, readCatalogueQuery } from '../app/lib/catalogue';
import { CACHED_PAGE_NONCE } from '../app/server/document-headers.server';
import { SESSION_COOKIE_NAME } from '../app/server/session.server';
import { languageDetector } from '../app/server/language-detection.server';
import type { PublicPageCache, RenderedPage } from './public-page-cache';
import { uncleanPartOf } from './request-guard';

/** A public page the render cache answers for anonymous visitors: one line each. */
interface PublicPageRoute {
  path: RegExp;
  /** What else than the language its answer depends on. */
  variant?: (url: URL, req: ExpressRequest) => string;
  /** Kept at most this long: for a page whose data changes without an edit anyone invalidates (follower counts). */
  maxAgeMs?: number;
}

export const PUBLIC_PAGES: readonly PublicPageRoute[] = [
  { path: /^\/$/ },
  { path: /^\/artists-catalog$/, variant: (url) => catalogueSearch(readCatalogueQuery(url.searchParams)), maxAgeMs: 60_000 },
  // Stores are ordered for the visitor's device.
  { path: /^\/s\/[^/]+$/, variant: (_url, req) => deviceOf(req.get('user-agent') ?? '') },
  { path: /^\/release\/[^/]+$/ },
  { path: /^\/me\/[^/]+$/ },
];

/** The headers of a render that are the page's own; the server's (security, dates, length) are set per answer. */
const KEPT_HEADERS = ['content-type', 'content-security-policy', 'cache-control', 'link', 'vary', 'content-language'];

export interface PublicPageOptions {
  cache: PublicPageCache;
  /** The web build's version: a render names its fingerprinted assets, so another build renders again. */
  build: string;
  /** Remix's fetch handler. */
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  loadContext: (req: ExpressRequest) => AppLoadContext;
  routes?: readonly PublicPageRoute[];
}

function hasSession(req: ExpressRequest): boolean {
  return (req.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

function fetchRequest(req: ExpressRequest, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
  }
  return new Request(url, { method: 'GET', headers });
}

/** Each Set-Cookie of an answer: Remix's fetch Headers (installGlobals) have `getAll`, Node's own `getSetCookie`. */
function cookiesOf(headers: Headers): string[] {
  const own = headers as Headers & { getAll?: (name: string) => string[] };
  if (typeof own.getSetCookie === 'function') return own.getSetCookie();
  return own.getAll?.('set-cookie') ?? [];
}

async function rendered(response: Response): Promise<{ page: RenderedPage; store: boolean }> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const body = Buffer.from(await response.arrayBuffer());
  // Only a plain page for everyone: an error, a redirect or a cookie is this visitor's answer.
  const store = response.status === 200 && !response.headers.has('set-cookie');
  return { page: { status: response.status, headers, body, cookies: cookiesOf(response.headers) }, store };
}

/**
 * Answers the public pages of PUBLIC_PAGES through the render cache when nobody is signed in: a GET of a clean URL
 * without a session, not a client navigation's data request. The render's nonce is a placeholder that each answer replaces
 * with a fresh one, so every visitor's page still has its own Content-Security-Policy nonce.
 */
/** A render's body cut at each nonce placeholder, once per render: each answer joins the parts with its own nonce. */
const bodyParts = new WeakMap<RenderedPage, Buffer[]>();
const PLACEHOLDER = Buffer.from(CACHED_PAGE_NONCE);

function partsOf(page: RenderedPage): Buffer[] {
  let parts = bodyParts.get(page);
  if (!parts) {
    parts = [];
    let from = 0;
    for (let at = page.body.indexOf(PLACEHOLDER); at !== -1; at = page.body.indexOf(PLACEHOLDER, from)) {
      parts.push(page.body.subarray(from, at));
      from = at + PLACEHOLDER.length;
    }
    parts.push(page.body.subarray(from));
    bodyParts.set(page, parts);
  }
  return parts;
}

function withNonce(page: RenderedPage, nonce: string): Buffer {
  const parts = partsOf(page);
  const value = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])));
}

/** The language detected for what decides it (the cookie, `?lang=`, Accept-Language), remembered for the next one alike. */
function languages() {
  const known = new Map<string, Promise<string>>();
  return (req: ExpressRequest, url: URL, request: () => Request): Promise<string> => {
    const decides = `${req.headers.cookie ?? ''}\n${url.searchParams.get('lang') ?? ''}\n${req.headers['accept-language'] ?? ''}`;
    let found = known.get(decides);
    if (!found) {
      if (known.size >= 1000) known.clear();
      found = languageDetector.getLocale(request());
      known.set(decides, found);
    }
    return found;
  };
}

/**
 * Answers the public pages of PUBLIC_PAGES through the render cache when nobody is signed in: a GET of a clean URL
 * without a session, not a client navigation's data request. The render's nonce is a placeholder that each answer
 * replaces with a fresh one, so every visitor's page still has its own Content-Security-Policy nonce.
 */
export function publicPages({ cache, build, render, loadContext, routes = PUBLIC_PAGES }: PublicPageOptions): RequestHandler {
  const languageOf = languages();
  return (req, res, next) => {
    // A URL with a control character or a broken escape goes on to the request guard's 400.
    if (req.method !== 'GET' || hasSession(req) || uncleanPartOf(req.originalUrl)) return next();
    const route = routes.find((each) => each.path.test(req.path));
    if (!route) return next();
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
    if (url.searchParams.has('_data')) return next();
    let request: Request | undefined;
    const requestOnce = () => (request ??= fetchRequest(req, url));
    languageOf(req, url, requestOnce)
      .then((locale) => {
        const key = { page: req.path, variant: [build, locale, route.variant?.(url, req) ?? ''].join('|') };
        return cache.cachedPublicPage(key, async () => rendered(await render(requestOnce(), { ...loadContext(req), renderingForCache: true })), { maxAgeMs: route.maxAgeMs });
      })
      .then(({ page, from }) => {
        const nonce = randomBytes(18).toString('base64');
        const body = withNonce(page, nonce);
        res.locals.publicPage = true;
        res.statusCode = page.status;
        for (const [name, value] of Object.entries(page.headers)) if (value) res.setHeader(name, value.replaceAll(CACHED_PAGE_NONCE, nonce));
        for (const cookie of page.cookies ?? []) res.append('Set-Cookie', cookie);
        res.setHeader('X-Slipcase-Cache', from);
        // Not res.send: its ETag would hash every answer, and no two answers are alike (the nonce).
        res.setHeader('Content-Length', body.length);
        res.end(body);
      })
      .catch(next);
  };
}
