/**
 * The production web server (what `npm start` runs): Remix's request handler on Express, with what every request
 * shares in front of it: the CSRF origin check, security headers, compression, static assets, an access log.
 */
import { join, resolve } from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import { installGlobals, type ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { isCsrfSafe } from './csrf';
import { securityHeaders } from './security-headers';

installGlobals();

const buildDir = resolve(process.env.SLIPCASE_WEB_BUILD_DIR ?? join(import.meta.dirname, '../build'));
const build = (await import(join(buildDir, 'server/index.js'))) as ServerBuild;
const port = Number(process.env.PORT ?? 3000);

const app = express();
app.disable('x-powered-by');
// Behind a TLS-terminating proxy, the request's protocol and host are the proxy's headers (SLIPCASE_TRUST_PROXY=1).
if (process.env.SLIPCASE_TRUST_PROXY === '1') app.set('trust proxy', true);
app.use(compression());
app.use((req, res, next) => {
  for (const [name, value] of Object.entries(securityHeaders(req.secure))) res.setHeader(name, value);
  next();
});
// Vite fingerprints what it puts under assets/: cached for good. The rest of client/ is public/ copied as is.
app.use('/assets', express.static(join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(join(buildDir, 'client'), { maxAge: '1h' }));
app.use(morgan('tiny'));
app.use((req, res, next) => {
  if (isCsrfSafe({ method: req.method, path: req.path, headers: req.headers, host: req.get('host') })) return next();
  res.status(403).type('text/plain').send('Forbidden: this request did not come from Slipcase itself.');
});
// Loaders and actions read the caller's address from the context (sign-in throttling per address).
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: (req) => ({ clientAddress: req.ip ?? '' }) }));

const server = app.listen(port, () => console.log(`[slipcase-web] http://localhost:${port}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => server.close());
