import { config } from '@slipcase/config';
import { isProcessRunning } from '../embedded/dir-lock';
import { startEmbeddedPostgres } from '../embedded/pglite-server';
import { embeddedDatabaseDir, readRuntimeInfo } from '../runtime';

/**
 * Runs `use` on DATABASE_URL; else on the database of a running `npm start`; else on the embedded PGlite
 * of the data directory, started for the occasion and stopped afterwards.
 */
export async function withDatabase<T>(use: (databaseUrl: string, where: string) => Promise<T>): Promise<T> {
  const configured = config().database.url;
  if (configured) return use(configured, 'DATABASE_URL');
  const running = readRuntimeInfo();
  if (running && isProcessRunning(running.pid)) {
    return use(running.databaseUrl, `the database of npm start (pid ${running.pid})`);
  }
  const dir = embeddedDatabaseDir();
  const embedded = await startEmbeddedPostgres({ dir });
  try {
    return await use(embedded.url, `embedded PGlite in ${dir}`);
  } finally {
    await embedded.stop();
  }
}
