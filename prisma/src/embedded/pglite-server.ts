import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { keepExtendedQueriesAtomic } from './atomic-extended-queries';
import { acquireLock } from './dir-lock';

/**
 * PGlite is one backend; the socket server queues every client on it. The web app's and the worker's pools
 * (10 each by default) plus CLI calls must all fit, or a client past the limit is cut off.
 */
export const EMBEDDED_MAX_CONNECTIONS = 64;

export interface EmbeddedPostgresOptions {
  /** The PGlite data directory; created when missing, reused (with its data) when present. */
  dir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface EmbeddedPostgres {
  /** A postgres:// URL for pg, @prisma/adapter-pg and the schema engine. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * PostgreSQL 17 in WASM (PGlite), persisted in `dir` and served on a TCP port. PGlite is a single backend:
 * the socket server multiplexes up to 10 clients over it, keeping a transaction's statements together.
 * Only one process may open a data directory at a time, which a lock file beside it enforces.
 */
export async function startEmbeddedPostgres({
  dir,
  port = 0,
  host = '127.0.0.1',
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  mkdirSync(dirname(dir), { recursive: true });
  const releaseLock = acquireLock(`${dir}.lock`, `The PGlite data directory ${dir}`);
  try {
    const db = await PGlite.create({ dataDir: dir });
    const server = new PGLiteSocketServer({ db, port, host, maxConnections: EMBEDDED_MAX_CONNECTIONS });
    keepExtendedQueriesAtomic(server);
    await server.start().catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    const actualPort = Number(server.getServerConn().split(':').at(-1));
    let stopped: Promise<void> | undefined;
    return {
      url: `postgres://postgres:postgres@${host}:${actualPort}/postgres`,
      port: actualPort,
      stop: () => {
        stopped ??= (async () => {
          try {
            await server.stop();
            await db.close();
          } finally {
            releaseLock();
          }
        })();
        return stopped;
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
