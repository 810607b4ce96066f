import { randomBytes } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { deviceOf } from '@slipcase/domain';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { catalogueSearch, readCatalogueQuery } from '../app/lib/catalogue';
import { CACHED_PAGE_NONCE } from '../app/server/document-headers.server';
import { SESSION_COOKIE_NAME } from '../app/server/session.server';
import { languageDetector } from '../app/server/language-detection.server';
import type { PublicPageCache, RenderedPage } from './public-page-cache';

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

async function rendered(response: Response): Promise<{ page: RenderedPage; store: boolean }> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const body = Buffer.from(await response.arrayBuffer());
  // Only a plain page for everyone: an error, a redirect or a cookie is this visitor's answer.
  const store = response.status === 200 && !response.headers.has('set-cookie');
  return { page: { status: response.status, headers, body, cookies: response.headers.getSetCookie() }, store };
}

/**
 * Answers the public pages of PUBLIC_PAGES through the render cache when nobody is signed in: a GET without a
 * session, not a client navigation's data request. The render's nonce is a placeholder that each answer replaces
 * with a fresh one, so every visitor's page still has its own Content-Security-Policy nonce.
 */
export function publicPages({ cache, build, render, loadContext, routes = PUBLIC_PAGES }: PublicPageOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || hasSession(req)) return next();
    const route = routes.find((each) => each.path.test(req.path));
    if (!route) return next();
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
    if (url.searchParams.has('_data')) return next();
    const request = fetchRequest(req, url);
    languageDetector
      .getLocale(request)
      .then((locale) => {
        const key = { page: req.path, variant: [build, locale, route.variant?.(url, req) ?? ''].join('|') };
        return cache.cachedPublicPage(key, async () => rendered(await render(request, { ...loadContext(req), renderingForCache: true })), { maxAgeMs: route.maxAgeMs });
      })
      .then(({ page, from }) => {
        const nonce = randomBytes(18).toString('base64');
        res.status(page.status);
        for (const [name, value] of Object.entries(page.headers)) if (value) res.setHeader(name, value.replaceAll(CACHED_PAGE_NONCE, nonce));
        for (const cookie of page.cookies ?? []) res.append('Set-Cookie', cookie);
        res.setHeader('X-Slipcase-Cache', from);
        res.send(page.body.toString('utf8').replaceAll(CACHED_PAGE_NONCE, nonce));
      })
      .catch(next);
  };
}
