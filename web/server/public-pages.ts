import { randomBytes } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { deviceOf } from '@slipcase/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '@slipcase/config';
import { catalogueSearch, readCatalogueQuery } from '../app/lib/catalogue';
import { CACHED_PAGE_NONCE } from '../app/server/document-headers.server';
import { SESSION_COOKIE_NAME } from '../app/server/session.server';
import { languageDetector } from '../app/server/language-detection.server';
import type { PublicPageCache, RenderedPage } from './public-page-cache';
import { uncleanPartOf } from './request-guard';
import { securityHeaders } from './security-headers';

/** A public page the render cache answers for anonymous visitors: one line each. */
interface PublicPageRoute {
  path: RegExp;
  /** What else than the language its answer depends on. */
  variant?: (url: URL, req: IncomingMessage) => string;
  /** Kept at most this long: for a page whose data changes without an edit anyone invalidates (follower counts). */
  maxAgeMs?: number;
  /** Its query is one visitor's own state (a step, a thank-you): only its address without one (but `?lang=`) is cached. */
  visitorQuery?: boolean;
}

const hasVisitorQuery = (url: URL) => [...url.searchParams.keys()].some((name) => name !== 'lang');

export const PUBLIC_PAGES: readonly PublicPageRoute[] = [
  { path: /^\/$/ },
  { path: /^\/artists-catalog$/, variant: (url) => catalogueSearch(readCatalogueQuery(url.searchParams)), maxAgeMs: 60_000 },
  // Stores are ordered for the visitor's device.
  { path: /^\/s\/[^/]+$/, variant: (_url, req) => deviceOf(req.headers['user-agent'] ?? '') },
  // The page turns from the campaign to "out now" at the release's live instant, which no edit announces.
  { path: /^\/release\/[^/]+$/, maxAgeMs: 60_000, visitorQuery: true },
  { path: /^\/me\/[^/]+$/ },
];

/**
 * The headers of a render that are the page's own; the server's (security, dates, length) are set per answer. A
 * redirect's Location goes out with it (a redirect is never kept: only a plain 200 is).
 */
const KEPT_HEADERS = ['content-type', 'content-security-policy', 'cache-control', 'link', 'vary', 'content-language', 'location'];

export interface PublicPageOptions {
  cache: PublicPageCache;
  /** The web build's version: a render names its fingerprinted assets, so another build renders again. */
  build: string;
  /** Remix's fetch handler. */
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  loadContext: (req: IncomingMessage) => AppLoadContext;
  routes?: readonly PublicPageRoute[];
}

function hasSession(req: IncomingMessage): boolean {
  return (req.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

function fetchRequest(req: IncomingMessage, url: URL): Request {
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
  return (req: IncomingMessage, url: URL, request: () => Request): Promise<string> => {
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

/** Whether the request came over TLS, as Express's `req.secure` says (a proxy's X-Forwarded-Proto when trusted). */
function isSecure(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  if (config().web.trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim() === 'https';
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}

export type PublicPageHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Answers the public pages of PUBLIC_PAGES through the render cache when nobody is signed in: a GET of a clean URL
 * without a session, not a client navigation's data request. It runs on Node's own request, before Express: a
 * cached page needs none of the app's middleware but the headers every answer has (./app.ts sets the same). The
 * render's nonce is a placeholder that each answer replaces with a fresh one, so every visitor's page still has its
 * own Content-Security-Policy nonce. `onAnswer` is told of each page answered (the access log).
 */
export function publicPages({ cache, build, render, loadContext, routes = PUBLIC_PAGES, onAnswer }: PublicPageOptions & { onAnswer?: (req: IncomingMessage, res: ServerResponse) => void }): PublicPageHandler {
  const languageOf = languages();
  return (req, res, next) => {
    const target = req.url ?? '/';
    // A URL with a control character or a broken escape goes on to the request guard's 400.
    if (req.method !== 'GET' || hasSession(req) || uncleanPartOf(target)) return next();
    const secure = isSecure(req);
    const url = new URL(target, `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
    const route = routes.find((each) => each.path.test(url.pathname));
    if (!route || url.searchParams.has('_data') || (route.visitorQuery && hasVisitorQuery(url))) return next();
    let request: Request | undefined;
    const requestOnce = () => (request ??= fetchRequest(req, url));
    languageOf(req, url, requestOnce)
      .then((locale) => {
        const key = { page: url.pathname, variant: [build, locale, route.variant?.(url, req) ?? ''].join('|') };
        return cache.cachedPublicPage(key, async () => rendered(await render(requestOnce(), { ...loadContext(req), renderingForCache: true })), { maxAgeMs: route.maxAgeMs });
      })
      .then(({ page, from }) => {
        const nonce = randomBytes(18).toString('base64');
        const body = withNonce(page, nonce);
        onAnswer?.(req, res);
        res.statusCode = page.status;
        for (const [name, value] of Object.entries(securityHeaders(secure))) res.setHeader(name, value);
        for (const [name, value] of Object.entries(page.headers)) if (value) res.setHeader(name, value.replaceAll(CACHED_PAGE_NONCE, nonce));
        if (page.cookies?.length) res.setHeader('Set-Cookie', page.cookies);
        res.setHeader('X-Slipcase-Cache', from);
        res.setHeader('Content-Length', body.length);
        res.end(body);
      })
      .catch((error: unknown) => {
        console.error('[slipcase-web] public page', url.pathname, error);
        // The app answers it as it would without the cache.
        if (!res.headersSent) next();
      });
  };
}
