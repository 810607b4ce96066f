import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@slipcase/db/testing';
import type { ApiScope } from '@slipcase/domain';
import { createApiToken } from '@slipcase/services/tokens/api-tokens';
import { runCli, type CliRun } from './run-cli';
import { startV1Server } from './v1-server';

const REMOTE_ENV = ['SLIPCASE_URL', 'SLIPCASE_TOKEN'] as const;

export interface SignedInWorld {
  db: Awaited<ReturnType<typeof createTestDatabase>>;
  url: string;
  /** A personal access token of the account (which must be allowed API access: PRO, Advanced or staff). */
  tokenOf(userId: string, scopes: ApiScope[]): Promise<string>;
  /** Signs the CLI in with SLIPCASE_URL and SLIPCASE_TOKEN, as a CI pipeline does. */
  signIn(token: string): void;
  /** Runs `call` with the CLI signed out: it acts on the same database, as `--as`. */
  signedOut<T>(call: () => Promise<T>): Promise<T>;
  /** The CLI run with `args` signed out (with `localArgs` too, such as `--as`), then signed in with `token`. */
  bothWays(token: string, args: string[], localArgs?: string[]): Promise<{ local: CliRun; remote: CliRun }>;
  close(): Promise<void>;
}

/**
 * A fresh database behind the web app's real /v1 route modules over HTTP, for the CLI's commands signed in. No
 * login is saved (SLIPCASE_CONFIG_DIR is an empty folder), and Temporal points at a closed port: the refusals
 * tested are decided before it, and reaching it would fail the call.
 */
export async function startSignedIn(): Promise<SignedInWorld> {
  const db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.TEMPORAL_ADDRESS = '127.0.0.1:1';
  const configDir = await mkdtemp(join(tmpdir(), 'slipcase-cli-signed-in-'));
  process.env.SLIPCASE_CONFIG_DIR = configDir;
  const server = await startV1Server();
  process.env.SLIPCASE_URL = server.url;
  const world: SignedInWorld = {
    db,
    url: server.url,
    async tokenOf(userId, scopes) {
      return (await createApiToken(db.prisma, userId, { name: `test ${scopes.join(' ')}`, scopes, lifetimeDays: 30 })).token;
    },
    signIn(token) {
      process.env.SLIPCASE_URL = server.url;
      process.env.SLIPCASE_TOKEN = token;
    },
    async signedOut(call) {
      const saved = REMOTE_ENV.map((name) => [name, process.env[name]] as const);
      for (const name of REMOTE_ENV) delete process.env[name];
      try {
        return await call();
      } finally {
        for (const [name, value] of saved) if (value !== undefined) process.env[name] = value;
      }
    },
    async bothWays(token, args, localArgs = []) {
      const local = await world.signedOut(() => runCli([...args, ...localArgs]));
      world.signIn(token);
      return { local, remote: await runCli(args) };
    },
    async close() {
      await server.close();
      await db.drop();
      for (const name of [...REMOTE_ENV, 'SLIPCASE_CONFIG_DIR']) delete process.env[name];
      await rm(configDir, { recursive: true, force: true });
    },
  };
  return world;
}
