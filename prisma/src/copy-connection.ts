import type pg from 'pg';
import type { DbClient } from './sequences';
import { connectionsOf } from './tracked-pg-client';

interface Session {
  pid: number;
  port: number | null;
  database: string;
  embedded: boolean;
}

/**
 * The `pg` connection a Prisma transaction runs on, for what Prisma cannot send (`COPY … FROM STDIN`), or null
 * when it cannot be told for sure: the embedded PGlite (one backend behind every socket, and no COPY from a
 * client), a client not made by `createPrismaClient`, or two candidates. Its queries join the transaction; the
 * caller must finish them before the transaction's next Prisma query, which would wait behind them.
 */
export function copyConnection(tx: DbClient): Promise<pg.ClientBase | null> {
  // Outside a transaction each query may take another connection of the pool; a transaction's client has no $connect.
  if (typeof (tx as { $connect?: unknown }).$connect === 'function') return Promise.resolve(null);
  // A transaction runs on one connection throughout: asked once, however many writers it opens.
  let found = foundFor.get(tx);
  if (found === undefined) foundFor.set(tx, (found = findConnection(tx)));
  return found;
}

const foundFor = new WeakMap<DbClient, Promise<pg.ClientBase | null>>();

async function findConnection(tx: DbClient): Promise<pg.ClientBase | null> {
  const [session] = await tx.$queryRaw<Session[]>`
    SELECT pg_backend_pid() AS pid, inet_server_port() AS port, current_database() AS database,
           version() LIKE '%PGlite%' AS embedded`;
  if (!session || session.embedded) return null;
  const candidates = connectionsOf(session.pid).filter(
    (client) => client.database === session.database && (session.port === null || client.port === session.port),
  );
  return candidates.length === 1 ? candidates[0]! : null;
}
