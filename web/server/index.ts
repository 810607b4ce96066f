/**
 * The production web server (what `npm start` runs): Remix's request handler on Express, with what every request
 * shares in front of it (./app.ts: the CSRF origin check, security headers, compression, static assets, an access
 * log) and the resumable uploads (./uploads.ts, docs/decisions/016).
 */
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import { createRequestHandler as createFetchHandler, installGlobals, type ServerBuild } from '@remix-run/node';
import { initConfigOrExit } from '@slipcase/config';
import { getPrisma, resolveDatabaseUrl } from '@slipcase/db';
import { sweepExpiredUploads, uploadStore } from '../app/server/media/tus-store.server';
import { accessLogLine, createApp, withPublicPages } from './app';
import { createPublicPageCache } from './public-page-cache';
import { publicPages } from './public-pages';
import { routeMethods } from './route-methods';
import { tusUploads } from './uploads';

installGlobals();

// A bad variable stops the start here, named, before the build loads or a port opens.
const config = initConfigOrExit('slipcase-web');
const buildDir = resolve(config.web.buildDir ?? join(import.meta.dirname, '../build'));
const build = (await import(join(buildDir, 'server/index.js'))) as ServerBuild;
const port = config.web.port;

const store = uploadStore();
// Loaders and actions read the caller's address from the context (sign-in throttling per address).
const loadContext = (req: { ip?: string }) => ({ clientAddress: req.ip ?? '' });
const mode = config.nodeEnv ?? undefined;
const cache = await createPublicPageCache({ prisma: getPrisma(), databaseUrl: resolveDatabaseUrl() });
const app = createApp({
  clientDir: join(buildDir, 'client'),
  uploads: tusUploads({ store, prisma: getPrisma }),
  methodsOf: routeMethods(build),
  remix: createRequestHandler({ build, mode, getLoadContext: loadContext }),
});

// Uploads nobody finished or processed go a day after they began; checked at start and every hour.
const sweep = () => {
  sweepExpiredUploads(store).catch((error: unknown) => console.error('[slipcase-web] upload sweep failed', error));
};
sweep();
const sweeper = setInterval(sweep, 60 * 60 * 1000);
sweeper.unref();

// Connected before the first request, which would otherwise wait for it; a database out of reach stops the start.
await getPrisma().$queryRaw`SELECT 1`;
const pages = publicPages({
  cache,
  build: build.assets.version,
  render: createFetchHandler(build, mode),
  // A page kept for every visitor is rendered for none in particular.
  loadContext: () => ({ clientAddress: '' }),
  onAnswer: accessLogLine(),
});
const server = createServer(withPublicPages(app, pages)).listen(port, () => console.log(`[slipcase-web] http://localhost:${port}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    clearInterval(sweeper);
    server.close();
    void cache.close();
  });
}
