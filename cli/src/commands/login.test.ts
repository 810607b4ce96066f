import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';
import { createApiToken, revokeApiToken } from '@slipcase/services/tokens/api-tokens';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../testing/run-cli';
import { startV1Server } from '../testing/v1-server';

// `slipcase login` against the web app's real /v1 handlers and database, over HTTP.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof startV1Server>>;
let configDir: string;
let userId: string;
let username: string;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  configDir = await mkdtemp(join(tmpdir(), 'slipcase-cli-login-'));
  process.env.SLIPCASE_CONFIG_DIR = configDir;
  const user = await createTestUser(db.prisma);
  await db.prisma.user.update({ where: { id: user.id }, data: { plan: 'pro' } });
  ({ id: userId, username } = user);
  server = await startV1Server();
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  delete process.env.SLIPCASE_CONFIG_DIR;
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

const credentials = () => join(configDir, 'credentials.json');

describe('slipcase login and logout', () => {
  it('checks the token with the server, then saves it readable by its owner only', async () => {
    const { token } = await createApiToken(db.prisma, userId, { name: 'laptop', scopes: ['read'], lifetimeDays: 30 });
    const run = await runCli(['login', '--url', `${server.url}/some/path`, '--token', token]);
    expect(run.exit).toBe(0);
    expect(run.stdout).toBe(`Signed in to ${server.url} as ${username}. Saved to ${credentials()}.\n`);
    expect(JSON.parse(await readFile(credentials(), 'utf8'))).toEqual({ url: server.url, token, username });
    expect((await stat(credentials())).mode & 0o777).toBe(0o600);

    expect((await runCli(['logout'])).stdout).toBe(`Signed out: removed ${credentials()}.\n`);
    expect((await runCli(['logout'])).stdout).toBe('Not signed in: nothing to remove.\n');
  });

  it('refuses a revoked token with the server’s message, and saves nothing', async () => {
    const { token, view } = await createApiToken(db.prisma, userId, { name: 'old', scopes: ['read'], lifetimeDays: 30 });
    await revokeApiToken(db.prisma, userId, view.id);
    const run = await runCli(['login', '--url', server.url, '--token', token, '--json']);
    expect(run.exit).toBe(4);
    expect(JSON.parse(run.stdout)).toEqual({
      error: { code: 'token_invalid', message: 'This access token is unknown, expired or revoked.', exit: 4 },
    });
    await expect(stat(credentials())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('says when the server cannot be reached (exit 6)', async () => {
    const run = await runCli(['login', '--url', 'http://127.0.0.1:1', '--token', `slc_${'a'.repeat(43)}`]);
    expect(run.exit).toBe(6);
    expect(run.error?.message).toMatch(/^Cannot reach http:\/\/127\.0\.0\.1:1: /);
  });
});
