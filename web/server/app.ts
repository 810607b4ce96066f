import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import morgan from 'morgan';
import { config } from '@slipcase/config';
import { TUS_PATH } from '../app/lib/media-upload';
import { isCsrfSafe } from './csrf';
import type { PublicPageHandler } from './public-pages';
import { refuse, requestGuard, type MethodsOf } from './request-guard';
import { securityHeaders } from './security-headers';

export interface AppOptions {
  /** The Remix request handler, which answers everything the rest does not. */
  remix: RequestHandler;
  /** The built client (`build/client`): fingerprinted assets and public files. None in tests. */
  clientDir?: string;
  /** The tus endpoint (./uploads.ts). */
  uploads?: RequestHandler;
  /** Access log; on by default. */
  log?: boolean;
  /** The methods each path's route answers (./route-methods.ts); other methods get 405 with `Allow`. */
  methodsOf?: MethodsOf;
}

/**
 * The web server's Express app: what every request shares (security headers, compression, static assets, an access
 * log, the CSRF origin check), then the resumable uploads, then Remix.
 */
export function createApp({ remix, clientDir, uploads, log = true, methodsOf }: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind a TLS-terminating proxy, the request's protocol and host are the proxy's headers (SLIPCASE_TRUST_PROXY=1).
  if (config().web.trustProxy) app.set('trust proxy', true);
  // An answer whose length is known (the API's JSON) is compressed from 14 KB: TCP's first flight (ten segments,
  // RFC 6928) carries a smaller one in one round trip anyway, and compressing it costs both ends more CPU.
  app.use(compression({ threshold: '14kb' }));
  app.use((req, res, next) => {
    const headers = securityHeaders(req.secure);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Remix's adapter appends each header of a route's answer: one a route sets too (a download's nosniff) would go
    // out twice, `nosniff, nosniff`. Each of these is set once: the route's value replaces the server's.
    const ours = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
    const append = res.append.bind(res);
    res.append = (name, value) => (ours.has(name.toLowerCase()) && value !== undefined ? res.setHeader(name, value) : append(name, value));
    next();
  });
  app.use(requestGuard(uploads ? TUS_PATH : null, methodsOf));
  if (clientDir) {
    // Vite fingerprints what it puts under assets/: cached for good. The rest of client/ is public/ copied as is.
    app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y' }));
    app.use(express.static(clientDir, { maxAge: '1h' }));
  }
  if (log) app.use(morgan('tiny'));
  app.use((req, res, next) => {
    if (isCsrfSafe({ method: req.method, path: req.path, headers: req.headers, host: req.get('host') })) return next();
    // The API's callers read its JSON error shape, a browser a short text.
    if (req.path.startsWith('/v1/')) return refuse(req, res, 403, 'permission_denied', null);
    res.status(403).type('text/plain').send('Forbidden: this request did not come from Slipcase itself.');
  });
  // tus streams request bodies itself: nothing before it may read them.
  if (uploads) app.use(uploads);
  app.all('*', remix);
  return app;
}

/** The access log line (morgan's `tiny`, as the app writes) of an answer given before the app. */
export function accessLogLine(): (req: IncomingMessage, res: ServerResponse) => void {
  const log = morgan('tiny');
  return (req, res) => log(req, res, () => undefined);
}

/** The server's request listener: the public pages' render cache (./public-pages.ts) first, the app for what it leaves. */
export function withPublicPages(app: express.Express, publicPages: PublicPageHandler): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => publicPages(req, res, () => app(req, res));
}
